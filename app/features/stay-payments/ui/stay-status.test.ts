import { describe, expect, it } from "vitest";
import type { StayView } from "../stay-page.server";
import { stayStateOf } from "./stay-status";

const ledger = { chargedCents: 0, refundedCents: 0, refundingCents: 0, refundableCents: 0, netPaidCents: 0 } as StayView["ledger"];
const base = { status: "approved", due: null, payments: [], ledger, paymentsOn: true } as unknown as StayView;
const deposit = { kind: "deposit", amountCents: 75_000 } as const;
const payment = (status: string) => ({ id: "p1", kind: "deposit" as const, status, amountCents: 75_000, at: new Date(), reason: null, failure: null });

describe("stayStateOf", () => {
  it("names one state at a time: waiting, declined, canceled, due, confirmed", () => {
    expect(stayStateOf({ ...base, status: "pending" }, false)).toBe("pending");
    expect(stayStateOf({ ...base, status: "rejected" }, false)).toBe("rejected");
    expect(stayStateOf({ ...base, status: "cancelled", due: deposit }, true)).toBe("cancelled");
    expect(stayStateOf({ ...base, due: deposit }, false)).toBe("due");
    expect(stayStateOf({ ...base, due: { kind: "balance", amountCents: 10 } }, false)).toBe("balanceDue");
    expect(stayStateOf(base, true)).toBe("confirmed");
  });

  it("back from Stripe with the payment still pending: being confirmed, never due", () => {
    expect(stayStateOf({ ...base, due: deposit, payments: [payment("pending")] }, true)).toBe("confirming");
    // Not back from Stripe (an abandoned checkout), or its payment failed: still due.
    expect(stayStateOf({ ...base, due: deposit, payments: [payment("pending")] }, false)).toBe("due");
    expect(stayStateOf({ ...base, due: deposit, payments: [payment("failed")] }, true)).toBe("due");
  });
});
