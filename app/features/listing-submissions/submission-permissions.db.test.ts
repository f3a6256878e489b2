import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { listings } from "~/features/listings/listing.table";
import { LISTING_MESSAGES } from "~/features/listings/listing-rules";
import { handlePortfolioAction } from "~/features/portfolio/portfolio-admin.server";
import { getDb } from "~/shared/db/client.server";
import { agentUser, form, saleFields } from "./agent-listing-test-data";
import { getEditableListing, handleAgentListingEdit, withdrawAgentListing } from "./edit-agent-listing.server";
import { AGENT_LISTING_MESSAGES, handleAgentListingForm } from "./submit-agent-listing.server";

const row = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0];

describe("agent listing services act only for the listing's own agent", () => {
  it("an agent can neither read, edit nor withdraw another agent's listing: it looks unknown and stays as it was", async () => {
    const owner = await agentUser("owner-perm@example.test");
    const other = await agentUser("other-perm@example.test");
    const listing = await createTestListing({ title: "Owner's Cottage", reviewStatus: "rejected", agentId: owner.id });

    expect(await getEditableListing(other, listing.id)).toEqual({ success: false, code: "not_found", error: LISTING_MESSAGES.notFound });
    expect(await handleAgentListingEdit(other, listing.id, form({ ...saleFields, title: "Taken" }))).toMatchObject({ status: 404 });
    expect(await withdrawAgentListing(other, listing.id)).toMatchObject({ success: false, code: "not_found" });
    expect(await row(listing.id)).toMatchObject({ title: "Owner's Cottage", reviewStatus: "rejected" });
    expect(await getEditableListing(owner, listing.id)).toMatchObject({ success: true });
  });

  it("an administrator or a buyer cannot use the agent's forms, and a pending agent is told why", async () => {
    const agent = await agentUser("forms-perm@example.test");
    const listing = await createTestListing({ reviewStatus: "pending", agentId: agent.id });
    const notAgent = { status: 403, body: { fieldErrors: {}, formError: AGENT_LISTING_MESSAGES.notAgent } };
    expect(await handleAgentListingForm({ ...agent, role: "admin" }, "sale", form(saleFields))).toMatchObject(notAgent);
    expect(await handleAgentListingForm({ ...agent, role: "buyer" }, "sale", form(saleFields))).toMatchObject(notAgent);
    expect(await handleAgentListingForm({ ...agent, status: "pending" }, "sale", form(saleFields))).toMatchObject({
      status: 403,
      body: { formError: AGENT_LISTING_MESSAGES.pending },
    });
    expect(await withdrawAgentListing({ ...agent, role: "admin" }, listing.id)).toMatchObject({ success: false, code: "not_found" });
    expect(await row(listing.id)).toBeDefined();
  });
});

describe("the portfolio service", () => {
  it("refuses an agent with 403 and changes nothing", async () => {
    const agent = await agentUser("portfolio-perm@example.test");
    const item = await createTestListing({ category: "land", subcategory: "lot" });
    expect(await handlePortfolioAction(agent, form({ intent: "delete", id: item.id }))).toEqual({
      status: 403,
      body: { intent: "error", formError: "You are not allowed to do this" },
    });
    expect(await row(item.id)).toBeDefined();
  });
});
