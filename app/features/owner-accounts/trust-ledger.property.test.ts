import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/shared/dates/island-days";
import { contractInForce, type ManagementContract } from "./contract-in-force";
import {
  adjustment,
  brokerageDrawn,
  expensePaid,
  guestPaymentReceived,
  isBalanced,
  lateCorrection,
  payoutPaid,
  refundPaid,
  staySettled,
  taxRemitted,
  type Posting,
  type SettlementDetails,
} from "./postings";
import { netByAccount, reconcile } from "./reconciliation";
import { bookingDay, monthOf, nextMonth, ownerAmount, statementFor, type Statement } from "./statement";
import { settlementDifference, settleStay, shareHalfUp, stayMoneyKept, totalOf, type StayMoney } from "./stay-settlement";

/**
 * Random sequences of what happens at a brokerage (bookings, payments,
 * refunds, cancellations, expenses, payouts, adjustments, statements closed,
 * hotel tax remitted to the territory, the brokerage's draws)
 * run through the pure ledger: after every step the ledger balances and the
 * reconciliation accounts for every cent; at the end each month's closing is
 * the next one's opening and no closed statement changed.
 */

const OWNERS = ["owner-a", "owner-b"];
const VILLAS = [
  { id: "villa-1", ownerId: "owner-a" },
  { id: "villa-2", ownerId: "owner-a" },
  { id: "villa-3", ownerId: "owner-b" },
];
const START = "2026-01-01";

const contractArb = (effectiveFrom: string) =>
  fc.record({
    effectiveFrom: fc.constant(effectiveFrom),
    commissionBasisPoints: fc.integer({ min: 0, max: 4000 }),
    commissionAppliesTo: fc.constantFrom("rent" as const, "rent_and_cleaning" as const),
    cleaningFeeTo: fc.constantFrom("owner" as const, "brokerage" as const),
    damageWaiverOwnerBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    payoutSchedule: fc.constant("monthly" as const),
  });

const command = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant("book" as const), villa: fc.nat(2), leadDays: fc.integer({ min: 1, max: 60 }), nights: fc.integer({ min: 2, max: 14 }), nightlyCents: fc.integer({ min: 10_000, max: 300_000 }), cleaningCents: fc.integer({ min: 0, max: 50_000 }), waiverCents: fc.constantFrom(0, 0, 9_900) }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant("pay" as const), stay: fc.nat(), part: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("refund" as const), stay: fc.nat(), part: fc.integer({ min: 1, max: 100 }) }) },
  fc.record({ type: fc.constant("cancel" as const), stay: fc.nat() }),
  fc.record({ type: fc.constant("expense" as const), villa: fc.nat(2), amountCents: fc.integer({ min: 1, max: 200_000 }), daysAgo: fc.integer({ min: 0, max: 60 }) }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant("settle" as const) }) },
  fc.record({ type: fc.constant("payout" as const), owner: fc.nat(1), part: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ type: fc.constant("adjust" as const), owner: fc.nat(1), amountCents: fc.integer({ min: -20_000, max: 20_000 }).filter((cents) => cents !== 0) }),
  { weight: 2, arbitrary: fc.record({ type: fc.constant("close" as const), owner: fc.nat(1) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("remit" as const), part: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("draw" as const), part: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("wait" as const), days: fc.integer({ min: 1, max: 40 }) }) },
);

type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;
type Stay = { id: string; villa: (typeof VILLAS)[number]; checkOut: string; quote: StayMoney; paidCents: number; refundedCents: number; cancelled: boolean; settled: SettlementDetails | null };

function run(contracts: ManagementContract[][], commands: Command[]) {
  const postings: Posting[] = [];
  const stays: Stay[] = [];
  const closedThrough = new Map<string, string>();
  const closed: Statement[] = [];
  let today = START;
  const balanceOf = (ownerId: string) => postings.reduce((sum, posting) => sum + ownerAmount(posting, ownerId), 0);
  const post = (posting: Posting) => {
    expect(isBalanced(posting.lines)).toBe(true);
    postings.push(posting);
    // An owner's balance goes below zero only with a staff note, or by a refund after the stay was settled.
    if (posting.ownerId && balanceOf(posting.ownerId) < 0 && ownerAmount(posting, posting.ownerId) < 0) expect(posting.note !== null || posting.kind === "late_correction").toBe(true);
  };
  const dayFor = (ownerId: string | null, day: string) => (ownerId ? bookingDay(day, closedThrough.get(ownerId) ?? null) : day);

  // The office's checkout run, which may come after the checkout's month closed: the stay then counts in the first open month.
  const settleDue = () => {
    for (const stay of stays) {
      if (stay.settled || stay.checkOut > today) continue;
      const contract = contractInForce(contracts[VILLAS.indexOf(stay.villa)]!, stay.checkOut)!;
      const money = stayMoneyKept(stay.quote, stay.paidCents - stay.refundedCents, stay.cancelled);
      stay.settled = { checkOut: stay.checkOut, money, settlement: settleStay(money, contract), contract };
      post(staySettled({ bookingId: stay.id, bookedOn: dayFor(stay.villa.ownerId, stay.checkOut), ownerId: stay.villa.ownerId, refundedCents: stay.refundedCents }, stay.settled));
    }
  };

  for (const step of commands) {
    const stay = stays.length > 0 && "stay" in step ? stays[step.stay % stays.length]! : null;
    switch (step.type) {
      case "book": {
        const rentCents = step.nightlyCents * step.nights;
        const quote = { rentCents, cleaningCents: step.cleaningCents, damageWaiverCents: step.waiverCents, otherFeesCents: 0, taxCents: shareHalfUp(rentCents + step.cleaningCents, 125, 1000) };
        const checkIn = addDays(today, step.leadDays);
        stays.push({ id: `stay-${stays.length}`, villa: VILLAS[step.villa]!, checkOut: addDays(checkIn, step.nights), quote, paidCents: 0, refundedCents: 0, cancelled: false, settled: null });
        break;
      }
      case "pay": {
        const owed = stay ? totalOf(stay.quote) - stay.paidCents : 0;
        if (!stay || stay.settled || stay.cancelled || owed <= 0) break;
        const amount = Math.max(1, shareHalfUp(owed, step.part, 100));
        stay.paidCents += amount;
        post(guestPaymentReceived({ bookingId: stay.id, bookedOn: today }, amount));
        break;
      }
      case "refund": {
        const refundable = stay ? stay.paidCents - stay.refundedCents : 0;
        if (!stay || refundable <= 0) break;
        const amount = Math.max(1, shareHalfUp(refundable, step.part, 100));
        stay.refundedCents += amount;
        if (!stay.settled) {
          post(refundPaid({ bookingId: stay.id, bookedOn: today }, amount));
          break;
        }
        const contract = contractInForce(contracts[VILLAS.indexOf(stay.villa)]!, stay.checkOut)!;
        const money = stayMoneyKept(stay.quote, stay.paidCents - stay.refundedCents, stay.cancelled);
        const settlement = settleStay(money, contract);
        post(lateCorrection({ bookingId: stay.id, bookedOn: dayFor(stay.villa.ownerId, today), ownerId: stay.villa.ownerId }, amount, settlementDifference(stay.settled.settlement, settlement)));
        stay.settled = { ...stay.settled, money, settlement };
        break;
      }
      case "cancel":
        if (stay && !stay.settled) stay.cancelled = true;
        break;
      case "expense": {
        // An expense recorded late counts on the day it was spent, or in the first open month.
        const villa = VILLAS[step.villa]!;
        const spentOn = addDays(today, -step.daysAgo);
        const note = step.amountCents > balanceOf(villa.ownerId) ? "Repair agreed with the owner" : null;
        post(expensePaid(villa.ownerId, dayFor(villa.ownerId, spentOn), step.amountCents, { listingId: villa.id, spentOn, vendor: "Coral Bay Plumbing", category: "repairs" }, note));
        break;
      }
      case "payout": {
        const ownerId = OWNERS[step.owner]!;
        // Beyond 100% is an advance past the balance, which the services allow only with a staff note.
        const amount = shareHalfUp(Math.max(balanceOf(ownerId), 0), step.part, 100);
        if (amount <= 0) break;
        post(payoutPaid(ownerId, dayFor(ownerId, today), amount, { method: "ach", reference: `ACH-${postings.length}` }, step.part > 100 ? "Advance agreed with the owner" : null));
        break;
      }
      case "adjust": {
        const ownerId = OWNERS[step.owner]!;
        post(adjustment(ownerId, dayFor(ownerId, today), step.amountCents, "Goodwill credit"));
        break;
      }
      case "close": {
        // Closing the last month that ended closes every earlier one still open.
        const ownerId = OWNERS[step.owner]!;
        const through = closedThrough.get(ownerId);
        for (let month = through ? nextMonth(through) : monthOf(START); month < monthOf(today); month = nextMonth(month)) {
          closed.push(statementFor(postings, ownerId, month));
          closedThrough.set(ownerId, month);
        }
        break;
      }
      case "remit": {
        // The services refuse a remittance or draw beyond what the account holds.
        const owed = -netByAccount(postings).hotel_tax_payable;
        const amount = shareHalfUp(Math.max(owed, 0), step.part, 100);
        if (amount > 0) post(taxRemitted(today, amount, { reference: `VI-${postings.length}`, coversFrom: START, coversTo: today }));
        break;
      }
      case "draw": {
        const earned = -netByAccount(postings).brokerage_income;
        const amount = shareHalfUp(Math.max(earned, 0), step.part, 100);
        if (amount > 0) post(brokerageDrawn(today, amount, { reference: `OP-${postings.length}` }));
        break;
      }
      case "wait":
        today = addDays(today, step.days);
        break;
      case "settle":
        settleDue();
        break;
    }
    expect(postings.flatMap((posting) => posting.lines).reduce((sum, line) => sum + line.amountCents, 0)).toBe(0);
    const all = reconcile(postings, START, "9999-12-31");
    expect(all.differenceCents).toBe(0);
    expect(all.trustDifferenceCents).toBe(0);
  }
  return { postings, closed, today };
}

describe("the trust ledger over random sequences of events", () => {
  it("always balances, reconciles (with tax remitted and income drawn), carries each closing into the next opening and never changes a closed statement", () => {
    let runsWithClosedStatements = 0;
    let runsWithLateCorrections = 0;
    let runsWithRemittancesAndDraws = 0;
    const villaContracts = fc.tuple(...VILLAS.map(() => fc.tuple(contractArb(START), fc.option(contractArb("2026-03-01"), { nil: null })).map(([first, later]) => (later ? [first, later] : [first]))));
    fc.assert(
      fc.property(villaContracts, fc.array(command, { minLength: 20, maxLength: 60 }), (contracts, commands) => {
        const { postings, closed, today } = run(contracts, commands);
        if (closed.length > 0 && postings.some((posting) => posting.kind === "late_correction")) runsWithLateCorrections++;
        if (closed.length > 0) runsWithClosedStatements++;
        if (postings.some((posting) => posting.kind === "tax_remittance") && postings.some((posting) => posting.kind === "brokerage_draw")) runsWithRemittancesAndDraws++;
        for (const snapshot of closed) expect(statementFor(postings, snapshot.ownerId, snapshot.month)).toEqual(snapshot);
        for (const ownerId of OWNERS) {
          let month = monthOf(START);
          while (month <= monthOf(today)) {
            const statement = statementFor(postings, ownerId, month);
            expect(statementFor(postings, ownerId, nextMonth(month)).openingCents).toBe(statement.closingCents);
            month = nextMonth(month);
          }
        }
        for (let month = monthOf(START); month <= monthOf(today); month = nextMonth(month)) {
          const period = reconcile(postings, `${month}-01`, `${month}-31`);
          expect(period.differenceCents).toBe(0);
          expect(period.trustDifferenceCents).toBe(0);
        }
      }),
      { numRuns: 200 },
    );
    // The sequences reach what the property is about: statements closed, and refunds after checkout.
    expect(runsWithClosedStatements).toBeGreaterThan(20);
    expect(runsWithLateCorrections).toBeGreaterThan(5);
    expect(runsWithRemittancesAndDraws).toBeGreaterThan(5);
  });
});
