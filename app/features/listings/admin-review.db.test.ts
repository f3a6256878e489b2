import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { listRecentAudit } from "~/features/audit/record-audit.server";
import type { ImageVariant } from "~/features/media/image";
import { createDiskStorage, type Storage } from "~/features/media/storage.server";
import { getDb } from "~/shared/db/client.server";
import { removeListing, reviewListing } from "./admin-review.server";
import { listingPhotos } from "./listing-photo.table";
import { listings } from "./listing.table";
import { LISTING_LIMITS } from "./listing-rules";
import { createTestAgent, createTestListing } from "./listing-factory";

const missingId = "00000000-0000-4000-8000-000000000000";

async function row(id: string) {
  const [found] = await getDb().select().from(listings).where(eq(listings.id, id));
  return found;
}

async function admin() {
  const user = await createTestAgent(`admin${Math.random().toString(36).slice(2, 8)}@example.test`, "Ada Admin");
  return { id: user.id, email: user.email };
}

describe("reviewListing", () => {
  it("sets the status, the notes and reviewedAt, and records who changed what", async () => {
    const actor = await admin();
    const listing = await createTestListing({ reviewStatus: "pending", title: "Fish Bay Cottage" });
    const result = await reviewListing(actor, listing.id, "approved", "  Lovely photos.  ");
    expect(result).toEqual({ success: true, id: listing.id });
    const stored = await row(listing.id);
    expect(stored).toMatchObject({ reviewStatus: "approved", adminNotes: "Lovely photos." });
    expect(stored?.reviewedAt).toBeInstanceOf(Date);

    const [entry] = await listRecentAudit();
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

  it("answers Listing not found for an unknown or malformed id", async () => {
    const actor = await admin();
    expect(await reviewListing(actor, missingId, "approved")).toEqual({ success: false, error: "Listing not found" });
    expect(await reviewListing(actor, "not-an-id", "approved")).toEqual({ success: false, error: "Listing not found" });
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

    const [entry] = await listRecentAudit();
    expect(entry).toMatchObject({
      actorEmail: actor.email,
      action: "listing.delete",
      subjectId: listing.id,
      before: { title: "Villa Tradewinds", kind: "rental" },
      after: null,
    });
  });

  it("answers Listing not found for an unknown id and records nothing", async () => {
    const actor = await admin();
    expect(await removeListing(actor, missingId, { storage })).toEqual({ success: false, error: "Listing not found" });
    expect(await removeListing(actor, "42", { storage })).toEqual({ success: false, error: "Listing not found" });
    expect(await getDb().select().from(auditLog)).toEqual([]);
  });
});
