import { formatIslandClockRange, formatWeekday, formatWeekdayDate } from "~/shared/dates/format-dates";
import { instantFromIslandTime } from "~/shared/dates/island-times";
import { isIsoDay } from "~/shared/dates/island-days";
import { isSafeText } from "~/shared/forms/text";

/**
 * What staff may enter as an open house, and how one is written on cards and
 * in e-mails. Pure: the staff form's native limits, the service and the
 * badge share it.
 */

/** Upcoming open houses a listing may hold at once: a few weekends' worth. */
export const MAX_OPEN_HOUSES = 6;
/** An open house lasts at most this long (a whole day's viewing). */
export const MAX_OPEN_HOUSE_HOURS = 8;
/** How far ahead one may be planned. */
export const MAX_OPEN_HOUSE_DAYS_AHEAD = 180;
export const OPEN_HOUSE_NOTE_MAX = 200;

export const OPEN_HOUSE_MESSAGES = {
  date: "Enter the open house's date",
  start: "Enter a start time such as 13:00",
  end: "Enter an end time such as 15:00",
  endBeforeStart: "The end time must be after the start time",
  tooLong: `An open house lasts at most ${MAX_OPEN_HOUSE_HOURS} hours`,
  past: "That time has already passed on St. John; choose a time still to come",
  tooFar: `Open houses can be planned up to ${MAX_OPEN_HOUSE_DAYS_AHEAD} days ahead`,
  note: `Keep the note to ${OPEN_HOUSE_NOTE_MAX} characters of plain text`,
  tooMany: `A listing can have at most ${MAX_OPEN_HOUSES} upcoming open houses; remove one before adding another`,
  overlaps: "This listing already has an open house at that time",
  mls: "This listing comes from the MLS feed: its open houses are entered at the MLS, and the site follows within minutes",
  notForSale: "Open houses are for listings for sale",
  notFound: "That open house no longer exists",
  added: "Open house added",
  removed: "Open house removed",
  unavailable: "The open house could not be saved just now; please try again in a few minutes",
} as const;

export type OpenHouseInput = { date: string; start: string; end: string; note: string };
export type ParsedOpenHouse = { startsAt: Date; endsAt: Date; remarks: string | null };
type Parsed = { success: true; data: ParsedOpenHouse } | { success: false; error: string; fieldErrors: Record<string, string> };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Reads the staff form (date, start and end in island time, note); each broken rule names its field. */
export function parseOpenHouse(input: OpenHouseInput, now = new Date()): Parsed {
  const fieldErrors: Record<string, string> = {};
  const date = input.date.trim();
  const start = input.start.trim();
  const end = input.end.trim();
  const note = input.note.replace(/\s+/g, " ").trim();
  if (!isIsoDay(date)) fieldErrors.date = OPEN_HOUSE_MESSAGES.date;
  if (!TIME.test(start)) fieldErrors.start = OPEN_HOUSE_MESSAGES.start;
  if (!TIME.test(end)) fieldErrors.end = OPEN_HOUSE_MESSAGES.end;
  if (note.length > OPEN_HOUSE_NOTE_MAX || !isSafeText(note)) fieldErrors.note = OPEN_HOUSE_MESSAGES.note;
  const startsAt = fieldErrors.date || fieldErrors.start ? null : instantFromIslandTime(`${date}T${start}`);
  const endsAt = fieldErrors.date || fieldErrors.end ? null : instantFromIslandTime(`${date}T${end}`);
  if (startsAt && endsAt) {
    if (endsAt <= startsAt) fieldErrors.end = OPEN_HOUSE_MESSAGES.endBeforeStart;
    else if (endsAt.getTime() - startsAt.getTime() > MAX_OPEN_HOUSE_HOURS * 3_600_000) fieldErrors.end = OPEN_HOUSE_MESSAGES.tooLong;
    if (startsAt <= now) fieldErrors.start = OPEN_HOUSE_MESSAGES.past;
    else if (startsAt.getTime() - now.getTime() > MAX_OPEN_HOUSE_DAYS_AHEAD * 86_400_000) fieldErrors.date = OPEN_HOUSE_MESSAGES.tooFar;
  }
  const first = Object.values(fieldErrors)[0];
  if (first || !startsAt || !endsAt) return { success: false, error: first ?? OPEN_HOUSE_MESSAGES.date, fieldErrors };
  return { success: true, data: { startsAt, endsAt, remarks: note || null } };
}

/** "1:00–3:00 PM", "11:00 AM–1:00 PM": an open house's hours on the island's clock, in the site's one clock style. */
export function openHouseHours(startsAt: Date | string, endsAt: Date | string): string {
  return formatIslandClockRange(startsAt, endsAt);
}

/** "Open house Sat 1:00–3:00 PM", a card's badge. */
export function openHouseBadge(startsAt: Date | string, endsAt: Date | string): string {
  return `Open house ${formatWeekday(startsAt)} ${openHouseHours(startsAt, endsAt)}`;
}

/** "Sat, Nov 28, 2026, 1:00–3:00 PM AST", an e-mail's line. */
export function openHouseWhen(startsAt: Date | string, endsAt: Date | string): string {
  return `${formatWeekdayDate(startsAt)}, ${openHouseHours(startsAt, endsAt)} AST`;
}
