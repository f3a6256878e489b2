import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { normalizeLineBreaks } from "~/shared/forms/text";

/** Each section of a rental's arrival notes: free text, up to this many characters. */
export const ARRIVAL_NOTE_MAX = 2000;

const section = (label: string) =>
  safeString({ error: `${label} must be text` })
    .overwrite(normalizeLineBreaks)
    .trim()
    .max(ARRIVAL_NOTE_MAX, `${label} must be ${ARRIVAL_NOTE_MAX.toLocaleString("en-US")} characters or fewer`)
    .default("");

/** The arrival notes form: four sections, each optional (an empty one is left out of the e-mail). */
export const arrivalNotesSchema = z.object({
  ferry: section("The ferry notes"),
  car: section("The car notes"),
  directions: section("The directions"),
  checkIn: section("The check-in instructions"),
});
