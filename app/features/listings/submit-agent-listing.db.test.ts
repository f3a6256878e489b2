import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/features/accounts/authorization.server";
import { getDb } from "~/shared/db/client.server";
import { listings } from "./listing.table";
import { createTestAgent, createTestListing } from "./listing-factory";
import { LISTING_MESSAGES } from "./listing-rules";
import { updateListingStatus } from "./review-listing.server";
import { AGENT_LISTING_MESSAGES, handleAgentListingForm, listAgentListings } from "./submit-agent-listing.server";

async function agentUser(email: string, status: SessionUser["status"] = "active"): Promise<SessionUser> {
  const agent = await createTestAgent(email, "Dana Sprauve");
  return { id: agent.id, email: agent.email, name: agent.name, role: "agent", status };
}

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

const sale = {
  title: "Gifft Hill Garden Cottage",
  category: "residential",
  subcategory: "cottage",
  area: "Gifft Hill",
  listPrice: "$745,000",
  bedroomsTotal: "2",
  bathroomsTotalInteger: "1",
  livingArea: "980",
  lotSizeAcres: "0.4",
  yearBuilt: "1998",
  description: "A shaded cottage with a view over Rendezvous Bay.",
  features: "Cistern, Solar panels\nOcean view",
};

const storedCount = async () => (await getDb().select({ id: listings.id }).from(listings)).length;

describe("handleAgentListingForm", () => {
  it("stores an active agent's sale listing as pending, agentInfo from the session user", async () => {
    const user = await agentUser("dana@example.test");
    const reply = await handleAgentListingForm(user, form({ ...sale, listAgentName: "Someone Else", standardStatus: "Closed" }));
    expect(reply).toEqual({ status: 200, body: { submitted: true, id: expect.any(String), message: AGENT_LISTING_MESSAGES.submitted } });
    if (reply.status !== 200) return;

    const [row] = await getDb().select().from(listings).where(eq(listings.id, reply.body.id));
    expect(row).toMatchObject({
      kind: "sale",
      title: sale.title,
      listPrice: 745_000,
      bedroomsTotal: 2,
      area: "Gifft Hill",
      features: ["Cistern", "Solar panels", "Ocean view"],
      reviewStatus: "pending",
      standardStatus: "Active",
      listAgentName: "Dana Sprauve",
      agentId: user.id,
      agentInfo: { email: "dana@example.test", name: "Dana Sprauve", role: "agent" },
    });
  });

  it("refuses a pending agent and stores nothing", async () => {
    const user = await agentUser("pending@example.test", "pending");
    const reply = await handleAgentListingForm(user, form(sale));
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ formError: expect.stringContaining("Your account is waiting for approval") });
    expect(await storedCount()).toBe(0);
  });

  it("refuses absurd values with a message per field and stores nothing", async () => {
    const user = await agentUser("absurd@example.test");
    const reply = await handleAgentListingForm(user, form({ ...sale, title: "  ", listPrice: "-5", bedroomsTotal: "900", area: "Atlantis" }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      fieldErrors: {
        title: LISTING_MESSAGES.title,
        listPrice: LISTING_MESSAGES.price,
        bedroomsTotal: LISTING_MESSAGES.bedrooms,
        area: AGENT_LISTING_MESSAGES.area,
      },
      values: { listPrice: "-5", bedroomsTotal: "900" },
    });
    expect(await storedCount()).toBe(0);
  });

  it("refuses a subcategory of another category", async () => {
    const user = await agentUser("mixed@example.test");
    const reply = await handleAgentListingForm(user, form({ ...sale, category: "land" }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ fieldErrors: { subcategory: LISTING_MESSAGES.subcategory("land") } });
    expect(await storedCount()).toBe(0);
  });
});

describe("listAgentListings", () => {
  it("lists only the agent's own listings across kinds, newest first, with review details and public links once approved", async () => {
    const mine = "dana@example.test";
    const older = await createTestListing({
      kind: "sold",
      title: "Old Sold Villa",
      agentInfo: { email: mine, name: "Dana", role: "agent" },
      submittedAt: new Date("2025-01-01T00:00:00Z"),
    });
    const newer = await createTestListing({
      kind: "sale",
      title: "New Sale Home",
      agentInfo: { email: "DANA@example.test", name: "Dana", role: "agent" },
      submittedAt: new Date("2025-06-01T00:00:00Z"),
    });
    await createTestListing({ kind: "sale", title: "Someone Else's Home", agentInfo: { email: "jordan@example.test", name: "Jordan", role: "agent" } });
    await updateListingStatus(older.id, "approved", "Lovely photos");
    await updateListingStatus(newer.id, "rejected", "Please add the lot size");

    const result = await listAgentListings(mine);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.map((row) => row.title)).toEqual(["New Sale Home", "Old Sold Villa"]);
    expect(result.data[0]).toMatchObject({ kind: "sale", reviewStatus: "rejected", adminNotes: "Please add the lot size", publicPath: null });
    expect(result.data[1]).toMatchObject({ kind: "sold", reviewStatus: "approved", adminNotes: "Lovely photos", reviewedAt: expect.any(String) });
    expect(result.data[1]?.publicPath).toMatch(/^\/(soldproperty|landsold)\//);
  });

  it("answers nothing for another agent", async () => {
    await createTestListing({ title: "Dana's Home", agentInfo: { email: "dana@example.test", name: "Dana", role: "agent" } });
    const result = await listAgentListings("jordan@example.test");
    expect(result).toEqual({ success: true, data: [] });
  });
});
