import ICAL from "ical.js";
import type { ContentLine } from "./ics-text";
import { unescapeText } from "./ics-text";
import {
  addToWall,
  instantOf,
  islandDay,
  matchKey,
  occurrenceKeys,
  readTime,
  readTimeValue,
  wallIn,
  wallMillis,
  type EventTime,
  type ZoneTable,
} from "./ics-time";
import { addDays } from "~/shared/dates/island-days";

/** One busy period read from a feed: nights from `start` up to `end` (exclusive). */
export type FeedEvent = {
  uid: string;
  start: string;
  end: string;
  summary: string;
};

/** A VEVENT's properties by upper-cased name; EXDATE, RDATE and RRULE may repeat. */
export type RawEvent = Map<string, ContentLine[]>;

/**
 * How far ahead a repeating event is expanded: two years from today, the
 * longest window Airbnb and VRBO open for booking. Every sync moves it on.
 */
export const RECURRENCE_HORIZON_DAYS = 730;
/** Steps of one rule's iterator (an hourly rule reaches two years in 17,520), and of all a feed's rules together. */
const MAX_STEPS_PER_RULE = 20_000;
const MAX_STEPS_PER_FEED = 60_000;

export type ExpandOptions = { today: string; horizonDays?: number };

export type Expansion = { events: FeedEvent[]; invalid: number };

const first = (raw: RawEvent, name: string) => raw.get(name)?.[0];
const isCancelled = (raw: RawEvent) => first(raw, "STATUS")?.value.trim().toUpperCase() === "CANCELLED";
const summaryOf = (raw: RawEvent) => unescapeText(first(raw, "SUMMARY")?.value ?? "").trim();
const uidOf = (raw: RawEvent) => {
  const value = first(raw, "UID")?.value.trim();
  return value ? unescapeText(value) : null;
};

/** Whole days of a DURATION on a DATE (partial days round up), or its length on a DATE-TIME; null when unreadable. */
function durationMillis(value: string, isDate: boolean): number | null {
  const match = /^\+?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(value.trim());
  if (!match) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const millis = ((weeks! * 7 + days!) * 86_400 + hours! * 3600 + minutes! * 60 + seconds!) * 1000;
  return isDate ? Math.ceil(millis / 86_400_000) * 86_400_000 : millis;
}

type Span = { start: EventTime; end: EventTime };

/** DTSTART and the event's end: DTEND, else DURATION, else a day for a DATE and an instant for a DATE-TIME. */
function spanOf(raw: RawEvent, zones: ZoneTable): Span | null {
  const startLine = first(raw, "DTSTART");
  const start = startLine ? readTime(startLine, zones) : null;
  if (!start) return null;
  const endLine = first(raw, "DTEND");
  if (endLine) {
    const end = readTime(endLine, zones);
    return end ? { start, end } : null;
  }
  const duration = first(raw, "DURATION");
  const length = (duration ? durationMillis(duration.value, start.isDate) : null) ?? (start.isDate ? 86_400_000 : 0);
  return { start, end: { ...start, wall: addToWall(start.wall, length) } };
}

/** The span's nights; a same-day event (10:00–14:00) still takes that night. */
function nightsOf(span: Span): { start: string; end: string } {
  const start = islandDay(span.start);
  const end = islandDay(span.end);
  return { start, end: end > start ? end : addDays(start, 1) };
}

/**
 * How long each occurrence lasts, as ical.js counts it: the wall-clock
 * difference when DTSTART and DTEND share a zone, the real one otherwise.
 */
function lengthOf(span: Span): number {
  const sameZone =
    span.start.isDate === span.end.isDate &&
    span.start.zone.kind === span.end.zone.kind &&
    (span.start.zone.kind !== "zone" || span.end.zone.kind !== "zone" || span.start.zone.id === span.end.zone.id);
  const length = sameZone ? wallMillis(span.end.wall) - wallMillis(span.start.wall) : instantOf(span.end).getTime() - instantOf(span.start).getTime();
  return Math.max(length, 0);
}

/** A list property's values (comma separated, each with the line's TZID); a PERIOD counts by its start. */
function timesOf(lines: ContentLine[] | undefined, zones: ZoneTable): EventTime[] {
  const times: EventTime[] = [];
  for (const line of lines ?? []) {
    for (const value of line.value.split(",")) {
      const time = readTimeValue(value.split("/")[0] ?? "", line.params.TZID, zones);
      if (time) times.push(time);
    }
  }
  return times;
}

/** The starts a series' rules give, from DTSTART until the horizon; null when a rule cannot be read. */
function ruleStarts(raw: RawEvent, start: EventTime, lastDay: string, budget: { steps: number }): EventTime[] | null {
  const starts: EventTime[] = [start];
  for (const line of raw.get("RRULE") ?? []) {
    let recur: InstanceType<typeof ICAL.Recur>;
    try {
      recur = ICAL.Recur.fromString(line.value.trim());
    } catch {
      return null;
    }
    // An UNTIL in UTC is compared with wall times of the event's own zone.
    if (recur.until && !recur.until.isDate && recur.until.zone === ICAL.Timezone.utcTimezone && start.zone.kind === "zone") {
      const until = wallIn(new Date(recur.until.toUnixTime() * 1000), start.zone);
      recur.until = ICAL.Time.fromData({ ...until, isDate: false });
    }
    const iterator = recur.iterator(ICAL.Time.fromData({ ...start.wall, isDate: start.isDate }));
    try {
      for (let step = 0; step < MAX_STEPS_PER_RULE && budget.steps > 0; step += 1, budget.steps -= 1) {
        const next = iterator.next();
        if (!next) break;
        const occurrence: EventTime = {
          wall: { year: next.year, month: next.month, day: next.day, hour: next.hour, minute: next.minute, second: next.second },
          isDate: start.isDate,
          zone: start.zone,
        };
        if (islandDay(occurrence) > lastDay) break;
        starts.push(occurrence);
      }
    } catch {
      // ical.js gives up on a rule that can never match (e.g. February 30th); what it found stands.
    }
  }
  return starts;
}

/**
 * Expands a repeating event (RRULE, RDATE) into its occurrences within the
 * horizon, leaving out EXDATEs and replacing each occurrence that has a
 * RECURRENCE-ID override with the override (dropped when it is cancelled),
 * as ical.js's RecurExpansion and Event do. Each occurrence's UID is the
 * series' UID with its original day, so it stays the same from one sync to
 * the next. Occurrences that overlap each other are merged.
 */
function expandSeries(
  uid: string,
  master: RawEvent,
  overrides: RawEvent[],
  zones: ZoneTable,
  options: Required<ExpandOptions> & { budget: { steps: number } },
): FeedEvent[] | null {
  const span = spanOf(master, zones);
  if (!span) return null;
  const lastDay = addDays(options.today, options.horizonDays);
  const fromRules = ruleStarts(master, span.start, lastDay, options.budget);
  if (!fromRules) return null;
  const excluded = new Set(timesOf(master.get("EXDATE"), zones).map(matchKey));
  const byRecurrenceId = new Map<string, RawEvent>();
  for (const override of overrides) {
    const id = first(override, "RECURRENCE-ID");
    const time = id ? readTime(id, zones) : null;
    if (time) byRecurrenceId.set(matchKey(time), override);
  }
  const length = lengthOf(span);
  const seen = new Set<string>();
  const periods: FeedEvent[] = [];
  for (const start of [...fromRules, ...timesOf(master.get("RDATE"), zones)]) {
    const keys = occurrenceKeys(start);
    const key = keys[keys.length - 1]!;
    if (seen.has(key) || islandDay(start) > lastDay) continue;
    seen.add(key);
    if (keys.some((candidate) => excluded.has(candidate))) continue;
    const override = keys.map((candidate) => byRecurrenceId.get(candidate)).find(Boolean);
    const occurrenceUid = `${uid}#${islandDay(start)}`;
    if (override) {
      if (isCancelled(override)) continue;
      const moved = spanOf(override, zones);
      if (moved) periods.push({ uid: occurrenceUid, ...nightsOf(moved), summary: summaryOf(override) || summaryOf(master) });
      continue;
    }
    periods.push({ uid: occurrenceUid, ...nightsOf({ start, end: { ...start, wall: addToWall(start.wall, length) } }), summary: summaryOf(master) });
  }
  return mergeOverlaps(periods.filter((period) => period.end > options.today));
}

function mergeOverlaps(periods: FeedEvent[]): FeedEvent[] {
  const sorted = [...periods].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: FeedEvent[] = [];
  for (const period of sorted) {
    const last = merged[merged.length - 1];
    if (last && period.start < last.end) {
      if (period.end > last.end) last.end = period.end;
    } else merged.push({ ...period });
  }
  return merged;
}

/**
 * Turns a feed's VEVENTs into busy periods: single events as written, series
 * expanded within the horizon, overrides applied to their series (an
 * override without its series in the feed stands alone). Cancelled events
 * are left out; events whose dates or rules cannot be read are counted.
 */
export function expandEvents(raws: RawEvent[], zones: ZoneTable, options: ExpandOptions): Expansion {
  const settings = { today: options.today, horizonDays: options.horizonDays ?? RECURRENCE_HORIZON_DAYS, budget: { steps: MAX_STEPS_PER_FEED } };
  const overridesByUid = new Map<string, RawEvent[]>();
  const seriesUids = new Set<string>();
  for (const raw of raws) {
    const uid = uidOf(raw);
    if (!uid) continue;
    if (raw.has("RECURRENCE-ID")) overridesByUid.set(uid, [...(overridesByUid.get(uid) ?? []), raw]);
    else if (raw.has("RRULE") || raw.has("RDATE")) seriesUids.add(uid);
  }
  const events: FeedEvent[] = [];
  let invalid = 0;
  for (const raw of raws) {
    const uid = uidOf(raw);
    const isOverride = raw.has("RECURRENCE-ID");
    if (isOverride && uid && seriesUids.has(uid)) continue;
    if (isCancelled(raw)) continue;
    if (uid && !isOverride && seriesUids.has(uid)) {
      const series = expandSeries(uid, raw, overridesByUid.get(uid) ?? [], zones, settings);
      if (series) events.push(...series);
      else invalid += 1;
      continue;
    }
    const span = spanOf(raw, zones);
    if (!span) {
      invalid += 1;
      continue;
    }
    const nights = nightsOf(span);
    const recurrenceId = isOverride ? readTime(first(raw, "RECURRENCE-ID")!, zones) : null;
    const standalone = isOverride && recurrenceId ? `${uid}#${islandDay(recurrenceId)}` : uid;
    events.push({ uid: standalone ?? `no-uid:${nights.start}:${nights.end}`, ...nights, summary: summaryOf(raw) });
  }
  return { events, invalid };
}
