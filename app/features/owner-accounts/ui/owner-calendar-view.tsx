import type { OwnerCalendarEntry, OwnerVilla } from "../owner-calendar.server";
import { addDays } from "~/shared/dates/island-days";
import { formatMonthYear, formatShortDate, formatWeekdayDate } from "~/shared/dates/format-dates";
import { formatCents } from "~/shared/lib/money";

/**
 * An owner's villas' calendars: for each villa, its months as grids (a night
 * is marked by who has it: a guest, the owner, a booking made elsewhere) and
 * the stays in those months as a list, which is what a screen reader reads.
 */

const KIND_LABELS: Record<OwnerCalendarEntry["kind"], string> = { guest: "Guest stay", owner: "Your stay", imported: "Booked elsewhere" };
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The weeks of a month (its first day `YYYY-MM-01`), Monday first, null for other months' days. */
function weeksOf(first: string): Array<Array<string | null>> {
  const offset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: Array<string | null> = Array.from({ length: offset }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** Who has each night of these entries. */
function nightsOf(entries: readonly OwnerCalendarEntry[]): Map<string, OwnerCalendarEntry["kind"]> {
  const nights = new Map<string, OwnerCalendarEntry["kind"]>();
  for (const entry of entries) for (let night = entry.checkIn; night < entry.checkOut; night = addDays(night, 1)) nights.set(night, entry.kind);
  return nights;
}

export function EntryDescription({ entry }: { entry: OwnerCalendarEntry }) {
  return (
    <>
      <strong>{entry.kind === "guest" ? (entry.guestFirstName ?? "A guest") : KIND_LABELS[entry.kind]}</strong>{" "}
      <span>
        {formatWeekdayDate(entry.checkIn)} to {formatWeekdayDate(entry.checkOut)}, {entry.nights} {entry.nights === 1 ? "night" : "nights"}
      </span>
      {entry.ownerShareCents !== null ? <span className="owner-entry__share"> · your share about {formatCents(entry.ownerShareCents)}</span> : null}
    </>
  );
}

export function CalendarLegend() {
  return (
    <ul className="owner-calendar__legend" aria-label="Key">
      {(Object.keys(KIND_LABELS) as Array<OwnerCalendarEntry["kind"]>).map((kind) => (
        <li key={kind}>
          <span className={`owner-calendar__swatch owner-calendar__night--${kind}`} aria-hidden="true" />
          {KIND_LABELS[kind]}
        </li>
      ))}
    </ul>
  );
}

export function VillaCalendar({ villa, entries, months, today }: { villa: OwnerVilla; entries: readonly OwnerCalendarEntry[]; months: readonly string[]; today: string }) {
  const mine = entries.filter((entry) => entry.listingId === villa.id);
  const nights = nightsOf(mine);
  const headingId = `villa-${villa.id}`;
  return (
    <section className="owner-calendar__villa" aria-labelledby={headingId}>
      <h2 id={headingId}>{villa.name}</h2>
      <div className="owner-calendar__months" aria-hidden="true">
        {months.map((first) => (
          <table key={first} className="owner-calendar__month">
            <caption>{formatMonthYear(first)}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday}>{weekday.slice(0, 2)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(first).map((week, index) => (
                <tr key={index}>
                  {week.map((day, column) => {
                    const kind = day ? nights.get(day) : undefined;
                    const className = ["owner-calendar__day", kind ? `owner-calendar__night--${kind}` : "", day && day < today ? "owner-calendar__day--past" : ""].filter(Boolean).join(" ");
                    return (
                      <td key={column} className={className}>
                        {day ? Number(day.slice(8)) : ""}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {mine.length === 0 ? (
        <p>Nothing booked from {formatShortDate(months[0])} to the end of {formatMonthYear(months.at(-1))}.</p>
      ) : (
        <ul className="owner-entries">
          {mine.map((entry) => (
            <li key={entry.id} className={`owner-entry owner-entry--${entry.kind}`}>
              <EntryDescription entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
