import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { FormFailure } from "~/shared/forms/parse-form";
import { PersonFields } from "~/features/contact/person-fields";
import { bookingReset, datesSet, guestsSet, messageSet, type BookingDetails, type VillaAction } from "~/features/listings/villa-store";
import { SpamGuardFields } from "~/features/spam-guard/spam-guard-fields";
import {
  addDays,
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  computeQuote,
  dateOfDay,
  dayOfDate,
  firstTakenNight,
  stayProblems,
  type Rates,
} from "../booking-rules";
import { PriceBreakdown } from "./price-breakdown";
import { SubmitButton } from "~/shared/ui/submit-button";

/** What the booking form needs to know about the property. */
export type BookingRental = Rates & { id: string; name: string; minimumNights: number | null; maxGuests: number | null };

/** What the page's loader hands the booking form and calendar. */
export type BookingPanel = {
  today: string;
  taxRate: number;
  unavailable: string[];
  formToken: string;
  /** The months there are data for, from today's. */
  months: number;
  /** The first month the calendar shows (0 = today's), from the address's ?month=. */
  firstMonth: number;
};

/** The booking action's answer. */
export type BookingActionData = { requested: true; id: string; name: string; guestMailed: boolean } | FormFailure;

type Props = {
  rental: BookingRental;
  panel: BookingPanel;
  actionData: BookingActionData | undefined;
  /** The villa store's booking details and its dispatch (spec §3, §4: set dates, guests, message, reset). */
  details: BookingDetails;
  dispatch: (action: VillaAction) => void;
};

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
 * The booking request form (spec §3): dates, guests, who asks and a message,
 * with the price breakdown before sending. The browser checks the same rules
 * as the server (booking-rules.ts) including the unavailable nights; without
 * JavaScript it is a plain POST and the server's messages come back.
 */
export function BookingRequestForm({ rental, panel, actionData, details, dispatch }: Props) {
  const navigation = useNavigation();
  const location = useLocation();
  const sending = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, string>> | null>(null);
  const id = useId();

  const checkIn = dayOfDate(details.checkIn);
  const checkOut = dayOfDate(details.checkOut);
  const unavailable = new Set(panel.unavailable);
  const quote = computeQuote(rental, checkIn, checkOut, panel.taxRate);
  const requested = actionData && "requested" in actionData;

  useEffect(() => {
    if (!actionData) return;
    setClientErrors(null);
    if ("requested" in actionData) {
      dispatch(bookingReset());
      doneRef.current?.focus();
    } else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData, dispatch]);

  if (requested) {
    return (
      <div ref={doneRef} className="form__success booking-done" role="status" tabIndex={-1}>
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
  const serverErrors = failure?.fieldErrors ?? {};
  const errors = clientErrors ?? serverErrors;
  const values = failure?.values ?? {};
  const formError = clientErrors ? Object.values(clientErrors)[0] : failure?.formError;

  function validate(event: FormEvent<HTMLFormElement>) {
    const problems = stayProblems({ checkIn, checkOut, guests: details.guests }, rental, panel.today);
    const found: Partial<Record<string, string>> = {};
    for (const problem of problems) found[problem.field] ??= problem.message;
    if (problems.length === 0) {
      const taken = firstTakenNight(checkIn, checkOut, unavailable);
      if (taken) found.checkIn = "Some of these nights are not available (greyed out in the calendar). Please choose other dates.";
    }
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    } else setClientErrors(null);
  }

  const maxGuests = rental.maxGuests ?? BOOKING_LIMITS.maxGuests;
  const minNights = rental.minimumNights ?? 1;
  return (
    <Form method="post" className="form booking-form" ref={formRef} onSubmit={validate} noValidate={false} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="booking-form__title">
        Request to book
      </h3>
      {formError ? (
        <div className="form__alert" role="alert">
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
          onChange={(day) => dispatch(datesSet(dateOfDay(day), details.checkOut))}
        />
        <DateField
          name="checkOut"
          label="Check-out"
          value={checkOut}
          min={checkIn ? addDays(checkIn, minNights) : addDays(panel.today, minNights)}
          max={checkIn ? addDays(checkIn, BOOKING_LIMITS.maxNights) : undefined}
          error={errors.checkOut}
          onChange={(day) => dispatch(datesSet(details.checkIn, dateOfDay(day)))}
        />
      </div>
      <p className="field__hint booking-form__hint">
        {minNights > 1 ? `${BOOKING_MESSAGES.tooShort(minNights).replace("This property has a", "A")}. ` : ""}Greyed-out nights in the calendar are taken;
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
          value={Number.isNaN(details.guests) ? "" : details.guests}
          aria-invalid={errors.guests ? true : undefined}
          aria-describedby={`${id}-guests-hint${errors.guests ? ` ${id}-guests-error` : ""}`}
          onChange={(event) => dispatch(guestsSet(event.target.valueAsNumber))}
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
      <PriceBreakdown quote={quote} />
      <PersonFields values={values} errors={errors} emailHint="We send your request and our answer here." />
      <div className="field">
        <label htmlFor={`${id}-message`}>
          Message<span className="field__optional"> (optional)</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={BOOKING_LIMITS.messageMax}
          value={details.message}
          aria-invalid={errors.message ? true : undefined}
          onChange={(event) => dispatch(messageSet(event.target.value))}
        />
        {errors.message ? <p className="field__error">{errors.message}</p> : null}
      </div>
      <SpamGuardFields token={failure?.formToken ?? panel.formToken} />
      <SubmitButton pending={sending} pendingLabel="Sending…">
        Send booking request
      </SubmitButton>
      <p className="field__hint">Sending a request does not confirm the booking; nothing is charged now.</p>
    </Form>
  );
}

type DateFieldProps = { name: string; label: string; value: string; min?: string; max?: string; error?: string; onChange: (day: string) => void };

function DateField({ name, label, value, min, max, error, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="date"
        required
        value={value}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
