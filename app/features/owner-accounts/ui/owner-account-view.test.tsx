import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { OwnerAccountPage } from "../read-owner-account.server";
import { OwnerAccountView } from "./owner-account-view";

const page = (stripe: Pick<OwnerAccountPage, "stripeAccountId" | "stripeConfigured">): OwnerAccountPage => ({
  owner: { id: "00000000-0000-4000-8000-0000000000a1", name: "Dana Whitfield", email: "dana@example.test", phone: null, invitationAccepted: true } as OwnerAccountPage["owner"],
  balanceCents: 150_000,
  villas: [],
  months: [],
  lastMonth: "2026-03",
  years: [2026],
  ...stripe,
});

function render(stripe: Pick<OwnerAccountPage, "stripeAccountId" | "stripeConfigured">): string {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <OwnerAccountView page={page(stripe)} linkable={[]} summary={null} summaryError={null} reply={undefined} today="2026-04-15" paymentAttempt="11111111-2222-4333-8444-555555555555" />,
    },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("the owner's office page and Stripe", () => {
  it("always offers the Stripe account field, filled with the owner's account", () => {
    const html = render({ stripeAccountId: "acct_1OwnerVilla42", stripeConfigured: false });
    expect(html).toContain("Stripe account for payouts");
    expect(html).toMatch(/name="stripeAccountId"[^>]*value="acct_1OwnerVilla42"|value="acct_1OwnerVilla42"[^>]*name="stripeAccountId"/);
  });

  it("offers paying through Stripe only when Stripe is configured and the owner has an account, with the attempt id", () => {
    expect(render({ stripeAccountId: "acct_1OwnerVilla42", stripeConfigured: false })).not.toContain("Pay now through Stripe");
    expect(render({ stripeAccountId: null, stripeConfigured: true })).not.toContain("Pay now through Stripe");
    const html = render({ stripeAccountId: "acct_1OwnerVilla42", stripeConfigured: true });
    expect(html).toContain("Pay now through Stripe");
    expect(html).toMatch(/name="attempt" value="11111111-2222-4333-8444-555555555555"/);
  });
});
