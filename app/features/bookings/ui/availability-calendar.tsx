import { addDays, formatDay } from "../booking-rules";

type Props = {
  /** Today: earlier days are past; months are counted from its month. */
  today: string;
  /** The first month shown, counted from today's (0 = today's month). */
  firstMonth?: number;
  /** How many months to show. */
  months: number;
  /** Nights that cannot be booked (YYYY-MM-DD). */
  unavailable: ReadonlySet<string>;
  /** The stay being chosen, highlighted. */
  checkIn?: string;
  checkOut?: string;
  /** With React in the browser: choosing a day fills the form's dates. */
  onPick?: (day: string) => void;
};

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function monthsFrom(today: string, start: number, count: number): string[] {
  const [year, month] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 + start + index, 1));
    return date.toISOString().slice(0, 10);
  });
}

function monthTitle(first: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" }).format(new Date(`${first}T00:00:00Z`));
}

/** The weeks of a month, Monday first, with null for the days of other months. */
function weeksOf(first: string): Array<Array<string | null>> {
  const offset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: Array<string | null> = Array.from({ length: offset }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/**
 * A month-by-month availability calendar (spec §3): each booked or blocked
 * night is greyed out and labelled "unavailable". Rendered on the server; on
 * a hydrated page the free days are buttons that choose check-in, then
 * check-out (a check-out may fall on the first night of another stay).
 */
export function AvailabilityCalendar({ today, firstMonth = 0, months, unavailable, checkIn, checkOut, onPick }: Props) {
  return (
    <div className="availability">
      <ul className="availability__legend" aria-label="Legend">
        <li>
          <span className="availability__swatch availability__swatch--free" aria-hidden="true" /> Available
        </li>
        <li>
          <span className="availability__swatch availability__swatch--taken" aria-hidden="true" /> Unavailable
        </li>
        {checkIn ? (
          <li>
            <span className="availability__swatch availability__swatch--chosen" aria-hidden="true" /> Your dates
          </li>
        ) : null}
      </ul>
      <div className="availability__months">
        {monthsFrom(today, firstMonth, months).map((first) => (
          <table key={first} className="availability__month" data-month={first.slice(0, 7)}>
            <caption>{monthTitle(first)}</caption>
            <thead>
              <tr>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday} scope="col" abbr={weekday}>
                    {weekday.slice(0, 2)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeksOf(first).map((week, index) => (
                <tr key={index}>
                  {week.map((day, column) =>
                    day ? (
                      <Day key={day} day={day} today={today} unavailable={unavailable} checkIn={checkIn} checkOut={checkOut} onPick={onPick} />
                    ) : (
                      <td key={`blank-${column}`} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
}

function Day({ day, today, unavailable, checkIn, checkOut, onPick }: { day: string; today: string } & Omit<Props, "today" | "months">) {
  const past = day < today;
  const taken = unavailable.has(day);
  const chosen = Boolean(checkIn && (day === checkIn || (checkOut && day > checkIn && day < checkOut)));
  const state = past ? "past" : taken ? "unavailable" : "available";
  const label = `${formatDay(day)}, ${past ? "past" : taken ? "unavailable" : "available"}${chosen ? ", in your stay" : ""}`;
  const className = `availability__day availability__day--${state}${chosen ? " availability__day--chosen" : ""}`;
  const number = Number(day.slice(8));
  // A taken night can still be a check-out day (the previous guest's stay ends that morning).
  const pickable = onPick && !past && (!taken || (checkIn && !checkOut && day > checkIn));
  return (
    <td className={className} data-date={day} data-state={state}>
      {pickable ? (
        <button type="button" aria-label={label} aria-pressed={chosen || day === checkOut} onClick={() => onPick(day)}>
          {number}
        </button>
      ) : (
        <>
          <span className="availability__number" aria-hidden="true">
            {number}
          </span>
          <span className="visually-hidden">{label}</span>
        </>
      )}
    </td>
  );
}
