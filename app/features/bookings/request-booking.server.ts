import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { getDb, type Database } from "~/shared/db/client.server";
import { formFailure, issuesToErrors, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { fail, ok, type FieldErrors, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { checkSpam, logDroppedSpam } from "~/features/spam-guard/spam-guard.server";
import { bookingRequests, type BookingSource } from "./booking-request.table";
import { requestNotificationMail, requestReceivedMail } from "./booking-mail";
import { BOOKING_MESSAGES, computeQuote, stayProblems, todayInStJohn } from "./booking-rules";
import { bookingRequestSchema, type BookingRequestInput } from "./booking-schema";
import { blocksOverlapping, boundsOf, findBookableRental, propertyNameOf } from "./booking-store.server";
import { hotelTaxRate } from "./quote-stay.server";

/** Which property a request is for: a rental page's listing, or a villa page's (with the spec's villaId). */
export type BookingTarget = { listingId: string; source: "rental" } | { listingId: string; source: "villa"; villaId: string };

export const BOOKING_UNAVAILABLE = `We could not send your request just now. Please try again in a moment, or call us on ${site.phones[0].display}.`;

type Options = { now?: Date };

/**
 * Stores a guest's booking request as pending (spec §3, §7) after checking
 * the stay against the property (dates, minimum nights, guests, free
 * nights), and in the same transaction queues the guest's "received, not
 * yet confirmed" e-mail and the listing agent's and brokerage's notification.
 */
export async function requestBooking(target: BookingTarget, input: unknown, options: Options = {}): Promise<Result<{ id: string }>> {
  const parsed = bookingRequestSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(firstMessage(fieldErrors) ?? formError, fieldErrors);
  }
  const stay = parsed.data;
  const source: BookingSource = target.source;

  return runService("requestBooking", { listingId: target.listingId, source }, async () => {
    const rental = await findBookableRental(target.listingId);
    if (!rental) return fail(BOOKING_MESSAGES.unknownProperty);

    const problems = stayProblems(stay, rental, todayInStJohn(options.now));
    if (problems.length > 0) {
      const fieldErrors: FieldErrors = {};
      for (const problem of problems) fieldErrors[problem.field] ??= problem.message;
      return fail(problems[0]!.message, fieldErrors);
    }
    const [taken] = await blocksOverlapping(rental.id, stay.checkIn, stay.checkOut);
    if (taken) {
      const { from, to } = boundsOf(taken.during);
      const message = BOOKING_MESSAGES.unavailable(from, to);
      return fail(message, { checkIn: message });
    }

    const quote = computeQuote(rental, stay.checkIn, stay.checkOut, hotelTaxRate());
    return getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(bookingRequests)
        .values({
          listingId: rental.id,
          source,
          villaId: target.source === "villa" ? target.villaId : null,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          guests: stay.guests,
          guestName: stay.name,
          email: stay.email,
          phone: stay.phone ?? null,
          message: stay.message,
          quote,
        })
        .returning({ id: bookingRequests.id });
      await queueMails(tx, stay, rental, quote);
      return ok({ id: row!.id });
    });
  });
}

/** The guest's "received, not yet confirmed" and the staff's notification, queued with the request. */
async function queueMails(
  tx: Database,
  stay: BookingRequestInput,
  rental: NonNullable<Awaited<ReturnType<typeof findBookableRental>>>,
  quote: ReturnType<typeof computeQuote>,
) {
  const config = getConfig();
  const details = { propertyName: propertyNameOf(rental), checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests, guestName: stay.name, quote };
  const brokerage = config.mail.to ?? site.email;
  const staff = rental.agentEmail && rental.agentEmail.toLowerCase() !== brokerage.toLowerCase() ? `${rental.agentEmail}, ${brokerage}` : brokerage;
  await enqueueMail(tx, { to: stay.email, ...requestReceivedMail(details) });
  await enqueueMail(tx, {
    to: staff,
    replyTo: stay.email,
    ...requestNotificationMail({
      ...details,
      email: stay.email,
      phone: stay.phone ?? null,
      message: stay.message,
      reviewUrl: `${config.publicUrl}/admin/admindashboard/bookings?status=pending`,
    }),
  });
}

function firstMessage(fieldErrors: FieldErrors): string | undefined {
  return Object.values(fieldErrors).find(Boolean);
}

/** What a rental or villa page's booking action answers. */
export type BookingSent = { requested: true; id: string; name: string };
export type BookingFormReply = { status: 200; body: BookingSent } | { status: 400 | 404 | 500; body: FormFailure };

/**
 * The booking form from submission to reply: spam guard (dropped silently,
 * answered as success, nothing stored or sent), parseForm, then the service.
 * `target` is null when the page's property does not exist.
 */
export async function handleBookingForm(formData: FormData, target: BookingTarget | null, options: Options = {}): Promise<BookingFormReply> {
  const spam = checkSpam(formData, { now: options.now?.getTime() });
  if (spam.spam) {
    logDroppedSpam("booking", spam);
    const name = formData.get("name");
    return { status: 200, body: { requested: true, id: "", name: typeof name === "string" ? name.trim().slice(0, 100) : "" } };
  }
  const form = parseForm(formData, bookingRequestSchema);
  if (!form.success) return { status: 400, body: formFailure(form) };
  if (!target) return { status: 404, body: { fieldErrors: {}, values: form.values, formError: BOOKING_MESSAGES.unknownProperty } };

  const result = await requestBooking(target, form.data, options);
  if (result.success) return { status: 200, body: { requested: true, id: result.id, name: form.data.name } };
  if (result.unexpected) return { status: 500, body: { fieldErrors: {}, values: form.values, formError: BOOKING_UNAVAILABLE } };
  if (result.error === BOOKING_MESSAGES.unknownProperty) return { status: 404, body: { fieldErrors: {}, values: form.values, formError: result.error } };
  return { status: 400, body: { fieldErrors: result.fieldErrors ?? {}, values: form.values, formError: result.error } };
}
