import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { createTestListing } from "~/features/listings/listing-factory";
import { leads } from "~/features/leads/lead.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { handleValuationForm } from "./home-valuation.server";
import { answerPointArea } from "./point-area.server";
import { valuationRequests } from "./valuation-request.table";
import { VALUATION_MESSAGES } from "./valuation-rules";

const NOW = Date.parse("2026-11-29T16:00:00Z");
const facts = { address: "12 Calabash Boom Road", type: "single-family", beds: "3", baths: "2", livingArea: "2000", lotAcres: "0.5", view: "partial", waterfront: "no", condition: "average" };
const owner = { name: "Ada Lovelace", email: "ada@example.com" };
/** Above Coral Bay's harbor, on the island. */
const CORAL_BAY = { latitude: "18.3462", longitude: "-64.7108" };

function form(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  formData.set(SPAM_GUARD_FIELDS.honeypot, "");
  formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: NOW - 60_000 }));
  return formData;
}

/** Three Coral Bay sales by the harbor and one in Bordeaux, up the hill; a Cruz Bay listing far off. */
async function seedPlaces() {
  const sold = (title: string, area: string, latitude: number, longitude: number, closePrice: number) =>
    createTestListing({ kind: "sold", title, area, subcategory: "single-family", closePrice, closeDate: "2026-06-01", livingArea: 2000, latitude, longitude, features: ["Valley views"] });
  await sold("Harbor House A", "Coral Bay", 18.3465, -64.7112, 1_000_000);
  await sold("Harbor House B", "Coral Bay", 18.3455, -64.7101, 1_050_000);
  await sold("Harbor House C", "Coral Bay", 18.3472, -64.7118, 950_000);
  await sold("Mountain House", "Bordeaux", 18.339, -64.729, 2_000_000);
  await createTestListing({ kind: "sale", title: "Town Condo", area: "Cruz Bay", latitude: 18.3312, longitude: -64.7935 });
}

const stored = async () => ({ leads: (await getDb().select().from(leads)).length, requests: (await getDb().select().from(valuationRequests)).length });

describe("the place picked on the home-value map", () => {
  it("says the area of a point from the nearest listings, and refuses one off the island", async () => {
    await seedPlaces();
    expect(await answerPointArea(new URLSearchParams({ lat: CORAL_BAY.latitude, lng: CORAL_BAY.longitude }))).toEqual({ status: 200, body: { area: "Coral Bay", label: "Near Coral Bay" } });
    // In town the Cruz Bay listing is the only one near enough to say the area.
    expect(await answerPointArea(new URLSearchParams({ lat: "18.3315", lng: "-64.7930" }))).toMatchObject({ status: 200, body: { area: "Cruz Bay" } });
    // St. Thomas's Red Hook, and the sea off Reef Bay.
    expect(await answerPointArea(new URLSearchParams({ lat: "18.325", lng: "-64.85" }))).toEqual({ status: 400, body: { error: VALUATION_MESSAGES.locationElsewhere } });
    expect(await answerPointArea(new URLSearchParams({ lat: "18.305", lng: "-64.74" }))).toEqual({ status: 400, body: { error: VALUATION_MESSAGES.locationElsewhere } });
    for (const lat of ["", "NaN", "abc", "1e3", "18.3".repeat(5_000)]) {
      expect(await answerPointArea(new URLSearchParams({ lat, lng: "-64.71" }))).toEqual({ status: 400, body: { error: VALUATION_MESSAGES.location } });
    }
  });

  it("finds no area where no listing is located, and asks for the area", async () => {
    expect(await answerPointArea(new URLSearchParams({ lat: CORAL_BAY.latitude, lng: CORAL_BAY.longitude }))).toEqual({ status: 400, body: { error: VALUATION_MESSAGES.locationNoArea } });
    const reply = await handleValuationForm(form({ intent: "estimate", ...facts, area: "", ...CORAL_BAY }), { now: NOW });
    expect(reply).toMatchObject({ status: 400, body: { fieldErrors: { area: VALUATION_MESSAGES.locationNoArea } } });
  });

  it("values a home placed on the map with no area chosen: the area from the point, the sales' distances said", async () => {
    await seedPlaces();
    const reply = await handleValuationForm(form({ intent: "estimate", ...facts, area: "", ...CORAL_BAY }), { now: NOW, clientAddress: "203.0.113.9" });
    expect(reply.status).toBe(200);
    if (reply.status !== 200 || !reply.body.result.found) throw new Error("an estimate");
    expect(reply.body.values.area).toBe("Coral Bay");
    expect(reply.body.result.sentence).toBe("Based on 3 sales within 1 km in the last two years, all within the last year: a moderate range.");
    expect(reply.body.result.estimate).toBe(1_000_000);
  });

  it("keeps the picked place with the report, for the agent", async () => {
    await seedPlaces();
    const reply = await handleValuationForm(form({ intent: "report", ...facts, area: "Coral Bay", ...CORAL_BAY, ...owner }), { now: NOW, clientAddress: "203.0.113.9" });
    expect(reply.status).toBe(200);
    const [request] = await getDb().select().from(valuationRequests);
    expect(request).toMatchObject({ area: "Coral Bay", latitude: 18.3462, longitude: -64.7108 });
    const [lead] = await getDb().select().from(leads);
    expect(lead!.message).toContain("Place picked on the map: 18.34620, -64.71080.");
  });

  it("refuses a point off the island, half a point or coordinates that are not numbers, storing nothing", async () => {
    await seedPlaces();
    const offIsland = await handleValuationForm(form({ intent: "report", ...facts, area: "Coral Bay", latitude: "18.43", longitude: "-64.62", ...owner }), { now: NOW });
    expect(offIsland).toMatchObject({ status: 400, body: { step: "report", fieldErrors: { location: VALUATION_MESSAGES.locationElsewhere } } });
    const half = await handleValuationForm(form({ intent: "estimate", ...facts, area: "Coral Bay", latitude: CORAL_BAY.latitude }), { now: NOW });
    expect(half).toMatchObject({ status: 400, body: { fieldErrors: { location: VALUATION_MESSAGES.location } } });
    for (const latitude of ["NaN", "Infinity", "18,34", "1e1", " 18.3 18.4", "9".repeat(100_000)]) {
      const reply = await handleValuationForm(form({ intent: "estimate", ...facts, area: "Coral Bay", latitude, longitude: CORAL_BAY.longitude }), { now: NOW });
      expect(reply, latitude.slice(0, 20)).toMatchObject({ status: 400, body: { fieldErrors: { latitude: VALUATION_MESSAGES.location } } });
    }
    // Without a pin and without an area, the area is asked for as before.
    const noArea = await handleValuationForm(form({ intent: "estimate", ...facts, area: "" }), { now: NOW });
    expect(noArea).toMatchObject({ status: 400, body: { fieldErrors: { area: VALUATION_MESSAGES.area } } });
    expect(await stored()).toEqual({ leads: 0, requests: 0 });
  });
});
