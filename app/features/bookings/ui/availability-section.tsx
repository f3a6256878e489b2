import { useState, type MouseEvent } from "react";
import { dateOfDay, dayOfDate, monthAfter, MONTHS_SHOWN } from "../booking-rules";
import { datesSet, type BookingDetails, type VillaAction } from "~/features/listings/villa-store";
import { AvailabilityCalendar } from "./availability-calendar";
import type { BookingPanel } from "./booking-request-form";

type Props = { panel: BookingPanel; details: BookingDetails; dispatch: (action: VillaAction) => void };

/**
 * The rental page's availability section: two months of the calendar at a
 * time, with previous and next (links to ?month=YYYY-MM that work without
 * JavaScript; once hydrated they turn the page in place). Once hydrated, a
 * first click chooses check-in and a second later day chooses check-out,
 * filling the booking form (through the villa store's set-dates action).
 */
export function AvailabilitySection({ panel, details, dispatch }: Props) {
  const checkIn = dayOfDate(details.checkIn);
  const checkOut = dayOfDate(details.checkOut);
  const [first, setFirst] = useState(panel.firstMonth);
  const last = panel.months - MONTHS_SHOWN;
  const turn = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setFirst(index);
  };
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
      <nav className="availability__pager" aria-label="Calendar months">
        {first > 0 ? (
          <a href={`?month=${monthAfter(panel.today, first - 1)}#availability`} rel="nofollow" onClick={turn(first - 1)}>
            ← Previous month
          </a>
        ) : (
          <span aria-hidden="true" />
        )}
        {first < last ? (
          <a href={`?month=${monthAfter(panel.today, first + 1)}#availability`} rel="nofollow" onClick={turn(first + 1)}>
            Next month →
          </a>
        ) : null}
      </nav>
      <AvailabilityCalendar
        today={panel.today}
        firstMonth={first}
        months={MONTHS_SHOWN}
        unavailable={new Set(panel.unavailable)}
        checkIn={checkIn || undefined}
        checkOut={checkOut || undefined}
        onPick={pick}
      />
    </section>
  );
}
