import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recentAuditEntries } from "~/features/audit/audit-test-helpers";
import { processImage } from "~/features/media/process-image.server";
import { createDiskStorage, type Storage } from "~/features/media/storage.server";
import { getDb } from "~/shared/db/client.server";
import { agentUser, form, saleFields, testImage, uploadToken } from "./agent-listing-test-data";
import { getEditableListing, handleAgentListingEdit, withdrawAgentListing } from "./edit-agent-listing.server";
import { addListingPhotos } from "~/features/listings/listing-photos.server";
import { listings } from "~/features/listings/listing.table";
import { createTestListing } from "~/features/listings/listing-factory";
import { LISTING_MESSAGES } from "~/features/listings/listing-rules";
import { photosOf } from "~/features/listings/listing-store.server";
import { AGENT_LISTING_MESSAGES } from "./submit-agent-listing.server";

const missingId = "00000000-0000-4000-8000-000000000000";
const row = async (id: string) => (await getDb().select().from(listings).where(eq(listings.id, id)))[0];

async function ownListing(email: string, overrides: Parameters<typeof createTestListing>[0] = {}) {
  const listing = await createTestListing({
    title: "Fish Bay House",
    reviewStatus: "rejected",
    adminNotes: "Please add the lot size",
    reviewedAt: new Date("2025-05-01T00:00:00Z"),
    submittedAt: new Date("2025-04-01T00:00:00Z"),
    ...(overrides.agentId ? {} : { listAgentEmail: email, listAgentName: "Dana" }),
    ...overrides,
  });
  const photos = await addListingPhotos(listing.id, [
    { ...testImage(1), alt: "Front" },
    { ...testImage(2), alt: "Pool" },
  ]);
  if (!photos.success) throw new Error(photos.error);
  return { listing, photos: photos.data };
}

describe("handleAgentListingEdit", () => {
  it("saves the agent's changes to a rejected listing, sends it back to pending and records who changed what", async () => {
    const user = await agentUser("dana@example.test");
    const { listing, photos } = await ownListing(user.email, { latitude: 18.32, listOfficeName: "Sugar Apple Realty" });
    const [front, pool] = photos;
    const reply = await handleAgentListingEdit(
      user,
      listing.id,
      form({
        ...saleFields,
        title: "Fish Bay House, renovated",
        lotSizeAcres: "0.75",
        photo: [pool!.id, uploadToken(user, 3)],
        photoAlt: ["The pool at dusk", "The new kitchen"],
        reviewStatus: "approved",
      }),
    );
    expect(reply).toEqual({ status: 200, body: { submitted: true, id: listing.id, message: AGENT_LISTING_MESSAGES.saved } });

    const stored = await row(listing.id);
    expect(stored).toMatchObject({
      title: "Fish Bay House, renovated",
      slug: listing.slug,
      lotSizeAcres: 0.75,
      reviewStatus: "pending",
      adminNotes: "Please add the lot size",
      latitude: 18.32,
      listOfficeName: "Sugar Apple Realty",
    });
    expect(stored!.submittedAt.getTime()).toBeGreaterThan(listing.submittedAt.getTime());
    const after = await photosOf(listing.id);
    expect(after.map((photo) => [photo.position, photo.alt])).toEqual([
      [0, "The pool at dusk"],
      [1, "The new kitchen"],
    ]);
    expect(after[0]!.id).toBe(pool!.id);
    expect(after.some((photo) => photo.id === front!.id)).toBe(false);

    const [entry] = await recentAuditEntries();
    expect(entry).toMatchObject({
      actorId: user.id,
      action: "listing.edit",
      subjectId: listing.id,
      before: { status: "rejected", title: "Fish Bay House", photos: 2 },
      after: { status: "pending", title: "Fish Bay House, renovated", photos: 2 },
    });
  });

  it("edits a pending rental, keeping its slug", async () => {
    const user = await agentUser("rentals@example.test");
    const listing = await createTestListing({ kind: "rental", title: "Villa Sol", reviewStatus: "pending", agentId: user.id });
    const reply = await handleAgentListingEdit(user, listing.id, form({ propertyName: "Villa Sol y Mar", nightlyRate: "700", maxGuests: "8", minimumNights: "3" }));
    expect(reply.status).toBe(200);
    expect(await row(listing.id)).toMatchObject({
      title: "Villa Sol y Mar",
      slug: listing.slug,
      propertyInfo: { name: "Villa Sol y Mar", slug: listing.propertyInfo?.slug },
      nightlyRate: 700,
      maxGuests: 8,
    });
  });

  it("answers Listing not found for another agent's listing, an approved one or an unknown id, and changes nothing", async () => {
    const owner = await agentUser("owner@example.test");
    const intruder = await agentUser("intruder@example.test");
    const { listing } = await ownListing(owner.email, { reviewStatus: "pending" });
    const approved = (await ownListing(owner.email, { reviewStatus: "approved", title: "Approved House" })).listing;
    const notFound = { status: 404, body: { fieldErrors: {}, values: {}, formError: LISTING_MESSAGES.notFound } };

    expect(await handleAgentListingEdit(intruder, listing.id, form({ ...saleFields, title: "Stolen" }))).toEqual(notFound);
    expect(await handleAgentListingEdit(owner, approved.id, form({ ...saleFields, title: "Changed" }))).toEqual(notFound);
    expect(await handleAgentListingEdit(owner, missingId, form(saleFields))).toEqual(notFound);
    expect(await handleAgentListingEdit(owner, "not-a-uuid", form(saleFields))).toEqual(notFound);
    expect((await row(listing.id))?.title).toBe("Fish Bay House");
    expect((await row(approved.id))?.title).toBe("Approved House");
    expect(await getEditableListing(intruder, listing.id)).toEqual({ success: false, error: LISTING_MESSAGES.notFound, code: "not_found" });
    expect(await recentAuditEntries()).toEqual([]);
  });

  it("refuses bad values or a foreign photo id with messages and changes nothing", async () => {
    const user = await agentUser("careful@example.test");
    const { listing } = await ownListing(user.email);
    const other = await ownListing("someone@example.test", { title: "Other House" });
    const bad = await handleAgentListingEdit(user, listing.id, form({ ...saleFields, listPrice: "-5", bedroomsTotal: "900" }));
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { listPrice: LISTING_MESSAGES.price, bedroomsTotal: LISTING_MESSAGES.bedrooms } } });
    const foreign = await handleAgentListingEdit(user, listing.id, form({ ...saleFields, photo: other.photos[0]!.id, photoAlt: "Theirs" }));
    expect(foreign.status).toBe(400);
    expect(await row(listing.id)).toMatchObject({ title: "Fish Bay House", reviewStatus: "rejected" });
    expect((await photosOf(listing.id)).map((photo) => photo.alt)).toEqual(["Front", "Pool"]);
  });
});

describe("getEditableListing", () => {
  it("answers the form's values and the photos with previews", async () => {
    const user = await agentUser("values@example.test");
    const { listing } = await ownListing(user.email, { features: ["Cistern", "Garden"] });
    const result = await getEditableListing(user, listing.id);
    expect(result).toMatchObject({
      success: true,
      data: {
        kind: "sale",
        reviewStatus: "rejected",
        adminNotes: "Please add the lot size",
        values: { title: "Fish Bay House", listPrice: "850000", features: "Cistern\nGarden", category: "residential" },
        photos: [{ alt: "Front", previewUrl: `/media/${testImage(1).variants[0]!.key}` }, { alt: "Pool" }],
      },
    });
  });
});

describe("handleAgentListingEdit and storage", () => {
  let folder: string;
  let storage: Storage;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "edit-photos-"));
    storage = createDiskStorage(folder);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  async function storedImage(background: string) {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background } }).jpeg().toBuffer();
    const image = await processImage(jpeg, { storage });
    if (!image.success) throw new Error(image.error);
    return image.data;
  }

  it("removes the files of the photos an edit drops, but not those another listing still shows", async () => {
    const user = await agentUser("tidy@example.test");
    const listing = await createTestListing({ reviewStatus: "rejected", listAgentEmail: user.email, listAgentName: "Tidy" });
    const neighbour = await createTestListing({ title: "Neighbour" });
    const own = await storedImage("#e0a040");
    const shared = await storedImage("#3080c0");
    const kept = await storedImage("#40a060");
    const added = await addListingPhotos(listing.id, [
      { ...own, alt: "Own" },
      { ...shared, alt: "Shared" },
      { ...kept, alt: "Kept" },
    ]);
    if (!added.success) throw new Error(added.error);
    await addListingPhotos(neighbour.id, [{ ...shared, alt: "Also here" }]);
    const folderOf = (image: { variants: Array<{ key: string }> }) => image.variants[0]!.key.split("/")[0]!;
    expect((await readdir(folder)).sort()).toEqual([folderOf(own), folderOf(shared), folderOf(kept)].sort());

    const keptId = added.data.find((photo) => photo.alt === "Kept")!.id;
    const reply = await handleAgentListingEdit(user, listing.id, form({ ...saleFields, photo: keptId, photoAlt: "Kept" }), { storage });
    expect(reply).toMatchObject({ status: 200, body: { submitted: true } });

    expect((await photosOf(listing.id)).map((photo) => photo.alt)).toEqual(["Kept"]);
    expect((await readdir(folder)).sort()).toEqual([folderOf(shared), folderOf(kept)].sort());
  });
});

describe("withdrawAgentListing", () => {
  let folder: string;
  let storage: Storage;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "withdraw-"));
    storage = createDiskStorage(folder);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("deletes the agent's own pending listing with its photos' files and records it", async () => {
    const user = await agentUser("withdraw@example.test");
    const listing = await createTestListing({ reviewStatus: "pending", agentId: user.id });
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#e0a040" } }).jpeg().toBuffer();
    const image = await processImage(jpeg, { storage });
    if (!image.success) throw new Error(image.error);
    await addListingPhotos(listing.id, [{ ...image.data, alt: "Sunset" }]);
    expect((await readdir(folder)).length).toBe(1);

    expect(await withdrawAgentListing(user, listing.id, { storage })).toEqual({ success: true, id: listing.id });
    expect(await row(listing.id)).toBeUndefined();
    expect(await readdir(folder)).toEqual([]);
    const [entry] = await recentAuditEntries();
    expect(entry).toMatchObject({ actorId: user.id, action: "listing.delete", subjectId: listing.id });
  });

  it("answers Listing not found for another agent's or an approved listing, and keeps it", async () => {
    const owner = await agentUser("keeper@example.test");
    const intruder = await agentUser("taker@example.test");
    const pending = await createTestListing({ reviewStatus: "pending", agentId: owner.id });
    const approved = await createTestListing({ reviewStatus: "approved", agentId: owner.id });
    expect(await withdrawAgentListing(intruder, pending.id)).toEqual({ success: false, error: LISTING_MESSAGES.notFound, code: "not_found" });
    expect(await withdrawAgentListing(owner, approved.id)).toEqual({ success: false, error: LISTING_MESSAGES.notFound, code: "not_found" });
    expect(await withdrawAgentListing(owner, missingId)).toEqual({ success: false, error: LISTING_MESSAGES.notFound, code: "not_found" });
    expect(await row(pending.id)).toBeDefined();
    expect(await row(approved.id)).toBeDefined();
  });
});
