import { plainDollarsOfCents } from "~/shared/lib/money";
import type { Statement } from "./statement";

/**
 * An owner's monthly statement as rows (the one list of lines both files
 * show) and as an RFC 4180 CSV file: every stay with its rent, fees, hotel
 * tax collected, commission, the brokerage's fees and the owner's share;
 * adjustments; expenses; payouts; the opening and closing balances and the
 * month's totals. Amounts are dollars with two decimals, dates YYYY-MM-DD.
 * Pure and safe in the browser.
 */

/** What a statement does not hold itself: the villas' names by listing id, for expenses. */
export type StatementNames = { villas?: Readonly<Record<string, string>> };

export type StatementRow = {
  section: "Opening balance" | "Stay" | "Adjustment" | "Expense" | "Payout" | "Total" | "Closing balance";
  date: string;
  description: string;
  /** The stay's rent, fees (cleaning, damage waiver and others), hotel tax, commission and the brokerage's fees; null outside stays and totals. */
  rentCents: number | null;
  feesCents: number | null;
  taxCents: number | null;
  commissionCents: number | null;
  brokerageFeesCents: number | null;
  /** What the line adds to the owner's balance (negative takes from it), or the balance itself. */
  ownerCents: number;
};

export const STATEMENT_COLUMNS = ["Section", "Date", "Description", "Rent", "Fees", "Hotel tax collected", "Commission", "Brokerage fees", "Owner amount"] as const;

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(basisPoints % 100 === 0 ? 0 : 2)}%`;
const METHODS: Record<string, string> = { ach: "ACH", wire: "wire", check: "check", stripe: "Stripe transfer" };
const lastDayOf = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, "0")}`;
};
const bare = { rentCents: null, feesCents: null, taxCents: null, commissionCents: null, brokerageFeesCents: null };

/** A stay as the owner knows it: the villa, the guest's first name and the dates (entries posted before these were kept: the checkout and the booking). */
function stayDescription(stay: Statement["stays"][number], names: StatementNames, commission: string): string {
  if (!stay.stay) return `Stay checked out ${stay.checkOut}, commission ${commission}${stay.bookingId ? ` (booking ${stay.bookingId.slice(0, 8)})` : ""}`;
  const villa = names.villas?.[stay.stay.listingId];
  return `${villa ? `${villa}, ` : ""}${stay.stay.guestFirstName || "guest"}, ${stay.stay.checkIn} to ${stay.checkOut}, commission ${commission}`;
}

export function statementRows(statement: Statement, names: StatementNames = {}): StatementRow[] {
  const rows: StatementRow[] = [{ section: "Opening balance", date: `${statement.month}-01`, description: "Balance at the start of the month", ...bare, ownerCents: statement.openingCents }];
  for (const stay of statement.stays) {
    const { money, settlement, contract } = stay;
    rows.push({
      section: "Stay",
      date: stay.bookedOn,
      description: stayDescription(stay, names, percent(contract.commissionBasisPoints)),
      rentCents: money.rentCents,
      feesCents: money.cleaningCents + money.damageWaiverCents + money.otherFeesCents,
      taxCents: settlement.taxCents,
      commissionCents: settlement.commissionCents,
      brokerageFeesCents: settlement.brokerageFeesCents,
      ownerCents: settlement.ownerCents,
    });
  }
  for (const adjustment of statement.adjustments) {
    const description =
      adjustment.kind === "late_correction"
        ? `Guest refund of $${plainDollarsOfCents(adjustment.refundCents ?? 0)} after the stay was settled${adjustment.bookingId ? ` (booking ${adjustment.bookingId.slice(0, 8)})` : ""}`
        : (adjustment.note ?? "Adjustment");
    rows.push({ section: "Adjustment", date: adjustment.bookedOn, description, ...bare, ownerCents: adjustment.amountCents });
  }
  for (const expense of statement.expenses) {
    const villa = names.villas?.[expense.listingId];
    const spent = expense.spentOn !== expense.bookedOn ? `, spent ${expense.spentOn}` : "";
    const description = `${expense.category}: ${expense.vendor}${villa ? `, ${villa}` : ""}${spent}${expense.note ? ` (${expense.note})` : ""}`;
    rows.push({ section: "Expense", date: expense.bookedOn, description, ...bare, ownerCents: -expense.amountCents });
  }
  for (const payout of statement.payouts) {
    const description = `Payout by ${METHODS[payout.method] ?? payout.method}${payout.reference ? `, reference ${payout.reference}` : ""}${payout.note ? ` (${payout.note})` : ""}`;
    rows.push({ section: "Payout", date: payout.bookedOn, description, ...bare, ownerCents: -payout.amountCents });
  }
  const { totals } = statement;
  const stayFees = statement.stays.reduce((sum, stay) => sum + stay.money.cleaningCents + stay.money.damageWaiverCents + stay.money.otherFeesCents, 0);
  rows.push({
    section: "Total",
    date: lastDayOf(statement.month),
    description: "The month's totals: stays' owner share, adjustments, less expenses and payouts",
    rentCents: totals.grossRentCents,
    feesCents: stayFees,
    taxCents: totals.taxCollectedCents,
    commissionCents: totals.commissionCents,
    brokerageFeesCents: totals.brokerageFeesCents,
    ownerCents: totals.ownerShareCents + totals.adjustmentsCents - totals.expensesCents - totals.payoutsCents,
  });
  rows.push({ section: "Closing balance", date: lastDayOf(statement.month), description: "Balance at the end of the month", ...bare, ownerCents: statement.closingCents });
  return rows;
}

/**
 * A text cell as a spreadsheet may read it: one that starts like a formula
 * (=, +, -, @, a tab or a carriage return) gets a leading apostrophe, so a
 * vendor's or note's text is never run as one.
 */
export function safeTextCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A field quoted when it holds a comma, a quote or a line break, its quotes doubled (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const amount = (cents: number | null) => (cents === null ? "" : plainDollarsOfCents(cents));

/** The statement as CSV: a header line, then each row; lines end with CRLF. */
export function statementCsv(statement: Statement, names: StatementNames = {}): string {
  const lines = [STATEMENT_COLUMNS.join(",")];
  for (const row of statementRows(statement, names)) {
    const cells = [row.section, row.date, safeTextCell(row.description)].map(field);
    cells.push(...[row.rentCents, row.feesCents, row.taxCents, row.commissionCents, row.brokerageFeesCents, row.ownerCents].map(amount));
    lines.push(cells.join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
