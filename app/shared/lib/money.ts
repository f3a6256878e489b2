/**
 * Money is held as integer US cents everywhere it is computed or stored, so
 * sums never drift; this is the one place amounts become text people read.
 */

const whole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Cents as dollars, with cents only when there are some: 125000 -> "$1,250", 15625 -> "$156.25";
 * with `alwaysCents` (an owner's statement, whose columns line up) 125000 -> "$1,250.00".
 */
export function formatCents(cents: number, options: { alwaysCents?: boolean } = {}): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(Math.round(cents));
  const text = absolute % 100 === 0 && !options.alwaysCents ? whole.format(absolute / 100) : withCents.format(absolute / 100);
  return `${sign}${text}`;
}

/**
 * An amount held in whole dollars (a list price, an estimate, a monthly payment) as text, rounded to the dollar:
 * 1250000 -> "$1,250,000", 2527.6 -> "$2,528".
 */
export function formatWholeDollars(dollars: number): string {
  return whole.format(dollars);
}

/** Whole dollars (the listing's rate columns) as cents; null stays null. */
export function centsOfDollars(dollars: number | null | undefined): number | null {
  return dollars === null || dollars === undefined ? null : Math.round(dollars * 100);
}

/**
 * A typed amount in dollars ("1,250", "$156.25", "99.5") as cents, or null
 * when it is not a non-negative amount with at most two decimals.
 */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Cents as the text a dollar field shows when edited again: 125000 -> "1250", 15625 -> "156.25". */
export function dollarsFieldOfCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

const grouped = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * A typed dollar amount with its thousands separated, as a money field shows
 * it: "4250000" and "$4,250,000" -> "4,250,000", "1250.5" -> "1,250.5". Text
 * that is not an amount is returned as typed, for the server to refuse.
 */
export function groupDollars(text: string): string {
  const match = /^(\d{1,12})(\.\d{0,2})?$/.exec(text.trim().replace(/^\$\s*/, "").replace(/,/g, ""));
  if (!match) return text;
  return `${grouped.format(Number(match[1]))}${match[2] ?? ""}`;
}

/** What a money field accepts before the server's check: digits with optional "$", separators and cents. */
export const MONEY_PATTERN = "\\$?\\s*[0-9][0-9,]*(\\.[0-9]{0,2})?";

/** Cents as plain dollars with two decimals, no symbol or separators, as a spreadsheet reads them: 125000 -> "1250.00", -5 -> "-0.05". */
export function plainDollarsOfCents(cents: number): string {
  const whole = Math.round(cents);
  const absolute = Math.abs(whole);
  return `${whole < 0 ? "-" : ""}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}
