import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { users } from "~/features/accounts/user.table";
import { createSession, validateSessionToken } from "~/features/accounts/session.server";
import { loadEnquiryForm } from "./enquiry-page.server";
import { NOW } from "./lead-test-helpers";

const listing = { id: "6a1c8d4e-2b1f-4c3a-9e5d-7f0a1b2c3d4e", title: "Sea Grape Cottage" };

describe("loadEnquiryForm", () => {
  it("fills in a signed-in buyer's name, address and phone, and nobody else's", async () => {
    const [buyer] = await getDb()
      .insert(users)
      .values({ email: "riley@example.com", name: "Riley Quinn", phone: "(340) 555-0191", role: "buyer", status: "active", passwordHash: "x" })
      .returning();
    const asBuyer = await loadEnquiryForm(listing, { id: buyer!.id, email: buyer!.email, name: buyer!.name, role: "buyer", status: "active", emailVerified: true }, NOW);
    expect(asBuyer.prefill).toEqual({ name: "Riley Quinn", email: "riley@example.com", phone: "(340) 555-0191" });
    // Showing times offered from now (island clock) to 90 days ahead.
    expect(asBuyer.showingWindow).toEqual({ min: "2031-03-01T09:00", max: "2031-05-30T09:00" });

    expect((await loadEnquiryForm(listing, null, NOW)).prefill).toEqual({});
    const agent = { id: buyer!.id, email: "dana@example.com", name: "Dana", role: "agent" as const, status: "active" as const, emailVerified: true };
    expect((await loadEnquiryForm(listing, agent, NOW)).prefill).toEqual({});
  });

  it("fills in the phone a buyer's session carries, as a signed-in page render gets it", async () => {
    const [buyer] = await getDb()
      .insert(users)
      .values({ email: "casey@example.com", name: "Casey Morgan", phone: "(340) 555-0144", role: "buyer", status: "active", passwordHash: "x" })
      .returning();
    const { token } = await createSession(buyer!.id);
    const signedIn = await validateSessionToken(token);
    expect((await loadEnquiryForm(listing, signedIn!.user, NOW)).prefill).toEqual({ name: "Casey Morgan", email: "casey@example.com", phone: "(340) 555-0144" });

    await getDb().update(users).set({ phone: null }).where(eq(users.id, buyer!.id));
    const withoutPhone = await validateSessionToken(token, new Date(), { fresh: true });
    expect((await loadEnquiryForm(listing, withoutPhone!.user, NOW)).prefill).toEqual({ name: "Casey Morgan", email: "casey@example.com" });
  });

  it("offers no showing times for a rental", async () => {
    expect((await loadEnquiryForm({ ...listing, showings: false }, null, NOW)).showingWindow).toBeNull();
  });
});
