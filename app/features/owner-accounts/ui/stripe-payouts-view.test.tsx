import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { StripePayoutCheck, StripePayoutsPage } from "../read-stripe-payouts.server";
import { StripePayoutsView } from "./stripe-payouts-view";

const PERIOD = { from: "2026-04-01", to: "2026-04-30" };

const payout: StripePayoutCheck = {
  stripePayoutId: "po_1April14",
  arrivalOn: "2026-04-14",
  status: "in_transit",
  currency: "usd",
  amountCents: 255_337,
  itemCount: 3,
  matchedCount: 2,
  feesCents: 7_788,
  grossCents: 263_125,
  grossMatchedCents: 253_225,
  addsUp: true,
  unmatched: [{ balanceTransactionId: "txn_1Stray", type: "charge", sourceId: "ch_1Stray", amountCents: 9_900, feeCents: 317 }],
};

function render(page: StripePayoutsPage | null, error: string | null = null): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <StripePayoutsView period={PERIOD} page={page} error={error} reply={undefined} /> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("the trust page's Stripe payouts", () => {
  it("says briefly that Stripe is not set up, without the form", () => {
    const html = render({ configured: false, payouts: [] });
    expect(html).toContain("Stripe is not set up for this site");
    expect(html).not.toContain("Check Stripe now");
  });

  it("shows each payout's matches, fees and sums, and lists the items to chase by their Stripe ids", () => {
    const html = render({ configured: true, payouts: [payout] });
    expect(html).toContain("Check Stripe now");
    expect(html).toContain("po_1April14 (in transit)");
    expect(html).toContain("$2,553.37");
    expect(html).toContain("2 of 3");
    expect(html).toContain("$2,532.25 of $2,631.25");
    expect(html).toContain("$77.88");
    expect(html).toContain("Items not matched to a posting");
    expect(html).toContain("txn_1Stray");
    expect(html).toContain("ch_1Stray");
    expect(html).toContain("$99");
  });

  it("says when every item is matched, and when no payout arrives in the period", () => {
    expect(render({ configured: true, payouts: [{ ...payout, matchedCount: 3, unmatched: [] }] })).toContain("Every item of these payouts is matched");
    expect(render({ configured: true, payouts: [] })).toContain("No Stripe payout arrives between");
  });
});
