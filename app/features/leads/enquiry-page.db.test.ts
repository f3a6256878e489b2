import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { users } from "~/features/accounts/user.table";
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

  it("offers no showing times for a rental", async () => {
    expect((await loadEnquiryForm({ ...listing, showings: false }, null, NOW)).showingWindow).toBeNull();
  });
});
