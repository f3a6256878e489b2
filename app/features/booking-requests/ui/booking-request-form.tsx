import { useId } from "react";
import { SubmitButton } from "~/shared/ui/submit-button";
import { useLocation } from "react-router";
import type { FormFailure } from "~/shared/forms/parse-form";
import { PersonFields } from "~/shared/ui/person-fields";
import type { BookingDetails } from "../rental-state";
import { SpamGuardFields } from "~/features/spam-guard/components";
import { BOOKING_LIMITS, BOOKING_MESSAGES, dateOfDay, dayOfDate } from "~/features/stays";
import { computeQuote } from "~/features/rental-rates";
import { stayRuleFor, stayRuleProblem, type RentalRates } from "~/features/rental-rates";
import { priceBreakdownHtml } from "~/features/rental-rates";
import { BOOKING_FORM_ID, reserveBarPriceHtml } from "./reserve-bar-html";
import { StayTermsSummary, type StayTermsNotice } from "~/features/rental-rates/components";
import { addDays } from "~/shared/dates/island-days";

/** What the booking form needs to know about the property. */
export type BookingRental = { id: string; name: string; minimumNights: number | null; maxGuests: number | null };

/** What the page's loader hands the booking form and calendar. */
export type BookingPanel = {
  today: string;
  taxRate: number;
  /** The rental's rates in cents, with its seasons and holiday rules from today on. */
  rates: RentalRates;
  unavailable: string[];
  formToken: string;
  /** The months there are data for, from today's. */
  months: number;
  /** The first month the calendar shows (0 = today's), from the address's ?month=. */
  firstMonth: number;
  /** The rental's terms as a guest reads them before asking: the cancellation policy and, with card payments on, the deposit and balance. */
  terms: StayTermsNotice;
};

/** The booking action's answer. */
export type BookingActionData = { requested: true; id: string; name: string; guestMailed: boolean } | FormFailure;

type Props = {
  rental: BookingRental;
  panel: BookingPanel;
  actionData: BookingActionData | undefined;
  /** The booking details the form shows (a failed request's, else the defaults). */
  details: BookingDetails;
};

/** The fields in the order the form shows them: the first refused one gets the focus. */
const FIELD_ORDER = ["checkIn", "checkOut", "guests", "name", "email", "phone", "message"] as const;

/** The booking details a failed plain POST re-renders with. */
export function detailsFromValues(actionData: BookingActionData | undefined): BookingDetails {
  const values = actionData && "values" in actionData ? actionData.values : {};
  const guests = Number(values.guests);
  return {
    checkIn: dateOfDay(values.checkIn ?? ""),
    checkOut: dateOfDay(values.checkOut ?? ""),
    guests: Number.isInteger(guests) && guests >= 0 ? guests : 1,
    message: values.message ?? "",
  };
}

/**
 * The booking request form: dates, guests, who asks and a message, with the
 * price breakdown before sending. It is a plain POST, and the server's
 * messages come back; the booking island (../enhance/booking-island.ts)
 * fills the dates from the calendar, updates the price, and checks the same
 * rules as the server (booking-rules.ts) before sending.
 */
export function BookingRequestForm({ rental, panel, actionData, details }: Props) {
  const location = useLocation();
  const id = useId();

  const checkIn = dayOfDate(details.checkIn);
  const checkOut = dayOfDate(details.checkOut);
  const quote = computeQuote(panel.rates, checkIn, checkOut, panel.taxRate);
  const broken = quote ? stayRuleProblem(panel.rates, checkIn, checkOut, rental.minimumNights) : null;

  if (actionData && "requested" in actionData) {
    return (
      <div className="form__success booking-done" role="status" tabIndex={-1} autoFocus>
        <h3>Request sent — not yet confirmed</h3>
        <p>
          Thank you{actionData.name ? `, ${actionData.name}` : ""}. Your request for {rental.name} is <strong>not yet confirmed</strong>: our rentals
          team checks the dates and e-mails you once it is approved or declined.{" "}
          {actionData.guestMailed
            ? "A copy of your request is on its way to your inbox."
            : "We sent no copy by e-mail this time: several requests came from your connection or for your e-mail address within the hour. Our team has your request and will reply."}
        </p>
        <p>
          <a href={`${location.pathname}#booking`}>Request other dates</a>
        </p>
      </div>
    );
  }

  const failure = actionData;
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  const formError = failure?.formError;
  // After a refused request the page loads with the focus on the first field to fix, else on the message.
  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);

  const maxGuests = rental.maxGuests ?? BOOKING_LIMITS.maxGuests;
  const minNights = checkIn ? stayRuleFor(panel.rates, checkIn, rental.minimumNights).minimumNights : (rental.minimumNights ?? 1);
  const byseason = panel.rates.seasons.length > 0 || panel.rates.holidays.length > 0;
  return (
    <>
      <form method="post" id={BOOKING_FORM_ID} className="form booking-form" aria-labelledby={`${id}-title`} data-booking={JSON.stringify({ rental, panel })} data-personal-fill>
        <h3 id={`${id}-title`} className="booking-form__title">
          Request to book
        </h3>
        {formError ? (
          <div className="form__alert" role="alert" tabIndex={-1} autoFocus={!firstInvalid}>
            <p>{formError}</p>
          </div>
        ) : null}
        <div className="booking-form__dates">
          <DateField
            name="checkIn"
            label="Check-in"
            value={checkIn}
            min={panel.today}
            error={errors.checkIn}
            autoFocus={firstInvalid === "checkIn"}
          />
          <DateField
            name="checkOut"
            label="Check-out"
            value={checkOut}
            min={checkIn ? addDays(checkIn, minNights) : addDays(panel.today, minNights)}
            max={checkIn ? addDays(checkIn, BOOKING_LIMITS.maxNights) : undefined}
            error={errors.checkOut}
            autoFocus={firstInvalid === "checkOut"}
          />
        </div>
        <p className="field__hint booking-form__hint">
          {byseason
            ? "The minimum stay and check-in days depend on the season (see the rates). "
            : minNights > 1
              ? `${BOOKING_MESSAGES.tooShort(minNights).replace("This property has a", "A")}. `
              : ""}
          Grayed-out nights in the calendar are taken;
          the check-out day of another stay is free.
        </p>
        <div className="field">
          <label htmlFor={`${id}-guests`}>Guests</label>
          <input
            id={`${id}-guests`}
            name="guests"
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={maxGuests}
            step={1}
            defaultValue={Number.isNaN(details.guests) ? "" : details.guests}
            aria-invalid={errors.guests ? true : undefined}
            autoFocus={firstInvalid === "guests"}
            aria-describedby={`${id}-guests-hint${errors.guests ? ` ${id}-guests-error` : ""}`}
          />
          <p id={`${id}-guests-hint`} className="field__hint">
            Sleeps up to {maxGuests}.
          </p>
          {errors.guests ? (
            <p id={`${id}-guests-error`} className="field__error">
              {errors.guests}
            </p>
          ) : null}
        </div>
        <div className="price-breakdown" aria-live="polite" dangerouslySetInnerHTML={{ __html: priceBreakdownHtml(quote, broken?.message ?? null) }} />
        <StayTermsSummary terms={panel.terms} />
        <PersonFields values={values} errors={errors} focus={firstInvalid} emailHint="We send your request and our answer here." />
        <div className="field">
          <label htmlFor={`${id}-message`}>
            Message<span className="field__optional"> (optional)</span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            maxLength={BOOKING_LIMITS.messageMax}
            defaultValue={details.message}
            aria-invalid={errors.message ? true : undefined}
            autoFocus={firstInvalid === "message"}
          />
          {errors.message ? <p className="field__error">{errors.message}</p> : null}
        </div>
        <SpamGuardFields token={failure?.formToken ?? panel.formToken} />
        <SubmitButton pendingLabel="Sending…">
          Send booking request
        </SubmitButton>
        <p className="field__hint">
          Sending a request does not confirm the booking; nothing is charged now.
          {panel.terms.payments ? " Once approved, we e-mail you a link to pay the deposit by card." : ""}
        </p>
      </form>
      <ReserveBar html={reserveBarPriceHtml({ quote, problem: broken?.message ?? null, checkIn, checkOut, nightlyCents: panel.rates.nightlyCents })} />
    </>
  );
}

/**
 * The phone's reserve bar, fixed at the foot of the screen (hidden where the
 * booking panel sits beside the text): the price for the chosen dates and a
 * Reserve link to the request form, a plain anchor without JavaScript; the
 * booking island redraws the price and moves the focus into the form.
 */
function ReserveBar({ html }: { html: string }) {
  return (
    <div className="reserve-bar" data-reserve-bar="">
      <p className="reserve-bar__price" dangerouslySetInnerHTML={{ __html: html }} />
      <a className="button reserve-bar__button" href={`#${BOOKING_FORM_ID}`}>
        Reserve
      </a>
    </div>
  );
}

type DateFieldProps = { name: string; label: string; value: string; min?: string; max?: string; error?: string; autoFocus?: boolean };

function DateField({ name, label, value, min, max, error, autoFocus }: DateFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="date"
        required
        defaultValue={value}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoFocus={autoFocus}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
