import { formatMonthYear } from "~/shared/dates/format-dates";
import { escapeHtml } from "~/shared/html/escape-html";
import { formatDay, monthAfter, MONTHS_SHOWN } from "~/features/stays";
import { addDays } from "~/shared/dates/island-days";

/** What the calendar shows: rendered by the server, and redrawn by the booking island as the visitor picks. */
export type CalendarView = {
  /** Today: earlier days are past; months are counted from its month. */
  today: string;
  /** The first month shown, counted from today's (0 = today's month). */
  firstMonth: number;
  /** The months there are data for, from today's. */
  months: number;
  /** Nights that cannot be booked (YYYY-MM-DD). */
  unavailable: ReadonlySet<string>;
  /** The stay being chosen, highlighted ("" when not chosen). */
  checkIn: string;
  checkOut: string;
  /** In the browser with the island: free days are buttons that choose check-in, then check-out. */
  pickable: boolean;
};

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function monthsFrom(today: string, start: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${monthAfter(today, start + index)}-01`);
}

function monthTitle(first: string): string {
  return formatMonthYear(first);
}

/** The weeks of a month, Monday first, with null for the days of other months. */
function weeksOf(first: string): Array<Array<string | null>> {
  const offset = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: Array<string | null> = Array.from({ length: offset }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

function dayHtml(day: string, view: CalendarView): string {
  const { today, unavailable, checkIn, checkOut } = view;
  const past = day < today;
  const taken = unavailable.has(day);
  const chosen = Boolean(checkIn && (day === checkIn || (checkOut && day > checkIn && day < checkOut)));
  const state = past ? "past" : taken ? "unavailable" : "available";
  const label = escapeHtml(`${formatDay(day)}, ${state}${chosen ? ", in your stay" : ""}`);
  const number = Number(day.slice(8));
  // A taken night can still be a check-out day (the previous guest's stay ends that morning).
  const pickable = view.pickable && !past && (!taken || (checkIn && !checkOut && day > checkIn));
  const content = pickable
    ? `<button type="button" aria-label="${label}" aria-pressed="${chosen || day === checkOut}">${number}</button>`
    : `<span class="availability__number" aria-hidden="true">${number}</span><span class="visually-hidden">${label}</span>`;
  return `<td class="availability__day availability__day--${state}${chosen ? " availability__day--chosen" : ""}" data-date="${day}" data-state="${state}">${content}</td>`;
}

function monthHtml(first: string, view: CalendarView): string {
  const head = WEEKDAYS.map((weekday) => `<th scope="col" abbr="${weekday}">${weekday.slice(0, 2)}</th>`).join("");
  const rows = weeksOf(first)
    .map((week) => `<tr>${week.map((day) => (day ? dayHtml(day, view) : "<td></td>")).join("")}</tr>`)
    .join("");
  return `<table class="availability__month" data-month="${first.slice(0, 7)}"><caption>${monthTitle(first)}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * A month-by-month availability calendar: each booked or blocked night is
 * greyed out and labelled "unavailable", with a legend.
 */
export function calendarHtml(view: CalendarView): string {
  const swatch = (kind: string, text: string) => `<li><span class="availability__swatch availability__swatch--${kind}" aria-hidden="true"></span> ${text}</li>`;
  const legend = swatch("free", "Available") + swatch("taken", "Unavailable") + (view.checkIn ? swatch("chosen", "Your dates") : "");
  const months = monthsFrom(view.today, view.firstMonth, MONTHS_SHOWN).map((first) => monthHtml(first, view));
  return `<ul class="availability__legend" aria-label="Legend">${legend}</ul><div class="availability__months">${months.join("")}</div>`;
}

/** Previous and next: links to ?month=YYYY-MM that work without JavaScript (the island turns the page in place). */
export function calendarPagerHtml(view: Pick<CalendarView, "today" | "firstMonth" | "months">): string {
  const last = view.months - MONTHS_SHOWN;
  const link = (index: number, text: string) =>
    `<a href="?month=${monthAfter(view.today, index)}#availability" rel="nofollow" data-calendar-month="${index}">${text}</a>`;
  const previous = view.firstMonth > 0 ? link(view.firstMonth - 1, "← Previous month") : '<span aria-hidden="true"></span>';
  const next = view.firstMonth < last ? link(view.firstMonth + 1, "Next month →") : "";
  return previous + next;
}

/** The line above the calendar: what to pick next. */
export function calendarIntro(checkIn: string, checkOut: string): string {
  return `Grayed-out nights are booked or blocked. ${checkIn && !checkOut ? "Now choose your check-out day." : "Choose a check-in day, then a check-out day."}`;
}
