import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UPLOAD_TOKEN_MESSAGES } from "~/features/media/upload-token.server";
import { getDb } from "~/shared/db/client.server";
import { PHOTO_FORM_MESSAGES } from "./agent-listing-fields";
import { agentUser, form, saleFields as sale, testImage, uploadToken } from "./agent-listing-test-data";
import { listingPhotos } from "~/features/listings/listing-photo.table";
import { listings } from "~/features/listings/listing.table";
import { createTestListing } from "~/features/listings/listing-factory";
import { LISTING_MESSAGES } from "~/features/listings/listing-rules";
import { photosOf } from "~/features/listings/listing-store.server";
import { AGENT_LISTING_MESSAGES, handleAgentListingForm, listAgentListings } from "./submit-agent-listing.server";

const storedCount = async () => (await getDb().select({ id: listings.id }).from(listings)).length;
const photoCount = async () => (await getDb().select({ id: listingPhotos.id }).from(listingPhotos)).length;

describe("handleAgentListingForm", () => {
  it("stores an active agent's sale listing as pending with its photos in order, its agent from the session user", async () => {
    const user = await agentUser("dana@example.test");
    const photos = { photo: [uploadToken(user, 2), uploadToken(user, 1)], photoAlt: ["The pool deck", "The kitchen"] };
    const reply = await handleAgentListingForm(user, "sale", form({ ...sale, ...photos, listAgentName: "Someone Else", standardStatus: "Closed", reviewStatus: "approved" }));
    expect(reply).toEqual({ status: 200, body: { submitted: true, id: expect.any(String), message: AGENT_LISTING_MESSAGES.submitted } });
    if (reply.status !== 200) return;

    const [row] = await getDb().select().from(listings).where(eq(listings.id, reply.body.id));
    expect(row).toMatchObject({
      kind: "sale",
      title: sale.title,
      listPrice: 745_000,
      bedroomsTotal: 2,
      area: "Gifft Hill",
      features: ["Cistern 15,000 gal", "Solar panels", "Ocean view"],
      reviewStatus: "pending",
      standardStatus: "Active",
      listAgentName: "Dana Sprauve",
      agentId: user.id,
      // The listing's agent is the account, which holds the address (decision 0104).
      listAgentEmail: null,
    });
    const stored = await photosOf(reply.body.id);
    expect(stored.map((photo) => [photo.position, photo.alt, photo.variants[0]?.key])).toEqual([
      [0, "The pool deck", testImage(2).variants[0]!.key],
      [1, "The kitchen", testImage(1).variants[0]!.key],
    ]);
  });

  it("stores a sold listing with its close price and date", async () => {
    const user = await agentUser("sold@example.test");
    const reply = await handleAgentListingForm(
      user,
      "sold",
      form({ title: "Chocolate Hole Villa", category: "residential", closePrice: "1,250,000", closeDate: "2025-03-14", photo: uploadToken(user, 3), photoAlt: "The view" }),
    );
    expect(reply.status).toBe(200);
    if (reply.status !== 200) return;
    const [row] = await getDb().select().from(listings).where(eq(listings.id, reply.body.id));
    expect(row).toMatchObject({ kind: "sold", standardStatus: "Closed", closePrice: 1_250_000, closeDate: "2025-03-14", reviewStatus: "pending" });
    expect(await photoCount()).toBe(1);
  });

  it("stores a rental with its rates, stay rules and amenities; the title defaults to the property's name", async () => {
    const user = await agentUser("rental@example.test");
    const reply = await handleAgentListingForm(
      user,
      "rental",
      form({
        propertyName: "Villa Hibiscus",
        subcategory: "villa",
        area: "Chocolate Hole",
        nightlyRate: "650",
        weeklyRate: "4200",
        cleaningFee: "0",
        maxGuests: "6",
        minimumNights: "5",
        checkInTime: "15:00",
        amenities: "Pool\nWi-Fi\nAir conditioning",
      }),
    );
    expect(reply.status).toBe(200);
    if (reply.status !== 200) return;
    const [row] = await getDb().select().from(listings).where(eq(listings.id, reply.body.id));
    expect(row).toMatchObject({
      kind: "rental",
      title: "Villa Hibiscus",
      category: "residential",
      propertyInfo: { name: "Villa Hibiscus", slug: "villa-hibiscus" },
      nightlyRate: 650,
      weeklyRate: 4200,
      cleaningFee: 0,
      maxGuests: 6,
      minimumNights: 5,
      checkInTime: "15:00",
      checkOutTime: "10:00",
      amenities: ["Pool", "Wi-Fi", "Air conditioning"],
    });
  });

  it("refuses a pending agent and stores nothing", async () => {
    const user = await agentUser("pending@example.test", "pending");
    const reply = await handleAgentListingForm(user, "sale", form(sale));
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ formError: expect.stringContaining("Your account is waiting for approval") });
    expect(await storedCount()).toBe(0);
  });

  it("refuses absurd or missing values with a message per field and stores nothing", async () => {
    const user = await agentUser("absurd@example.test");
    const reply = await handleAgentListingForm(user, "sale", form({ ...sale, title: "  ", listPrice: "-5", bedroomsTotal: "900", area: "Atlantis" }));
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
    const rental = await handleAgentListingForm(user, "rental", form({ nightlyRate: "-1", maxGuests: "900" }));
    expect(rental.body).toMatchObject({
      fieldErrors: {
        propertyName: LISTING_MESSAGES.propertyName,
        nightlyRate: LISTING_MESSAGES.nightlyRate,
        maxGuests: LISTING_MESSAGES.guests,
        minimumNights: LISTING_MESSAGES.nightsRequired,
      },
    });
    expect(await storedCount()).toBe(0);
  });

  it("refuses a subcategory of another category", async () => {
    const user = await agentUser("mixed@example.test");
    const reply = await handleAgentListingForm(user, "sale", form({ ...sale, category: "land" }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ fieldErrors: { subcategory: LISTING_MESSAGES.subcategory("land") } });
    expect(await storedCount()).toBe(0);
  });

  it("refuses more than 40 photos and stores nothing", async () => {
    const user = await agentUser("many@example.test");
    const tokens = Array.from({ length: 41 }, (_, index) => uploadToken(user, index + 1));
    const reply = await handleAgentListingForm(user, "sale", form({ ...sale, photo: tokens, photoAlt: tokens.map((_, index) => `Photo ${index + 1}`) }));
    expect(reply).toMatchObject({ status: 400, body: { fieldErrors: { photos: PHOTO_FORM_MESSAGES.tooMany } } });
    expect(await storedCount()).toBe(0);
    expect(await photoCount()).toBe(0);

    const forty = await handleAgentListingForm(user, "sale", form({ ...sale, photo: tokens.slice(0, 40), photoAlt: tokens.slice(0, 40).map(() => "A photo") }));
    expect(forty.status).toBe(200);
    expect(await photoCount()).toBe(40);
  });

  it("refuses a forged token, another agent's token and a photo without a description; stores nothing", async () => {
    const user = await agentUser("forger@example.test");
    const other = await agentUser("other@example.test");
    const forged = (() => {
      const [, mac] = uploadToken(user, 1).split(".");
      const body = Buffer.from(JSON.stringify({ image: testImage(9), userId: user.id, issuedAt: Date.now() })).toString("base64url");
      return `${body}.${mac}`;
    })();
    for (const [photo, alt, message] of [
      [forged, "Forged", UPLOAD_TOKEN_MESSAGES.invalid],
      [uploadToken(other, 2), "Not mine", UPLOAD_TOKEN_MESSAGES.invalid],
      ["00000000-0000-4000-8000-000000000000", "Someone's photo id", PHOTO_FORM_MESSAGES.unknown],
      [uploadToken(user, 3), "   ", PHOTO_FORM_MESSAGES.alt],
    ] as const) {
      const reply = await handleAgentListingForm(user, "sale", form({ ...sale, photo, photoAlt: alt }));
      expect(reply, alt).toMatchObject({ status: 400, body: { fieldErrors: { photos: message } } });
    }
    expect(await storedCount()).toBe(0);
    expect(await photoCount()).toBe(0);
  });
});

/** A signed-in user with a confirmed address and no account link on the listings (they match by e-mail). */
const verifiedOwner = (email: string) => ({ id: randomUUID(), email, emailVerified: true });

describe("listAgentListings", () => {
  it("lists only the agent's own listings across kinds, newest first, with review details, photo counts and public links once approved", async () => {
    const mine = "dana@example.test";
    await createTestListing({
      kind: "sold",
      title: "Old Sold Villa",
      listAgentEmail: mine, listAgentName: "Dana",
      submittedAt: new Date("2025-01-01T00:00:00Z"),
      reviewStatus: "approved",
      adminNotes: "Lovely photos",
      reviewedAt: new Date("2025-01-02T00:00:00Z"),
    });
    const newer = await createTestListing({
      kind: "sale",
      title: "New Sale Home",
      listAgentEmail: "DANA@example.test", listAgentName: "Dana",
      submittedAt: new Date("2025-06-01T00:00:00Z"),
      reviewStatus: "rejected",
      adminNotes: "Please add the lot size",
      reviewedAt: new Date("2025-06-02T00:00:00Z"),
    });
    await createTestListing({ kind: "sale", title: "Someone Else's Home", listAgentEmail: "jordan@example.test", listAgentName: "Jordan" });
    await getDb()
      .insert(listingPhotos)
      .values([1, 2].map((n) => ({ listingId: newer.id, position: n - 1, alt: `Photo ${n}`, storageKey: "k", width: 10, height: 10 })));

    const result = await listAgentListings(verifiedOwner(mine));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.map((row) => row.title)).toEqual(["New Sale Home", "Old Sold Villa"]);
    expect(result.data[0]).toMatchObject({ kind: "sale", reviewStatus: "rejected", adminNotes: "Please add the lot size", publicPath: null, photoCount: 2, editable: true });
    expect(result.data[1]).toMatchObject({ kind: "sold", reviewStatus: "approved", adminNotes: "Lovely photos", reviewedAt: expect.any(String), photoCount: 0, editable: false });
    expect(result.data[1]?.publicPath).toMatch(/^\/(soldproperty|landsold)\//);
  });

  it("answers nothing for another agent", async () => {
    await createTestListing({ title: "Dana's Home", listAgentEmail: "dana@example.test", listAgentName: "Dana" });
    const result = await listAgentListings(verifiedOwner("jordan@example.test"));
    expect(result).toEqual({ success: true, data: [] });
  });
});
