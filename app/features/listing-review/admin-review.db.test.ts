import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { recentAuditEntries } from "~/features/audit/audit-test-helpers";
import type { ImageVariant } from "~/features/media/image";
import { createDiskStorage, type Storage } from "~/features/media/storage.server";
import { getDb } from "~/shared/db/client.server";
import { LISTING_KEPT, removeListing, reviewListing } from "./admin-review.server";
import { ownerVillas } from "~/features/owner-accounts/villa-management.table";
import { clampPage } from "~/shared/tables/table-query";
import { listReviewQueue, readReviewedFilter, REVIEWED_PAGE_SIZE, type ReviewedFilter } from "./review-queue.server";
import { listingPhotos } from "~/features/listings/listing-photo.table";
import { listings } from "~/features/listings/listing.table";
import { users } from "~/features/accounts/user.table";
import { LISTING_LIMITS, LISTING_MESSAGES } from "~/features/listings/listing-rules";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";

const missingId = "00000000-0000-4000-8000-000000000000";

async function row(id: string) {
  const [found] = await getDb().select().from(listings).where(eq(listings.id, id));
  return found;
}

async function admin() {
  const user = await createTestAgent(`admin${Math.random().toString(36).slice(2, 8)}@example.test`, "Ada Admin", { role: "admin" });
  return { id: user.id, email: user.email, role: user.role, status: user.status };
}

/** A photo row for a listing (the files themselves do not matter to a review). */
async function withPhoto(listingId: string) {
  const variants: ImageVariant[] = [{ width: 640, height: 480, format: "jpeg", key: `${"c".repeat(64)}/640.jpg` }];
  await getDb().insert(listingPhotos).values({ listingId, position: 0, alt: "A view", width: 640, height: 480, storageKey: "c".repeat(64), variants });
}

describe("reviewListing", () => {
  it("sets the status, the notes and reviewedAt, and records who changed what", async () => {
    const actor = await admin();
    const listing = await createTestListing({ reviewStatus: "pending", title: "Fish Bay Cottage" });
    await withPhoto(listing.id);
    const result = await reviewListing(actor, listing.id, "approved", "  Lovely photos.  ");
    expect(result).toEqual({ success: true, id: listing.id });
    const stored = await row(listing.id);
    expect(stored).toMatchObject({ reviewStatus: "approved", adminNotes: "Lovely photos." });
    expect(stored?.reviewedAt).toBeInstanceOf(Date);

    const [entry] = await recentAuditEntries();
    expect(entry).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "listing.status",
      subjectType: "listing",
      subjectId: listing.id,
      before: { status: "pending", notes: "" },
      after: { status: "approved", notes: "Lovely photos." },
    });
  });

  it("accepts any status of 1 to 40 characters and empty notes by default", async () => {
    const actor = await admin();
    const listing = await createTestListing({ reviewStatus: "pending" });
    expect((await reviewListing(actor, listing.id, "on-hold-for-survey")).success).toBe(true);
    expect(await row(listing.id)).toMatchObject({ reviewStatus: "on-hold-for-survey", adminNotes: "" });
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const actor = await admin();
    const listing = await createTestListing({ reviewStatus: "pending", adminNotes: "" });
    const cases: Array<[unknown, unknown, RegExp]> = [
      ["", "", /status of 1 to 40 characters/],
      ["x".repeat(41), "", /status of 1 to 40 characters/],
      ["approved", "n".repeat(LISTING_LIMITS.adminNotesMax + 1), /Notes must be 4,000 characters or fewer/],
      [undefined, "", /status/],
    ];
    for (const [status, notes, message] of cases) {
      const result = await reviewListing(actor, listing.id, status, notes);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.error).toMatch(message);
    }
    expect(await row(listing.id)).toMatchObject({ reviewStatus: "pending", adminNotes: "", reviewedAt: null });
    expect(await getDb().select().from(auditLog)).toEqual([]);
  });

  it("refuses to approve a listing with no photo, and changes nothing", async () => {
    const actor = await admin();
    const listing = await createTestListing({ reviewStatus: "pending" });
    expect(await reviewListing(actor, listing.id, "approved", "Looks good")).toEqual({
      success: false,
      error: LISTING_MESSAGES.approvalNeedsPhoto,
      fieldErrors: { status: LISTING_MESSAGES.approvalNeedsPhoto },
    });
    expect(await row(listing.id)).toMatchObject({ reviewStatus: "pending", reviewedAt: null });
    expect(await getDb().select().from(auditLog)).toEqual([]);
  });

  it("refuses a near miss of a known status, which would hide the listing by accident", async () => {
    const actor = await admin();
    const listing = await createTestListing({ reviewStatus: "pending" });
    await withPhoto(listing.id);
    for (const typo of ["aproved", "Approved", "rejcted", "needs changes", "PENDING"]) {
      const result = await reviewListing(actor, listing.id, typo);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.fieldErrors?.status).toMatch(new RegExp(`^“${typo}” looks like a typo for “[a-z-]+”`));
    }
    expect(await row(listing.id)).toMatchObject({ reviewStatus: "pending" });
    expect((await reviewListing(actor, listing.id, "on-hold")).success).toBe(true);
  });

  it("answers Listing not found for an unknown or malformed id", async () => {
    const actor = await admin();
    expect(await reviewListing(actor, missingId, "approved")).toEqual({ success: false, error: "Listing not found", code: "not_found" });
    expect(await reviewListing(actor, "not-an-id", "approved")).toEqual({ success: false, error: "Listing not found", code: "not_found" });
    expect(await getDb().select().from(auditLog)).toEqual([]);
  });
});

describe("removeListing", () => {
  let folder: string;
  let storage: Storage;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "admin-review-"));
    storage = createDiskStorage(folder);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** Stores an image's two variant files and returns its variants. */
  async function storedImage(seed: string): Promise<{ storageKey: string; variants: ImageVariant[] }> {
    const hash = seed.repeat(64).slice(0, 64);
    const variants: ImageVariant[] = [
      { width: 640, height: 480, format: "jpeg", key: `${hash}/640.jpg` },
      { width: 640, height: 480, format: "webp", key: `${hash}/640.webp` },
    ];
    for (const variant of variants) await storage.put(variant.key, new Uint8Array([1, 2, 3]), "image/jpeg");
    return { storageKey: hash, variants };
  }

  async function addPhoto(listingId: string, position: number, image: { storageKey: string; variants: ImageVariant[] }) {
    await getDb().insert(listingPhotos).values({ listingId, position, alt: "A view", width: 640, height: 480, ...image });
  }

  it("deletes the listing, records its title and kind, and removes photo files no other listing uses", async () => {
    const actor = await admin();
    const listing = await createTestListing({ kind: "rental", title: "Villa Tradewinds" });
    const other = await createTestListing({ title: "Neighbour" });
    const own = await storedImage("a");
    const shared = await storedImage("b");
    await addPhoto(listing.id, 0, own);
    await addPhoto(listing.id, 1, shared);
    await addPhoto(other.id, 0, shared);

    expect(await removeListing(actor, listing.id, { storage })).toEqual({ success: true, id: listing.id });
    expect(await row(listing.id)).toBeUndefined();
    expect(await getDb().select().from(listingPhotos).where(eq(listingPhotos.listingId, listing.id))).toEqual([]);

    for (const variant of own.variants) expect(await storage.exists(variant.key)).toBe(false);
    for (const variant of shared.variants) expect(await storage.exists(variant.key)).toBe(true);

    const [entry] = await recentAuditEntries();
    expect(entry).toMatchObject({
      actorEmail: actor.email,
      action: "listing.delete",
      subjectId: listing.id,
      before: { title: "Villa Tradewinds", kind: "rental" },
      after: null,
    });
  });

  it("refuses to delete a villa whose owner's records refer to it, and keeps it and them", async () => {
    const actor = await admin();
    const owner = await createTestAgent("owner.kept@example.test", "Olive Owner", { role: "owner" });
    const villa = await createTestListing({ title: "Villa Kept", kind: "rental" });
    await getDb().insert(ownerVillas).values({ listingId: villa.id, ownerId: owner.id });
    expect(await removeListing(actor, villa.id, { storage })).toEqual({ success: false, error: LISTING_KEPT, code: "conflict" });
    expect(await row(villa.id)).toMatchObject({ title: "Villa Kept" });
    expect(await getDb().select().from(ownerVillas)).toHaveLength(1);
    expect(await getDb().select().from(auditLog)).toEqual([]);
  });

  it("answers Listing not found for an unknown id and records nothing", async () => {
    const actor = await admin();
    expect(await removeListing(actor, missingId, { storage })).toEqual({ success: false, error: "Listing not found", code: "not_found" });
    expect(await removeListing(actor, "42", { storage })).toEqual({ success: false, error: "Listing not found", code: "not_found" });
    expect(await getDb().select().from(auditLog)).toEqual([]);
  });
});

describe("listReviewQueue", () => {
  const all: ReviewedFilter = readReviewedFilter(new URLSearchParams());

  it("lists every pending listing, and the reviewed ones a page at a time, most recently reviewed first", async () => {
    await createTestListing({ reviewStatus: "pending", title: "Waiting One" });
    for (let index = 0; index < REVIEWED_PAGE_SIZE + 5; index++) {
      await createTestListing({ reviewStatus: "approved", title: `Reviewed ${index}`, reviewedAt: new Date(Date.UTC(2026, 0, 1 + index)) });
    }
    const first = await listReviewQueue(await admin(), all);
    if (!first.success) throw new Error(first.error);
    expect(first.data.pending.map((item) => item.title)).toEqual(["Waiting One"]);
    expect(first.data).toMatchObject({ reviewedTotal: REVIEWED_PAGE_SIZE + 5, page: 1, pageCount: 2, statuses: ["approved"] });
    expect(first.data.reviewed).toHaveLength(REVIEWED_PAGE_SIZE);
    expect(first.data.reviewed[0]?.title).toBe(`Reviewed ${REVIEWED_PAGE_SIZE + 4}`);

    const second = await listReviewQueue(await admin(), { ...all, page: 2 });
    expect(second.success && second.data.reviewed.map((item) => item.title)).toEqual(["Reviewed 4", "Reviewed 3", "Reviewed 2", "Reviewed 1", "Reviewed 0"]);
    // A page past the end shows the last one.
    const beyond = await listReviewQueue(await admin(), { ...all, page: 99 });
    expect(beyond.success && beyond.data.page).toBe(2);
  });

  it("shows, for any page asked and any status filter, the page the total allows: the asked one, or past the end the last", async () => {
    const titlesByStatus: Record<string, string[]> = { approved: [], rejected: [] };
    for (let index = 0; index < 2 * REVIEWED_PAGE_SIZE + 3; index++) {
      const status = index % 4 === 3 ? "rejected" : "approved";
      const title = `Paged ${String(index).padStart(2, "0")}`;
      await createTestListing({ reviewStatus: status, title, reviewedAt: new Date(Date.UTC(2026, 0, 1 + index)) });
      titlesByStatus[status]!.unshift(title);
    }
    const newestFirst = Object.values(titlesByStatus).flat().sort().reverse();
    const actor = await admin();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), fc.constantFrom("", "approved", "rejected", "withdrawn"), async (asked, status) => {
        const matching = status === "" ? newestFirst : (titlesByStatus[status] ?? []);
        const result = await listReviewQueue(actor, { ...all, status, page: asked });
        if (!result.success) throw new Error(result.error);
        const { page, pageCount } = clampPage(asked, matching.length, REVIEWED_PAGE_SIZE);
        expect(result.data).toMatchObject({ page, pageCount, reviewedTotal: matching.length });
        expect(result.data.reviewed.map((item) => item.title)).toEqual(matching.slice((page - 1) * REVIEWED_PAGE_SIZE, page * REVIEWED_PAGE_SIZE));
      }),
      { numRuns: 30 },
    );
  });

  it("answers each row with what the tables show: the agent by the one rule, the dates, the prices, the notes and the cover photo's thumbnail", async () => {
    const agent = await createTestAgent("row.agent@example.test", "Rhea Row");
    const submittedAt = new Date("2026-03-04T15:06:07.891Z");
    const waiting = await createTestListing({ reviewStatus: "pending", title: "Waiting With Agent", agentId: agent.id, submittedAt, listPrice: 1_250_000 });
    await withPhoto(waiting.id);
    const reviewedAt = new Date("2026-05-06T07:08:09Z");
    await createTestListing({ reviewStatus: "rejected", kind: "sold", title: "Sold By Feed Agent", listAgentName: "Fay Feed", listAgentEmail: "fay@example.test", reviewedAt, closePrice: 990_000, closeDate: "2026-04-30", adminNotes: "Check the close", listingSource: "mls", listingKey: "MLS-9" });
    const result = await listReviewQueue(await admin(), all);
    if (!result.success) throw new Error(result.error);
    expect(result.data.pending).toEqual([
      expect.objectContaining({ id: waiting.id, kind: "sale", title: "Waiting With Agent", agentName: "Rhea Row", agentEmail: "row.agent@example.test", submittedAt, reviewedAt: null, reviewStatus: "pending", adminNotes: "", listPrice: 1_250_000, fromFeed: false }),
    ]);
    expect(result.data.pending[0]?.photo).toMatchObject({ alt: "A view", width: 640, height: 480, variants: [{ width: 640, format: "jpeg", key: `${"c".repeat(64)}/640.jpg` }] });
    expect(result.data.reviewed).toEqual([
      expect.objectContaining({ kind: "sold", agentName: "Fay Feed", agentEmail: "fay@example.test", reviewedAt, closePrice: 990_000, closeDate: "2026-04-30", adminNotes: "Check the close", fromFeed: true, photo: null }),
    ]);
  });

  it("reuses a row read before while nothing it shows changed, and reads it again once its listing, cover photo or agent's account did", async () => {
    const agent = await createTestAgent("kept.agent@example.test", "Kay Kept");
    const waiting = await createTestListing({ reviewStatus: "pending", title: "Kept Row", agentId: agent.id });
    const photo = (alt: string, position: number) => ({ listingId: waiting.id, position, alt, width: 640, height: 480, storageKey: "d".repeat(64), variants: [] });
    // One statement, one transaction: both photos share the version of their rows.
    await getDb().insert(listingPhotos).values([photo("First cover", 0), photo("Second photo", 1)]);
    const actor = await admin();
    const pendingRow = async () => {
      const result = await listReviewQueue(actor, all);
      if (!result.success) throw new Error(result.error);
      return result.data.pending.find((item) => item.id === waiting.id)!;
    };
    const first = await pendingRow();
    expect(first).toMatchObject({ title: "Kept Row", agentName: "Kay Kept", photo: { alt: "First cover" } });
    expect(await pendingRow()).toBe(first);

    await getDb().update(listings).set({ title: "Kept Row Renamed" }).where(eq(listings.id, waiting.id));
    expect(await pendingRow()).toMatchObject({ title: "Kept Row Renamed", agentName: "Kay Kept" });
    await getDb().update(users).set({ name: "Kay Renamed" }).where(eq(users.id, agent.id));
    expect(await pendingRow()).toMatchObject({ agentName: "Kay Renamed" });
    await getDb().delete(listingPhotos).where(eq(listingPhotos.position, 0));
    expect(await pendingRow()).toMatchObject({ photo: { alt: "Second photo" } });
    await getDb().update(listingPhotos).set({ alt: "Second photo, described" }).where(eq(listingPhotos.listingId, waiting.id));
    expect(await pendingRow()).toMatchObject({ photo: { alt: "Second photo, described" } });
  });

  it("shows, after any sequence of edits to listings, their photos and agents, each row as the database holds it", async () => {
    const actor = await admin();
    const agent = await createTestAgent("seq.agent@example.test", "Sam Seq");
    const photo = (listingId: string, position: number, alt: string) => ({ listingId, position, alt, width: 640, height: 480, storageKey: "e".repeat(64), variants: [] });
    const text = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,11}$/);
    const listingIndex = fc.integer({ min: 0, max: 2 });
    const edit = fc.oneof(
      fc.record({ kind: fc.constant("title" as const), at: listingIndex, text }),
      fc.record({ kind: fc.constant("agent" as const), text }),
      fc.record({ kind: fc.constant("add photo" as const), at: listingIndex, text }),
      fc.record({ kind: fc.constant("drop cover" as const), at: listingIndex }),
      fc.record({ kind: fc.constant("describe cover" as const), at: listingIndex, text }),
    );
    const apply = async (ids: string[], change: typeof edit extends fc.Arbitrary<infer Edit> ? Edit : never) => {
      const db = getDb();
      if (change.kind === "agent") return db.update(users).set({ name: change.text }).where(eq(users.id, agent.id));
      const listingId = ids[change.at]!;
      const photos = await db.select({ id: listingPhotos.id, position: listingPhotos.position }).from(listingPhotos).where(eq(listingPhotos.listingId, listingId)).orderBy(listingPhotos.position);
      if (change.kind === "title") return db.update(listings).set({ title: change.text }).where(eq(listings.id, listingId));
      if (change.kind === "add photo") return db.insert(listingPhotos).values(photo(listingId, (photos.at(-1)?.position ?? -1) + 1, change.text));
      if (!photos[0]) return;
      if (change.kind === "drop cover") return db.delete(listingPhotos).where(eq(listingPhotos.id, photos[0].id));
      return db.update(listingPhotos).set({ alt: change.text }).where(eq(listingPhotos.id, photos[0].id));
    };
    const asStored = async (listingId: string) => {
      const [listing] = await getDb().select({ title: listings.title }).from(listings).where(eq(listings.id, listingId));
      const [account] = await getDb().select({ name: users.name }).from(users).where(eq(users.id, agent.id));
      const [cover] = await getDb().select({ alt: listingPhotos.alt }).from(listingPhotos).where(eq(listingPhotos.listingId, listingId)).orderBy(listingPhotos.position).limit(1);
      return { id: listingId, title: listing!.title, agentName: account!.name, coverAlt: cover?.alt ?? null };
    };
    const shownAsStored = async (ids: string[]) => {
      const result = await listReviewQueue(actor, all);
      if (!result.success) throw new Error(result.error);
      const shown = result.data.pending.filter((item) => ids.includes(item.id)).map((item) => ({ id: item.id, title: item.title, agentName: item.agentName, coverAlt: item.photo?.alt ?? null }));
      expect(shown.sort((a, b) => a.id.localeCompare(b.id))).toEqual(await Promise.all([...ids].sort().map(asStored)));
    };
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 6 }), async (changes) => {
        const ids: string[] = [];
        for (let index = 0; index < 3; index++) ids.push((await createTestListing({ reviewStatus: "pending", title: `Seq ${index}`, agentId: agent.id })).id);
        // One statement, one transaction: every listing's cover and second photo share the version of their rows.
        await getDb().insert(listingPhotos).values(ids.flatMap((id) => [photo(id, 0, "Cover"), photo(id, 1, "Second")]));
        await shownAsStored(ids);
        for (const change of changes) {
          await apply(ids, change);
          await shownAsStored(ids);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("answers an empty queue as one empty page", async () => {
    await getDb().delete(listings);
    const result = await listReviewQueue(await admin(), { ...all, page: 3 });
    expect(result).toEqual({ success: true, data: { pending: [], reviewed: [], reviewedTotal: 0, page: 1, pageCount: 1, statuses: [] } });
  });

  it("narrows the reviewed listings by title or agent, status and kind; wildcards match themselves", async () => {
    await createTestListing({ reviewStatus: "approved", title: "Coral Bay 100% Cottage" });
    await createTestListing({ reviewStatus: "aproved", title: "Typo House" });
    await createTestListing({ reviewStatus: "rejected", kind: "rental", title: "Villa Rechazada", listAgentEmail: "ines@example.test", listAgentName: "Ines Quarry" });
    const titles = async (filter: Partial<ReviewedFilter>) => {
      const result = await listReviewQueue(await admin(), { ...all, ...filter });
      return result.success ? result.data.reviewed.map((item) => item.title).sort() : result.error;
    };
    expect(await titles({ q: "100%" })).toEqual(["Coral Bay 100% Cottage"]);
    expect(await titles({ q: "%" })).toEqual(["Coral Bay 100% Cottage"]);
    expect(await titles({ q: "QUARRY" })).toEqual(["Villa Rechazada"]);
    expect(await titles({ status: "aproved" })).toEqual(["Typo House"]);
    expect(await titles({ status: "rejected" })).toEqual(["Villa Rechazada"]);
    expect(await titles({ kind: "rental" })).toEqual(["Villa Rechazada"]);
    expect(await titles({ kind: "sale" })).toEqual(["Coral Bay 100% Cottage", "Typo House"]);
    const result = await listReviewQueue(await admin(), all);
    expect(result.success && result.data.statuses).toEqual(["approved", "aproved", "rejected"]);
  });
  it("narrows the reviewed listings by source: our agents' (entered here or from a file) or the MLS feed's", async () => {
    await createTestListing({ reviewStatus: "approved", title: "Our Own Cottage" });
    await createTestListing({ reviewStatus: "approved", title: "Filed Lot", listingKey: "FILE-1" });
    await createTestListing({ reviewStatus: "approved", title: "Feed Villa", listingKey: "MLS-1", listingSource: "mls" });
    const shown = async (filter: Partial<ReviewedFilter>) => {
      const result = await listReviewQueue(await admin(), { ...all, ...filter });
      return result.success ? result.data.reviewed.map((item) => [item.title, item.fromFeed]).sort() : result.error;
    };
    expect(await shown({ source: "mls" })).toEqual([["Feed Villa", true]]);
    expect(await shown({ source: "agents" })).toEqual([
      ["Filed Lot", false],
      ["Our Own Cottage", false],
    ]);
    expect(await shown({})).toHaveLength(3);
    expect(readReviewedFilter(new URLSearchParams("source=mls")).source).toBe("mls");
    expect(readReviewedFilter(new URLSearchParams("source=zillow")).source).toBe("");
  });

  it("orders the reviewed listings by the chosen column, either way, each view with its own values", async () => {
    for (const title of ["Bravo", "Alpha", "Charlie"]) await createTestListing({ reviewStatus: "approved", title });
    const order = async (dir: "asc" | "desc", page = 1) => {
      const result = await listReviewQueue(await admin(), { ...all, sort: "title", dir, page, pageSize: REVIEWED_PAGE_SIZE });
      return result.success ? result.data.reviewed.map((item) => item.title) : result.error;
    };
    expect(await order("asc")).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(await order("desc")).toEqual(["Charlie", "Bravo", "Alpha"]);
    expect(await order("asc", 5)).toEqual(["Alpha", "Bravo", "Charlie"]);
  });
});

describe("readReviewedFilter", () => {
  it("keeps what it can read and drops the rest", () => {
    expect(readReviewedFilter(new URLSearchParams("q=%20fish%20&status=approved&kind=sold&page=3&sort=price"))).toMatchObject({ q: "fish", status: "approved", kind: "sold", page: 3, sort: "price", dir: "desc" });
    expect(readReviewedFilter(new URLSearchParams("q=a%00b&kind=castle&page=-1&sort=admin_notes;--"))).toMatchObject({ q: "", status: "", kind: "", page: 1, sort: "reviewed" });
  });
});
