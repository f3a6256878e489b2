import { dateOfDay, dayOfDate } from "../booking-rules";
import { datesSet, type BookingDetails, type VillaAction } from "~/features/listings/villa-store";
import { AvailabilityCalendar } from "./availability-calendar";
import type { BookingPanel } from "./booking-request-form";

type Props = { panel: BookingPanel; details: BookingDetails; dispatch: (action: VillaAction) => void };

/**
 * The rental page's availability section: the month-by-month calendar. Once
 * the page is hydrated, a first click chooses check-in and a second later
 * day chooses check-out (through the villa store's set-dates action).
 */
export function AvailabilitySection({ panel, details, dispatch }: Props) {
  const checkIn = dayOfDate(details.checkIn);
  const checkOut = dayOfDate(details.checkOut);
  function pick(day: string) {
    if (!checkIn || checkOut || day <= checkIn) dispatch(datesSet(dateOfDay(day), null));
    else dispatch(datesSet(details.checkIn, dateOfDay(day)));
  }
  return (
    <section className="listing-section" id="availability" aria-labelledby="availability-heading">
      <h2 id="availability-heading">Availability</h2>
      <p className="availability__intro">
        Greyed-out nights are booked or blocked. {checkIn && !checkOut ? "Now choose your check-out day." : "Choose a check-in day, then a check-out day."}
      </p>
      <AvailabilityCalendar
        today={panel.today}
        months={panel.months}
        unavailable={new Set(panel.unavailable)}
        checkIn={checkIn || undefined}
        checkOut={checkOut || undefined}
        onPick={pick}
      />
    </section>
  );
}
