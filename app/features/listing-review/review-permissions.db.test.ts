import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forbidden } from "~/shared/access/permissions";
import { auditLog } from "~/features/audit/audit.table";
import { listings } from "~/features/listings/listing.table";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { getReviewPreview, removeListing, reviewListing } from "./admin-review.server";
import { getReviewState, listReviewQueue, readReviewedFilter } from "./review-queue.server";

const row = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0];
const audited = async (id: string) => getDb().select().from(auditLog).where(eq(auditLog.subjectId, id));

describe("the review services refuse anyone who does not review listings", () => {
  it("an agent cannot approve, reject or delete a listing, not even their own: nothing changes, nothing is audited", async () => {
    const agent = await createTestAgent();
    const listing = await createTestListing({ reviewStatus: "pending", agentId: agent.id });

    expect(await reviewListing(agent, listing.id, "approved", "Looks fine")).toEqual(forbidden());
    expect(await removeListing(agent, listing.id)).toEqual(forbidden());
    expect(await row(listing.id)).toMatchObject({ reviewStatus: "pending", adminNotes: "" });
    expect(await audited(listing.id)).toEqual([]);
  });

  it("a buyer, or an administrator whose account is not active, is refused too", async () => {
    const admin = await createTestAgent(undefined, "Ada Admin", { role: "admin" });
    const listing = await createTestListing({ reviewStatus: "pending" });
    expect(await reviewListing({ ...admin, role: "buyer" }, listing.id, "rejected")).toEqual(forbidden());
    expect(await reviewListing({ ...admin, status: "pending" }, listing.id, "rejected")).toEqual(forbidden());
    expect(await reviewListing(admin, listing.id, "rejected")).toEqual({ success: true, id: listing.id });
    expect(await row(listing.id)).toMatchObject({ reviewStatus: "rejected" });
  });

  it("only a reviewer reads the queue, a listing's review state and its preview", async () => {
    const agent = await createTestAgent();
    const listing = await createTestListing({ reviewStatus: "pending", agentId: agent.id });
    const filter = readReviewedFilter(new URLSearchParams());
    expect(await listReviewQueue(agent, filter)).toEqual(forbidden());
    expect(await getReviewState(agent, listing.id)).toEqual(forbidden());
    expect(await getReviewPreview(agent, listing.id)).toEqual(forbidden());

    const admin = await createTestAgent(undefined, "Ada Admin", { role: "admin" });
    expect(await listReviewQueue(admin, filter)).toMatchObject({ success: true });
    expect(await getReviewState(admin, listing.id)).toMatchObject({ success: true, data: { id: listing.id } });
    expect(await getReviewPreview(admin, listing.id)).toMatchObject({ success: true });
  });
});
