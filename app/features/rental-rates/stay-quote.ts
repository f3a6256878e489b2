import { formatCents } from "~/shared/lib/money";
import { daysBetween, isIsoDay } from "~/shared/dates/island-days";
import { seasonOf, type RentalRates } from "./stay-rates";

/**
 * The price of a stay in integer cents, line by line, from one rule that the
 * booking form's preview, the administrators' preview and the server's stored
 * quote all use: each night at the rate of its season (the rental's base rates
 * outside every season); within one season (or the base), each full 7 nights
 * at its weekly rate where it has one and the other nights at its nightly
 * rate; the cleaning fee; a damage waiver where the rental charges one; the
 * hotel occupancy tax on the nights and the cleaning fee (a damage waiver is
 * not room rent). The total is the sum of the lines and the tax.
 */

export type QuoteLine =
  | { kind: "weeks"; season: string | null; count: number; rateCents: number; amountCents: number }
  | { kind: "nights"; season: string | null; count: number; rateCents: number; amountCents: number }
  | { kind: "cleaning"; amountCents: number }
  | { kind: "damageWaiver"; amountCents: number };

export type Quote = {
  nights: number;
  /** The stay's lines (weeks and nights per season, in date order), then its fees. */
  lines: QuoteLine[];
  lodgingCents: number;
  feesCents: number;
  taxRate: number;
  /** What the hotel occupancy tax is charged on: the nights and the cleaning fee. */
  taxableCents: number;
  taxCents: number;
  totalCents: number;
};

const MAX_NIGHTS = 365;

type Group = { season: string | null; key: string; nights: number; nightlyCents: number; weeklyCents: number | null };

/** The stay's nights counted per season (the base rates as one more), in the order they are first reached. */
function nightsBySeason(rates: RentalRates, checkIn: string, nights: number): Group[] {
  const groups = new Map<string, Group>();
  const start = Date.parse(`${checkIn}T00:00:00Z`);
  for (let index = 0; index < nights; index++) {
    const night = new Date(start + index * 86_400_000).toISOString().slice(0, 10);
    const season = seasonOf(rates.seasons, night);
    const key = season ? season.id : "";
    const group = groups.get(key);
    if (group) group.nights++;
    else
      groups.set(key, {
        key,
        season: season ? season.name : null,
        nights: 1,
        nightlyCents: season ? season.nightlyCents : rates.nightlyCents,
        weeklyCents: season ? season.weeklyCents : rates.weeklyCents,
      });
  }
  return [...groups.values()];
}

/** The price of a stay, or null when the dates do not make one (reversed, empty or over a year). */
export function computeQuote(rates: RentalRates, checkIn: string, checkOut: string, taxRate: number): Quote | null {
  if (!isIsoDay(checkIn) || !isIsoDay(checkOut)) return null;
  const nights = daysBetween(checkIn, checkOut);
  if (nights <= 0 || nights > MAX_NIGHTS) return null;
  const lines: QuoteLine[] = [];
  for (const group of nightsBySeason(rates, checkIn, nights)) {
    const weekly = group.weeklyCents && group.weeklyCents > 0 ? group.weeklyCents : null;
    const weeks = weekly ? Math.floor(group.nights / 7) : 0;
    const rest = group.nights - weeks * 7;
    if (weeks > 0) lines.push({ kind: "weeks", season: group.season, count: weeks, rateCents: weekly!, amountCents: weeks * weekly! });
    if (rest > 0) lines.push({ kind: "nights", season: group.season, count: rest, rateCents: group.nightlyCents, amountCents: rest * group.nightlyCents });
  }
  const lodgingCents = sum(lines);
  lines.push({ kind: "cleaning", amountCents: rates.cleaningCents });
  if (rates.damageWaiverCents !== null) lines.push({ kind: "damageWaiver", amountCents: rates.damageWaiverCents });
  const feesCents = sum(lines) - lodgingCents;
  const taxableCents = lodgingCents + rates.cleaningCents;
  const taxCents = Math.round(taxableCents * taxRate);
  return { nights, lines, lodgingCents, feesCents, taxRate, taxableCents, taxCents, totalCents: lodgingCents + feesCents + taxCents };
}

function sum(lines: readonly QuoteLine[]): number {
  return lines.reduce((total, line) => total + line.amountCents, 0);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A line as people read it: "Winter season: 1 week × $8,400", "3 nights × $1,200", "Cleaning fee". */
export function quoteLineLabel(line: QuoteLine): string {
  switch (line.kind) {
    case "weeks":
    case "nights": {
      const what = `${line.kind === "weeks" ? plural(line.count, "week", "weeks") : plural(line.count, "night", "nights")} × ${formatCents(line.rateCents)}`;
      return line.season ? `${line.season}: ${what}` : what;
    }
    case "cleaning":
      return "Cleaning fee";
    case "damageWaiver":
      return "Damage waiver";
  }
}

/** A line's amount as people read it; a cleaning fee of nothing reads "Included". */
export function quoteLineAmount(line: QuoteLine): string {
  return line.kind === "cleaning" && line.amountCents === 0 ? "Included" : formatCents(line.amountCents);
}

/** "12.5%". */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 1000) / 10}%`;
}
