import { getConfig } from "~/shared/config/env.server";
import { openStayAccount } from "~/features/stay-payments/index.server";
import { site } from "~/shared/config/site";
import { getDb, type Database } from "~/shared/db/client.server";
import { formFailure, issuesToErrors, parseForm, type FormFailure } from "~/shared/forms/parse-form";
import { logger } from "~/shared/lib/logger.server";
import { fail, failWith, ok, type FieldErrors, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { enqueueMail } from "~/features/mail/index.server";
import { guardSubmission, sendAgainReply } from "~/features/spam-guard/index.server";
import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimits, clientKey, recipientKey } from "~/features/rate-limits/index.server";
import { insertBookingRequest, type BookingSource } from "~/features/stays/index.server";
import { requestNotificationMail, requestReceivedMail } from "./booking-mail";
import { BOOKING_MESSAGES, stayProblems } from "~/features/stays";
import { computeQuote } from "~/features/rental-rates";
import { loadRentalRates } from "~/features/rental-rates/index.server";
import { bookingRequestSchema, type BookingRequestInput } from "./booking-schema";
import { blocksOverlapping, boundsOf } from "~/features/rental-calendars/index.server";
import { findBookableRental } from "~/features/rental-rates/index.server";
import { rentalName } from "~/features/listings";
import { todayOnIsland } from "~/shared/dates/island-days";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureMessage, failureReply } from "~/shared/http/reply";

/** Which property a request is for: a rental page's listing, or the rental a villa page chose by name (kept as the request's rentalSlug). */
export type BookingTarget = { listingId: string; source: "rental" } | { listingId: string; source: "villa"; rentalSlug: string };

export const BOOKING_UNAVAILABLE = `We could not send your request just now. Please try again in a moment, or call us at ${site.phones[0].display}.`;

type Options = {
  now?: Date;
  /** The client's address (`context.clientAddress`), for the limit on e-mails to typed addresses. */
  clientAddress?: string;
};

/**
 * Stores a guest's booking request as pending after checking
 * the stay against the property (dates, minimum nights, guests, free
 * nights), and in the same transaction queues the listing agent's and
 * brokerage's notification and the guest's "received, not yet confirmed"
 * e-mail, unless this client address or this guest address is over its
 * hourly limit: then the request still stands and staff still hear of it,
 * but the typed address gets nothing (`guestMailed: false`).
 */
export async function requestBooking(
  target: BookingTarget,
  input: unknown,
  options: Options = {},
): Promise<Result<{ id: string; guestMailed: boolean }>> {
  const parsed = bookingRequestSchema.safeParse(input);
  if (!parsed.success) {
    const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
    return fail(firstMessage(fieldErrors) ?? formError, fieldErrors);
  }
  return requestValidBooking(target, parsed.data, options);
}

/** `requestBooking` for input the booking schema has already read (the form handler parses it once). */
async function requestValidBooking(target: BookingTarget, stay: BookingRequestInput, options: Options): Promise<Result<{ id: string; guestMailed: boolean }>> {
  const source: BookingSource = target.source;

  return runService("requestBooking", { listingId: target.listingId, source }, async () => {
    const rental = await findBookableRental(target.listingId);
    if (!rental) return failWith("not_found", BOOKING_MESSAGES.unknownProperty);

    const today = todayOnIsland(options.now);
    const rates = await loadRentalRates(rental, { from: today });
    const problems = stayProblems(stay, { ...rental, rates }, today);
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

    const quote = computeQuote(rates, stay.checkIn, stay.checkOut, getConfig().hotelTaxRate);
    const guestMailed = await mayMailGuest(stay.email, options);
    return getDb().transaction(async (tx) => {
      const row = await insertBookingRequest(tx, {
          listingId: rental.id,
          source,
          rentalSlug: target.source === "villa" ? target.rentalSlug : null,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          guests: stay.guests,
          guestName: stay.name,
          email: stay.email,
          phone: stay.phone ?? null,
          message: stay.message,
          quote,
      });
      // The rental's payment and cancellation terms are kept with the request as they stand now.
      await openStayAccount(tx, row);
      await queueMails(tx, stay, rental, quote, guestMailed);
      return ok({ id: row.id, guestMailed });
    });
  });
}

/** Whether the guest's typed address may get the confirmation; a limiter failure sends nothing to it. */
async function mayMailGuest(email: string, options: Options): Promise<boolean> {
  const limits = await runService("bookingMailLimit", {}, async () =>
    ok({
      verdict: await checkRateLimits(getDb(), [
        { key: clientKey("booking", options.clientAddress), ...RATE_LIMITS.bookingPerClient, now: options.now },
        { key: recipientKey("booking", email), ...RATE_LIMITS.bookingPerRecipient, now: options.now },
      ]),
    }),
  );
  if (limits.success && limits.verdict.allowed) return true;
  if (limits.success) logger.info("Booking request stored; no e-mail to the guest: hourly limit reached");
  return false;
}

/** The staff's notification and, within the limits, the guest's "received, not yet confirmed", queued with the request. */
async function queueMails(
  tx: Database,
  stay: BookingRequestInput,
  rental: NonNullable<Awaited<ReturnType<typeof findBookableRental>>>,
  quote: ReturnType<typeof computeQuote>,
  mailGuest: boolean,
) {
  const config = getConfig();
  const details = { propertyName: rentalName(rental), checkIn: stay.checkIn, checkOut: stay.checkOut, guests: stay.guests, guestName: stay.name, quote };
  const brokerage = config.mail.to ?? site.email;
  const staff = rental.agentEmail && rental.agentEmail.toLowerCase() !== brokerage.toLowerCase() ? `${rental.agentEmail}, ${brokerage}` : brokerage;
  if (mailGuest) await enqueueMail(tx, { to: stay.email, ...requestReceivedMail(details) });
  await enqueueMail(tx, {
    to: staff,
    replyTo: stay.email,
    ...requestNotificationMail({
      ...details,
      email: stay.email,
      phone: stay.phone ?? null,
      message: stay.message,
      reviewUrl: `${config.publicUrl}/admin/admindashboard/bookings?status=pending`,
      guestMailed: mailGuest,
    }),
  });
}

function firstMessage(fieldErrors: FieldErrors): string | undefined {
  return Object.values(fieldErrors).find(Boolean);
}

/** What a rental or villa page's booking action answers; `guestMailed` false: no confirmation e-mail went out. */
export type BookingSent = { requested: true; id: string; name: string; guestMailed: boolean };
export type BookingFormReply = { status: 200; body: BookingSent } | { status: FailureStatus; body: FormFailure };

/**
 * The booking form from submission to reply: spam guard (a filled honeypot
 * is answered as success with nothing stored or sent; a form sent too fast
 * comes back to be sent again), parseForm, then the service. `target` is
 * null when the page's property does not exist. Every refusal carries the
 * submitted form token, so a quick correction is not taken for a machine.
 */
export async function handleBookingForm(formData: FormData, target: BookingTarget | null, options: Options = {}): Promise<BookingFormReply> {
  const guard = guardSubmission("booking", formData, { now: options.now?.getTime() });
  if (guard.outcome === "drop") {
    const name = formData.get("name");
    return { status: 200, body: { requested: true, id: "", name: typeof name === "string" ? name.trim().slice(0, 100) : "", guestMailed: true } };
  }
  const form = parseForm(formData, bookingRequestSchema);
  if (guard.outcome === "retry") return { status: 400, body: sendAgainReply(form.values, guard.token) };
  const formToken = guard.token;
  if (!form.success) return { status: 400, body: { ...formFailure(form), formToken } };
  if (!target) return failureReply({ code: "not_found" }, { fieldErrors: {}, values: form.values, formError: BOOKING_MESSAGES.unknownProperty, formToken });

  const result = await requestValidBooking(target, form.data, options);
  if (result.success) return { status: 200, body: { requested: true, id: result.id, name: form.data.name, guestMailed: result.guestMailed } };
  return failureReply(result, { fieldErrors: result.fieldErrors ?? {}, values: form.values, formError: failureMessage(result, BOOKING_UNAVAILABLE), formToken });
}
