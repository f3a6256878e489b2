import { describe, expect, it } from "vitest";
import type { ManagementContract } from "./contract-in-force";
import { adjustment, expensePaid, payoutPaid, staySettled } from "./postings";
import { statementFor } from "./statement";
import { safeTextCell, statementCsv, statementRows } from "./statement-csv";
import { settleStay, type StayMoney } from "./stay-settlement";

const OWNER = "00000000-0000-4000-8000-0000000000a1";
const VILLA = "00000000-0000-4000-8000-0000000000b1";
const BOOKING = "3f2c9a10-0000-4000-8000-0000000000c1";
const CONTRACT: ManagementContract = { effectiveFrom: "2026-01-01", commissionBasisPoints: 2500, commissionAppliesTo: "rent", cleaningFeeTo: "brokerage", damageWaiverOwnerBasisPoints: 0, payoutSchedule: "monthly" };
// 4 nights at $500, $250 cleaning and 12.5% tax.
const MONEY: StayMoney = { rentCents: 200_000, cleaningCents: 25_000, damageWaiverCents: 0, otherFeesCents: 0, taxCents: 28_125 };

function october() {
  const settlement = settleStay(MONEY, CONTRACT);
  return statementFor(
    [
      adjustment(OWNER, "2026-09-20", 10_000, "Goodwill credit"),
      staySettled({ bookingId: BOOKING, ownerId: OWNER, bookedOn: "2026-10-05", refundedCents: 0 }, { checkOut: "2026-10-05", money: MONEY, settlement, contract: CONTRACT, stay: { listingId: VILLA, checkIn: "2026-10-01", guestFirstName: "Maria" } }),
      expensePaid(OWNER, "2026-10-08", 18_550, { listingId: VILLA, spentOn: "2026-10-08", vendor: "=HYPERLINK(\"http://evil.example\")", category: "Pool service" }, 'Filter, "the big one"'),
      payoutPaid(OWNER, "2026-10-10", 50_000, { method: "ach", reference: "ACH-1001" }),
    ],
    OWNER,
    "2026-10",
  );
}

describe("the statement as CSV", () => {
  it("lists the opening balance, each stay's money, expenses, payouts, totals and the closing balance, in dollars with two decimals", () => {
    const csv = statementCsv(october(), { villas: { [VILLA]: "Villa Marisol" } });
    const lines = csv.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe("Section,Date,Description,Rent,Fees,Hotel tax collected,Commission,Brokerage fees,Owner amount");
    expect(lines[1]).toBe("Opening balance,2026-10-01,Balance at the start of the month,,,,,,100.00");
    expect(lines[2]).toBe("Stay,2026-10-05,\"Villa Marisol, Maria, 2026-10-01 to 2026-10-05, commission 25%\",2000.00,250.00,281.25,500.00,250.00,1500.00");
    expect(lines[4]).toBe("Payout,2026-10-10,\"Payout by ACH, reference ACH-1001\",,,,,,-500.00");
    expect(lines[5]).toBe("Total,2026-10-31,\"The month's totals: stays' owner share, adjustments, less expenses and payouts\",2000.00,250.00,281.25,500.00,250.00,814.50");
    expect(lines[6]).toBe("Closing balance,2026-10-31,Balance at the end of the month,,,,,,914.50");
  });

  it("quotes text with commas and quotes, and never lets a cell start a formula", () => {
    const expense = statementCsv(october(), { villas: { [VILLA]: "Villa Marisol" } }).split("\r\n")[3]!;
    expect(expense).toBe('Expense,2026-10-08,"Pool service: =HYPERLINK(""http://evil.example""), Villa Marisol (Filter, ""the big one"")",,,,,,-185.50');
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "plain"].map(safeTextCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", "plain"]);
    const injected = statementFor([expensePaid(OWNER, "2026-10-08", 100, { listingId: VILLA, spentOn: "2026-10-08", vendor: "v", category: "=cmd|' /C calc'!A0" })], OWNER, "2026-10");
    expect(statementCsv(injected).split("\r\n")[2]).toMatch(/^Expense,2026-10-08,'=cmd/);
  });

  it("adds up: the opening balance and the lines' owner amounts give the closing balance", () => {
    const rows = statementRows(october());
    const lines = rows.filter((row) => !["Opening balance", "Total", "Closing balance"].includes(row.section));
    expect(rows[0]!.ownerCents + lines.reduce((sum, row) => sum + row.ownerCents, 0)).toBe(rows.at(-1)!.ownerCents);
  });
});
