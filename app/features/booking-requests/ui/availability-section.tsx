import { dayOfDate } from "~/features/stays";
import type { BookingDetails } from "../rental-state";
import { calendarHtml, calendarIntro, calendarPagerHtml, type CalendarView } from "~/features/rental-calendars";
import type { BookingPanel } from "./booking-request-form";

type Props = { panel: BookingPanel; details: BookingDetails };

/**
 * The rental page's availability section: two months of the calendar at a
 * time, with previous and next (links to ?month=YYYY-MM that work without
 * JavaScript). The booking island (../enhance/booking-island.ts) turns the
 * months in place and lets a first click choose check-in and a second, later
 * day check-out, filling the booking form; it redraws with the same HTML.
 */
export function AvailabilitySection({ panel, details }: Props) {
  const view: CalendarView = {
    today: panel.today,
    firstMonth: panel.firstMonth,
    months: panel.months,
    unavailable: new Set(panel.unavailable),
    checkIn: dayOfDate(details.checkIn),
    checkOut: dayOfDate(details.checkOut),
    pickable: false,
  };
  return (
    <section className="listing-section" id="availability" aria-labelledby="availability-heading" data-availability="">
      <h2 id="availability-heading">Availability</h2>
      <p className="availability__intro">{calendarIntro(view.checkIn, view.checkOut)}</p>
      <nav className="availability__pager" aria-label="Calendar months" dangerouslySetInnerHTML={{ __html: calendarPagerHtml(view) }} />
      <div className="availability" dangerouslySetInnerHTML={{ __html: calendarHtml(view) }} />
    </section>
  );
}
