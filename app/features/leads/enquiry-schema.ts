import { z } from "zod";
import { personFields } from "~/shared/forms/person-schema";
import { safeString } from "~/shared/forms/safe-text";
import { normalizeLineBreaks } from "~/shared/forms/text";
import { ENQUIRY_LIMITS as LIMITS, ENQUIRY_MESSAGES as MESSAGES } from "./enquiry-rules";

const showingTime = safeString({ error: MESSAGES.showingInvalid }).trim().optional();

/** The enquiry as the form sends it: the person, the message and up to three preferred showing times (island wall-clock). */
export const enquiryFormSchema = z.object({
  listingId: safeString({ error: MESSAGES.unknownListing }).trim().max(100, MESSAGES.unknownListing),
  ...personFields(MESSAGES),
  message: safeString({ error: MESSAGES.message })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(1, MESSAGES.message)
    .min(LIMITS.messageMin, MESSAGES.messageTooShort)
    .max(LIMITS.messageMax, MESSAGES.messageTooLong),
  showing1: showingTime,
  showing2: showingTime,
  showing3: showingTime,
});

/** What the service takes: the same, with the showing times as a list (blank ones left out). */
export const enquirySchema = enquiryFormSchema.omit({ showing1: true, showing2: true, showing3: true }).extend({
  showingTimes: z.array(safeString({ error: MESSAGES.showingInvalid }).trim().max(40, MESSAGES.showingInvalid), { error: MESSAGES.showingInvalid }).default([]),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

/** The form's fields as the service's input. */
export function enquiryFromForm(form: z.output<typeof enquiryFormSchema>): Enquiry {
  const { showing1, showing2, showing3, ...rest } = form;
  return { ...rest, showingTimes: [showing1, showing2, showing3].filter((time): time is string => Boolean(time)) };
}
