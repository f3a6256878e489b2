import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/features/accounts/index.server";
import { recentAuditEntries } from "~/features/audit/audit-test-helpers";
import { agentUser, form, saleFields, testImage, uploadToken } from "~/features/listing-submissions/agent-listing-test-data";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { addListingPhotos } from "~/features/listings/listing-photos.server";
import { LISTING_MESSAGES } from "~/features/listings/listing-rules";
import { photosOf } from "~/features/listings/listing-store.server";
import { listings } from "~/features/listings/listing.table";
import { getDb } from "~/shared/db/client.server";
import { approveListingRevision, getRevisionReview, listPendingRevisions, rejectListingRevision } from "./decide-revision.server";
import { getListingUpkeep } from "./listing-upkeep.server";
import { listingRevisions } from "./listing-revision.table";
import { reviseListing } from "./propose-revision.server";
import { seedDemoRevisions } from "./seed-revisions.server";
import { UPKEEP_MESSAGES } from "./upkeep-messages";

const row = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0]!;
const revisions = async (listingId: string) => getDb().select().from(listingRevisions).where(eq(listingRevisions.listingId, listingId));

async function adminUser(): Promise<SessionUser> {
  const admin = await createTestAgent(undefined, "Morgan Hale", { role: "admin" });
  return { id: admin.id, email: admin.email, name: admin.name, role: "admin", status: "active", emailVerified: true };
}

/** An approved sale of `agent` with two photos, as the agent's listing form would have stored it. */
async function approvedSale(agent: SessionUser, overrides: Parameters<typeof createTestListing>[0] = {}) {
  const listing = await createTestListing({
    title: saleFields.title,
    subcategory: "cottage",
    area: "Gifft Hill",
    listPrice: 745_000,
    bedroomsTotal: 2,
    bathroomsTotalInteger: 1,
    livingArea: 980,
    lotSizeAcres: 0.4,
    yearBuilt: 1998,
    description: "A shaded cottage with a view over Rendezvous Bay.",
    features: ["Cistern 15,000 gal", "Solar panels", "Ocean view"],
    agentId: agent.id,
    ...overrides,
  });
  const photos = await addListingPhotos(listing.id, [
    { ...testImage(1), alt: "Front" },
    { ...testImage(2), alt: "Pool" },
  ]);
  if (!photos.success) throw new Error(photos.error);
  return { listing, photos: photos.data };
}

const edit = (photos: { photo: string[]; photoAlt: string[] }, fields: Record<string, string> = {}) => form({ ...saleFields, listPrice: "1", ...photos, ...fields });

describe("an agent's changes to an approved listing's text and photos", () => {
  it("are stored apart for review while the approved version stays public, one per listing", async () => {
    const agent = await agentUser("revise@example.test");
    const { listing, photos } = await approvedSale(agent);
    const [front, pool] = photos;
    const first = await reviseListing(agent, listing.id, edit({ photo: [front!.id, pool!.id], photoAlt: ["Front", "Pool"] }, { description: "Now with a new deck." }));
    expect(first).toEqual({ status: 200, body: { saved: true, applied: false, message: UPKEEP_MESSAGES.proposed } });
    // Live: unchanged, still approved; the posted price is ignored (prices have their own form).
    expect(await row(listing.id)).toMatchObject({ description: "A shaded cottage with a view over Rendezvous Bay.", reviewStatus: "approved", listPrice: 745_000 });

    const second = await reviseListing(
      agent,
      listing.id,
      edit({ photo: [pool!.id, uploadToken(agent, 3)], photoAlt: ["The pool at dusk", "The new deck"] }, { title: "Gifft Hill Cottage with Deck", description: "Now with a new deck." }),
    );
    expect(second.status).toBe(200);
    const stored = await revisions(listing.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "pending", proposedByEmail: agent.email, proposed: { title: "Gifft Hill Cottage with Deck", description: "Now with a new deck." } });
    expect(stored[0]!.proposed).not.toHaveProperty("listPrice");
    expect((await photosOf(listing.id)).map((photo) => photo.alt)).toEqual(["Front", "Pool"]);

    const upkeep = await getListingUpkeep(agent, listing.id);
    expect(upkeep.success && upkeep.data.revision?.diff.lines.map((line) => [line.label, line.live, line.proposed])).toEqual([
      ["Title", saleFields.title, "Gifft Hill Cottage with Deck"],
      ["Description", "A shaded cottage with a view over Rendezvous Bay.", "Now with a new deck."],
    ]);
    expect(upkeep.success && upkeep.data.values.title).toBe("Gifft Hill Cottage with Deck");
    expect(upkeep.success && upkeep.data.photos.map((photo) => photo.alt)).toEqual(["The pool at dusk", "The new deck"]);
    const [entry] = await recentAuditEntries();
    expect(entry).toMatchObject({ action: "listing.revision.propose", actorId: agent.id, subjectId: listing.id, after: { fields: ["title", "description"], replaced: true } });
  });

  it("are approved by an administrator: applied with their photos, audited, and the revision is gone", async () => {
    const agent = await agentUser("approve@example.test");
    const admin = await adminUser();
    const { listing, photos } = await approvedSale(agent);
    const [, pool] = photos;
    await reviseListing(agent, listing.id, edit({ photo: [pool!.id, uploadToken(agent, 3)], photoAlt: ["The pool at dusk", "The new deck"] }, { title: "Gifft Hill Cottage with Deck" }));

    const queue = await listPendingRevisions(admin);
    expect(queue.success && queue.data.map((item) => [item.listingId, item.title, item.proposedByEmail])).toEqual([[listing.id, saleFields.title, agent.email]]);
    const review = await getRevisionReview(admin, listing.id);
    expect(review.success && review.data.diff.photos.changed).toBe(true);

    expect(await approveListingRevision(admin, listing.id)).toEqual({ success: true, id: listing.id });
    expect(await row(listing.id)).toMatchObject({ title: "Gifft Hill Cottage with Deck", reviewStatus: "approved", listPrice: 745_000, slug: listing.slug });
    expect((await photosOf(listing.id)).map((photo) => photo.alt)).toEqual(["The pool at dusk", "The new deck"]);
    expect(await revisions(listing.id)).toEqual([]);
    const [entry] = await recentAuditEntries();
    expect(entry).toMatchObject({ action: "listing.revision.approve", actorId: admin.id, after: { title: "Gifft Hill Cottage with Deck", fields: ["title"], photos: 2 } });
    expect(await approveListingRevision(admin, listing.id)).toMatchObject({ success: false, code: "not_found", error: UPKEEP_MESSAGES.noRevision });
  });

  it("are rejected with a reason the agent sees, leaving the listing as it was", async () => {
    const agent = await agentUser("reject@example.test");
    const admin = await adminUser();
    const { listing, photos } = await approvedSale(agent);
    await reviseListing(agent, listing.id, edit({ photo: photos.map((photo) => photo.id), photoAlt: ["Front", "Pool"] }, { description: "Best deal on the island!!!" }));

    expect(await rejectListingRevision(admin, listing.id, "  ")).toMatchObject({ success: false, fieldErrors: { reason: UPKEEP_MESSAGES.reasonRequired } });
    expect(await rejectListingRevision(agent, listing.id, "No")).toMatchObject({ success: false, code: "forbidden" });
    expect(await rejectListingRevision(admin, listing.id, "Please describe the property, not the deal.")).toEqual({ success: true, id: listing.id });
    expect(await row(listing.id)).toMatchObject({ description: "A shaded cottage with a view over Rendezvous Bay." });
    const upkeep = await getListingUpkeep(agent, listing.id);
    expect(upkeep.success && upkeep.data.revision).toMatchObject({ status: "rejected", reason: "Please describe the property, not the deal." });
    expect((await listPendingRevisions(admin)).success && ((await listPendingRevisions(admin)) as { data: unknown[] }).data).toEqual([]);
    const [entry] = await recentAuditEntries();
    expect(entry).toMatchObject({ action: "listing.revision.reject", after: { reason: "Please describe the property, not the deal." } });

    // Editing again sends a new proposal for review.
    await reviseListing(agent, listing.id, edit({ photo: photos.map((photo) => photo.id), photoAlt: ["Front", "Pool"] }, { description: "A shaded cottage with a new deck." }));
    expect(await revisions(listing.id)).toMatchObject([{ status: "pending", reason: "" }]);
  });

  it("refuses bad input, another agent's listing and MLS listings, storing nothing", async () => {
    const agent = await agentUser("bad@example.test");
    const other = await agentUser("someone@example.test");
    const { listing, photos } = await approvedSale(agent);
    const keep = { photo: photos.map((photo) => photo.id), photoAlt: ["Front", "Pool"] };
    const blank = await reviseListing(agent, listing.id, edit(keep, { title: " " }));
    expect(blank).toMatchObject({ status: 400, body: { fieldErrors: { title: LISTING_MESSAGES.title } } });
    const theirs = await reviseListing(other, listing.id, edit(keep, { title: "Mine now" }));
    expect(theirs).toMatchObject({ status: 404, body: { formError: LISTING_MESSAGES.notFound } });
    const mls = (await approvedSale(agent, { listingSource: "mls", listingKey: "MLS-9" })).listing;
    expect(await reviseListing(agent, mls.id, edit({ photo: [], photoAlt: [] }, { title: "Renamed" }))).toMatchObject({ status: 409, body: { formError: UPKEEP_MESSAGES.mls } });
    const unchanged = await reviseListing(agent, listing.id, edit(keep));
    expect(unchanged).toMatchObject({ status: 200, body: { message: UPKEEP_MESSAGES.matchesLive } });
    expect(await getDb().select().from(listingRevisions)).toEqual([]);
  });

  it("apply at once when an administrator makes them, audited", async () => {
    const agent = await agentUser("direct@example.test");
    const admin = await adminUser();
    const { listing, photos } = await approvedSale(agent);
    const reply = await reviseListing(admin, listing.id, edit({ photo: [photos[0]!.id], photoAlt: ["Front at noon"] }, { title: "Gifft Hill Garden Cottage, renovated" }));
    expect(reply).toEqual({ status: 200, body: { saved: true, applied: true, message: UPKEEP_MESSAGES.applied } });
    expect(await row(listing.id)).toMatchObject({ title: "Gifft Hill Garden Cottage, renovated", reviewStatus: "approved" });
    expect((await photosOf(listing.id)).map((photo) => photo.alt)).toEqual(["Front at noon"]);
    expect(await revisions(listing.id)).toEqual([]);
    const [entry] = await recentAuditEntries();
    expect(entry).toMatchObject({ action: "listing.edit", actorId: admin.id, after: { fields: ["title"], photos: 1 } });
  });
});

describe("a virtual tour on an approved listing", () => {
  it("is set by an administrator at once, and proposed by its agent for review", async () => {
    const agent = await agentUser("tour@example.test");
    const admin = await adminUser();
    const { listing, photos } = await approvedSale(agent);
    const keep = { photo: photos.map((photo) => photo.id), photoAlt: ["Front", "Pool"] };
    const tour = "https://tours.example.com/gifft-hill-cottage";
    expect((await reviseListing(admin, listing.id, edit(keep, { virtualTourUrl: tour }))).body).toMatchObject({ applied: true });
    expect(await row(listing.id)).toMatchObject({ virtualTourUrl: tour, reviewStatus: "approved" });

    const next = "https://tours.example.com/gifft-hill-cottage-2";
    expect((await reviseListing(agent, listing.id, edit(keep, { virtualTourUrl: next }))).body).toMatchObject({ applied: false });
    expect(await row(listing.id)).toMatchObject({ virtualTourUrl: tour });
    expect((await revisions(listing.id))[0]!.proposed).toMatchObject({ virtualTourUrl: next });
    await approveListingRevision(admin, listing.id);
    expect(await row(listing.id)).toMatchObject({ virtualTourUrl: next });
  });
});

describe("the demo's waiting change", () => {
  it("is one revision of the demo villa, diffed against what is live, added once", async () => {
    const agent = await agentUser("agent2@example.test");
    const admin = await adminUser();
    const { listing } = await approvedSale(agent, { title: "Sugarbird Villa", slug: "sugarbird-villa" });
    expect(await seedDemoRevisions(getDb())).toBe(1);
    expect(await seedDemoRevisions(getDb())).toBe(0);
    const review = await getRevisionReview(admin, listing.id);
    expect(review.success && review.data.diff.lines.map((line) => line.field)).toEqual(["description"]);
    expect(review.success && review.data.diff.photos.changed).toBe(false);
  });
});
