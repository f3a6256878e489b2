import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { personFields } from "~/shared/forms/person-schema";
import { BOOKING_LIMITS, BOOKING_MESSAGES, BOOKING_STATUS_CHOICES } from "~/features/stays";
import { normalizeLineBreaks } from "~/shared/forms/text";

/** A date field: blank is "missing", anything else must be a YYYY-MM-DD calendar date. */
const day = (missing: string) =>
  safeString({ error: missing })
    .trim()
    .min(1, missing)
    .regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_MESSAGES.dateInvalid)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), BOOKING_MESSAGES.dateInvalid);

/**
 * The booking request form: the stay, and who asks. The rules that
 * depend on the property (past, minimum nights, guests, free dates) are the
 * service's, from booking-rules.ts, with the same messages the browser shows.
 */
export const bookingRequestSchema = z.object({
  checkIn: day(BOOKING_MESSAGES.checkIn),
  checkOut: day(BOOKING_MESSAGES.checkOut),
  guests: z.coerce
    .number({ error: BOOKING_MESSAGES.guests })
    .int(BOOKING_MESSAGES.guests)
    .min(1, BOOKING_MESSAGES.guests)
    .max(BOOKING_LIMITS.maxGuests, BOOKING_MESSAGES.guestsMax(BOOKING_LIMITS.maxGuests)),
  ...personFields(),
  message: safeString({ error: BOOKING_MESSAGES.messageTooLong })
    .overwrite(normalizeLineBreaks)
    .trim()
    .max(BOOKING_LIMITS.messageMax, BOOKING_MESSAGES.messageTooLong)
    .optional()
    .transform((value) => value ?? ""),
});

export type BookingRequestInput = z.output<typeof bookingRequestSchema>;

/** An administrator's decision. */
export const bookingDecisionSchema = z.object({
  status: z.enum(BOOKING_STATUS_CHOICES, { error: BOOKING_MESSAGES.statusInvalid }),
  notes: safeString({ error: BOOKING_MESSAGES.notesTooLong })
    .trim()
    .max(BOOKING_LIMITS.notesMax, BOOKING_MESSAGES.notesTooLong)
    .optional()
    .transform((value) => value ?? ""),
});
