import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/features/accounts/index.server";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { listingRevisions } from "./listing-revision.table";
import { listListingsNeedingAttention, STALE_LISTING_DAYS } from "./listings-needing-attention.server";

const NOW = new Date("2031-03-01T13:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

async function user(email: string, role: "agent" | "admin" | "buyer" = "agent"): Promise<SessionUser> {
  const row = await createTestAgent(email, email.split("@")[0], { role });
  return { id: row.id, email: row.email, name: row.name, role, status: "active", emailVerified: true };
}

describe("listings needing attention", () => {
  it("lists the user's own listings sent back by review, with rejected changes, or unchanged too long, oldest change first", async () => {
    const maya = await user("maya@agents.example");
    const omar = await user("omar@agents.example");
    const rejected = await createTestListing({ title: "Sent back", agentId: maya.id, reviewStatus: "rejected", adminNotes: "Add the cistern size.", updatedAt: daysAgo(3) });
    const revised = await createTestListing({ title: "Changes refused", agentId: maya.id, updatedAt: daysAgo(10) });
    await getDb().insert(listingRevisions).values({ listingId: revised.id, proposed: {}, status: "rejected", reason: "Photos are blurry.", proposedByEmail: maya.email });
    const stale = await createTestListing({ title: "Gone quiet", agentId: maya.id, updatedAt: daysAgo(STALE_LISTING_DAYS + 1) });
    await createTestListing({ title: "Fresh", agentId: maya.id, updatedAt: daysAgo(STALE_LISTING_DAYS - 1) });
    await createTestListing({ title: "Sold long ago", agentId: maya.id, kind: "sold", closePrice: 500_000, updatedAt: daysAgo(400) });
    await createTestListing({ title: "From the MLS", agentId: maya.id, listingSource: "mls", updatedAt: daysAgo(400) });
    await createTestListing({ title: "Waiting for review", agentId: maya.id, reviewStatus: "pending", updatedAt: daysAgo(400) });
    await createTestListing({ title: "Omar's", agentId: omar.id, reviewStatus: "rejected", updatedAt: daysAgo(400) });

    const result = await listListingsNeedingAttention(maya, NOW);
    if (!result.success) throw new Error(result.error);
    expect(result.data.total).toBe(3);
    expect(result.data.items.map((item) => [item.id, item.reason, item.note])).toEqual([
      [stale.id, "stale", ""],
      [revised.id, "revision-rejected", "Photos are blurry."],
      [rejected.id, "rejected", "Add the cistern size."],
    ]);

    const omars = await listListingsNeedingAttention(omar, NOW);
    expect(omars.success && omars.data.items.map((item) => item.title)).toEqual(["Omar's"]);
  });

  it("shows an administrator only their own listings and refuses a buyer", async () => {
    const maya = await user("maya@agents.example");
    const admin = await user("office@agents.example", "admin");
    await createTestListing({ title: "Maya's", agentId: maya.id, reviewStatus: "rejected" });
    const adminsOwn = await createTestListing({ title: "Office listing", agentId: admin.id, reviewStatus: "rejected" });
    const result = await listListingsNeedingAttention(admin, NOW);
    expect(result.success && result.data.items.map((item) => item.id)).toEqual([adminsOwn.id]);
    expect(await listListingsNeedingAttention(await user("pat@people.example", "buyer"), NOW)).toMatchObject({ success: false, code: "forbidden" });
  });
});
