import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { ManagementContract } from "./contract-in-force";
import { expensePaid, payoutPaid, staySettled, type Posting } from "./postings";
import { statementFor } from "./statement";
import { statementPdf } from "./statement-pdf.server";
import { settleStay, type StayMoney } from "./stay-settlement";

const OWNER = "00000000-0000-4000-8000-0000000000a1";
const VILLA = "00000000-0000-4000-8000-0000000000b1";
const CONTRACT: ManagementContract = { effectiveFrom: "2026-01-01", commissionBasisPoints: 2500, commissionAppliesTo: "rent", cleaningFeeTo: "brokerage", damageWaiverOwnerBasisPoints: 0, payoutSchedule: "monthly" };
const MONEY: StayMoney = { rentCents: 200_000, cleaningCents: 25_000, damageWaiverCents: 0, otherFeesCents: 0, taxCents: 28_125 };

function stay(day: string): Posting {
  return staySettled({ bookingId: null as unknown as string, ownerId: OWNER, bookedOn: day, refundedCents: 0 }, { checkOut: day, money: MONEY, settlement: settleStay(MONEY, CONTRACT), contract: CONTRACT });
}

const input = (postings: Posting[]) => ({
  statement: statementFor(postings, OWNER, "2026-10"),
  owner: { name: "Caroline Moss", email: "owner@demo.test" },
  status: "closed" as const,
  closedAt: new Date("2026-11-03T14:00:00Z"),
  names: { villas: { [VILLA]: "Villa Marisol" } },
  now: new Date("2026-11-20T14:00:00Z"),
});

describe("the statement as a PDF", () => {
  it("is a PDF that loads back, with the month's title and a page", async () => {
    const bytes = await statementPdf(input([stay("2026-10-05"), payoutPaid(OWNER, "2026-10-10", 50_000, { method: "ach", reference: "ACH-1" })]));
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(loaded.getTitle()).toBe("Owner statement for October 2026 — Sugar Apple Realty");
    expect(loaded.getAuthor()).toBe("Sugar Apple Realty");
  });

  it("runs on to more pages for a long month, and draws text the standard font lacks as a stand-in", async () => {
    const postings: Posting[] = [stay("2026-10-02")];
    for (let at = 1; at <= 90; at++) {
      postings.push(expensePaid(OWNER, "2026-10-12", 1_000 + at, { listingId: VILLA, spentOn: "2026-10-12", vendor: `Vendor ${at} 🌴 島`, category: "Repairs" }, "A note long enough to wrap onto a second line of the table's description column, with no spaces-in-a-very-long-wordthatmustbecutsomewhere"));
    }
    const loaded = await PDFDocument.load(await statementPdf(input(postings)));
    expect(loaded.getPageCount()).toBeGreaterThan(1);
  });
});
