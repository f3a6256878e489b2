import { mlsMedia } from "~/features/mls-feed/mls-feed.table";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addAgent } from "~/features/agents/agents.server";
import { agentFields } from "~/features/agents/agent-factory";
import { createTestBlog } from "~/features/blog/blog-factory";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { addListingPhotos } from "~/features/listings/listing-photos.server";
import { mediaUploads } from "~/features/media/media-upload.table";
import { recordUpload, uploadRecordOf } from "~/features/media/record-upload.server";
import { createDiskStorage, type Storage } from "~/features/media/storage.server";
import { handlePhotoUpload } from "~/features/media/upload-photo.server";
import { linkOwnerVilla, recordExpense } from "~/features/owner-accounts/index.server";
import { getDb } from "~/shared/db/client.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { storeTestImage, storageKeyOf, storedKeys } from "./maintenance-test-images";
import { findUsedStorageKeys, MEDIA_REFERENCE_SOURCES } from "./media-references.server";
import { listingRevisions } from "~/features/listing-upkeep/listing-revision.table";
import { sweepUploads, UPLOAD_SWEEP_AGE_MS } from "./sweep-uploads.server";

let folder: string;
let storage: Storage;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "sweep-uploads-"));
  storage = createDiskStorage(folder);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;

/** An uploaded image with its record, made `ageMs` before `now`. */
async function upload(now: Date, ageMs: number) {
  const image = await storeTestImage(storage);
  await recordUpload(uploadRecordOf(image, null));
  const key = storageKeyOf(image);
  await getDb()
    .update(mediaUploads)
    .set({ createdAt: new Date(now.getTime() - ageMs) })
    .where(eq(mediaUploads.storageKey, key));
  return { image, key };
}


async function keysOf(key: string) {
  return (await storedKeys(storage)).filter((stored) => stored.startsWith(`${key}/`));
}

describe("the media reference inventory", () => {
  it("finds an image used by a listing photo, a feed photo, a proposed revision, a portrait, a blog cover, a /media/ link in a post or an expense's receipt, and nothing else", async () => {
    const [listingPhoto, portrait, cover, linked, unused] = await Promise.all([1, 2, 3, 4, 5].map(() => storeTestImage(storage)));
    const listing = await createTestListing();
    expect((await addListingPhotos(listing.id, [listingPhoto!])).success).toBe(true);
    expect((await addAgent(agentFields(), { photo: portrait! })).success).toBe(true);
    await createTestBlog({ coverImage: cover! });
    await createTestBlog({ description: `Sunset at Maho:\n\n![Maho Bay](/media/${storageKeyOf(linked!)}/960.jpg)` });

    const feedPhoto = await storeTestImage(storage);
    await getDb().insert(mlsMedia).values({ listingId: listing.id, mediaKey: "M1", position: 0, url: "https://photos.mls.example/1.jpg", status: "ready", width: feedPhoto.width, height: feedPhoto.height, variants: feedPhoto.variants });

    const proposed = await storeTestImage(storage);
    await getDb()
      .insert(listingRevisions)
      .values({ listingId: listing.id, proposed: { title: "New title" }, photos: [{ image: proposed, alt: "The new deck" }], proposedByEmail: "agent@example.test" });

    const receipt = await storeTestImage(storage);
    const admin = await createTestAgent(undefined, "Office Admin", { role: "admin" });
    const owner = await createTestAgent(undefined, "Villa Owner", { role: "buyer" });
    const villa = await createTestListing({ kind: "rental" });
    expect((await linkOwnerVilla(admin, owner.id, villa.id)).success).toBe(true);
    const expense = { ownerId: owner.id, listingId: villa.id, spentOn: "2026-01-05", vendor: "Island Pools", category: "pool", amountCents: 12_000, receiptStorageKey: storageKeyOf(receipt), note: "Paid before the villa's first stay" };
    expect((await recordExpense(admin, expense, new Date("2026-01-06T15:00:00Z"))).success).toBe(true);

    const keys = [listingPhoto, portrait, cover, linked, feedPhoto, proposed, receipt, unused].map((image) => storageKeyOf(image!));
    expect(await findUsedStorageKeys(keys)).toEqual(new Set(keys.slice(0, 7)));
    expect(MEDIA_REFERENCE_SOURCES.map((source) => source.name)).toEqual([
      "listing photos",
      "MLS feed photos",
      "proposed listing revisions",
      "expense receipts",
      "agent portraits",
      "blog covers",
      "blog post bodies",
    ]);
    expect(await findUsedStorageKeys([])).toEqual(new Set());
  });
});

describe("recording uploads", () => {
  it("records every key a photo upload stored, with who uploaded it", async () => {
    const agent = await createTestAgent();
    const jpeg = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#2a7f62" } }).jpeg().toBuffer();
    const form = new FormData();
    form.set("photo", new File([new Uint8Array(jpeg)], "beach.jpg", { type: "image/jpeg" }));
    const user = { id: agent.id, email: agent.email, name: agent.name, role: "agent" as const, status: "active" as const, emailVerified: true };
    const reply = await handlePhotoUpload(user, new Request("http://localhost/agent/uploads", { method: "POST", body: form }), { storage });
    expect(reply.status).toBe(200);
    const [record, ...others] = await getDb().select().from(mediaUploads);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ uploadedBy: agent.id, storageKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect([...record!.keys].sort()).toEqual(await storedKeys(storage));
  });
});

describe("sweepUploads", () => {
  it("deletes the files and record of an upload a day old that nothing uses, and keeps everything else", async () => {
    const now = new Date();
    const old = UPLOAD_SWEEP_AGE_MS + HOUR;
    const orphan = await upload(now, old);
    const attached = await upload(now, old);
    const cover = await upload(now, old);
    const fresh = await upload(now, 2 * HOUR);
    const seeded = await storeTestImage(storage); // never uploaded through the form: no record, never swept

    const listing = await createTestListing();
    await addListingPhotos(listing.id, [attached.image]);
    await createTestBlog({ coverImage: cover.image });

    const before = await storedKeys(storage);
    expect(await keysOf(orphan.key)).not.toEqual([]);

    expect(await sweepUploads({ now, storage })).toEqual({ records: 3, imagesDeleted: 1, imagesKept: 2 });
    expect(await keysOf(orphan.key)).toEqual([]);
    expect(await storedKeys(storage)).toEqual(before.filter((key) => !key.startsWith(`${orphan.key}/`)));
    for (const kept of [attached.key, cover.key, fresh.key, storageKeyOf(seeded)]) expect(await keysOf(kept)).not.toEqual([]);
    const records = await getDb().select().from(mediaUploads);
    expect(records.map((record) => record.storageKey)).toEqual([fresh.key]);

    // Nothing more to do until the fresh one is old enough.
    expect(await sweepUploads({ now, storage })).toEqual({ records: 0, imagesDeleted: 0, imagesKept: 0 });
    expect(await sweepUploads({ now: new Date(now.getTime() + UPLOAD_SWEEP_AGE_MS), storage })).toEqual({ records: 1, imagesDeleted: 1, imagesKept: 0 });
    expect(await keysOf(fresh.key)).toEqual([]);
  });

  it("keeps an old upload's files while a newer upload of the same photo still waits to be used", async () => {
    const now = new Date();
    const first = await upload(now, UPLOAD_SWEEP_AGE_MS + HOUR);
    await getDb().insert(mediaUploads).values({ ...uploadRecordOf(first.image, null), createdAt: new Date(now.getTime() - HOUR) });

    expect(await sweepUploads({ now, storage })).toEqual({ records: 1, imagesDeleted: 0, imagesKept: 1 });
    expect(await keysOf(first.key)).not.toEqual([]);
    expect(await getDb().select().from(mediaUploads)).toHaveLength(1);
  });

  it("keeps the record of an upload whose files could not be deleted, for the next run", async () => {
    const now = new Date();
    const orphan = await upload(now, UPLOAD_SWEEP_AGE_MS + HOUR);
    const failing: Storage = { ...storage, deletePrefix: () => Promise.reject(new Error("storage offline")) };
    expect(await sweepUploads({ now, storage: failing })).toEqual({ records: 0, imagesDeleted: 0, imagesKept: 0 });
    expectConsoleError(/unused upload's files could not be deleted.*storage offline/);
    expect(await getDb().select().from(mediaUploads)).toHaveLength(1);
    expect(await sweepUploads({ now, storage })).toEqual({ records: 1, imagesDeleted: 1, imagesKept: 0 });
    expect(await keysOf(orphan.key)).toEqual([]);
  });
});
