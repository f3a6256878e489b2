import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { leadEvents, leads } from "~/features/leads/lead.table";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { handleValuationForm } from "./home-valuation.server";
import { valuationRequests } from "./valuation-request.table";
import { VALUATION_MESSAGES } from "./valuation-rules";

const NOW = Date.parse("2026-11-29T16:00:00Z");

const facts = { address: "12 Calabash Boom Road", area: "Coral Bay", type: "single-family", beds: "3", baths: "2", livingArea: "2000", lotAcres: "0.5", view: "partial", waterfront: "no", condition: "average" };
const owner = { name: "Ada Lovelace", email: "ada@example.com", phone: "(340) 555-0142" };

function form(fields: Record<string, string>, options: { honeypot?: string } = {}) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  formData.set(SPAM_GUARD_FIELDS.honeypot, options.honeypot ?? "");
  formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: NOW - 60_000 }));
  return formData;
}

/** Four sold single-family homes in Coral Bay, one for sale, one sold three years ago. */
async function seedSales() {
  const sold = (title: string, closePrice: number, closeDate: string, livingArea = 2000) =>
    createTestListing({ kind: "sold", title, area: "Coral Bay", subcategory: "single-family", closePrice, closeDate, livingArea, features: ["Valley views"] });
  const homes = [await sold("Coral Bay Cottage A", 1_000_000, "2026-09-01"), await sold("Coral Bay House B", 1_100_000, "2026-03-01"), await sold("Coral Bay House C", 900_000, "2025-08-01"), await sold("Coral Bay House D", 1_600_000, "2026-06-01", 3000)];
  await createTestListing({ kind: "sale", title: "Coral Bay For Sale", area: "Coral Bay", listPrice: 5_000_000 });
  await sold("Coral Bay Old Sale", 300_000, "2023-06-01");
  return homes;
}

const counts = async () => ({
  leads: (await getDb().select().from(leads)).length,
  requests: (await getDb().select().from(valuationRequests)).length,
  mail: (await getDb().select().from(mailOutbox)).length,
});

describe("the home-value form", () => {
  it("answers the estimate at once from the area's sales of the last two years, with the first comparables", async () => {
    const homes = await seedSales();
    const reply = await handleValuationForm(form({ intent: "estimate", ...facts }), { now: NOW, clientAddress: "203.0.113.9" });
    expect(reply.status).toBe(200);
    if (reply.status !== 200 || !reply.body.result.found) throw new Error("an estimate");
    const { result } = reply.body;
    expect(result.total).toBe(4);
    expect(result.comparables).toHaveLength(3);
    expect(result.estimate).toBeGreaterThan(900_000);
    expect(result.estimate).toBeLessThan(1_200_000);
    expect(result.low).toBeLessThan(result.estimate);
    expect(result.sentence).toBe("Based on 4 sales in Coral Bay in the last two years, one of them older than a year: a moderate range.");
    const ids = homes.map((home) => home.id);
    for (const comparable of result.comparables) {
      expect(ids).toContain(comparable.id);
      expect(comparable.path).toBe(`/soldproperty/${comparable.id}`);
      expect(comparable.adjustments).toEqual([]);
    }
    expect(await counts()).toEqual({ leads: 0, requests: 0, mail: 0 });
  });

  it("gives the full report for a name and e-mail, as a valuation lead dealt to the rotation with the facts, the estimate and the consent", async () => {
    await seedSales();
    const maya = await createTestAgent("maya@agents.example", "Maya Charles");
    const reply = await handleValuationForm(form({ intent: "report", ...facts, ...owner, consent: "yes" }), { now: NOW, clientAddress: "203.0.113.9" });
    expect(reply.status).toBe(200);
    if (reply.status !== 200 || !reply.body.result.found) throw new Error("a report");
    expect(reply.body.result.comparables).toHaveLength(4);
    expect(reply.body.monthlyUpdates).toBe(true);

    const [lead] = await getDb().select().from(leads);
    expect(lead).toMatchObject({ source: "valuation", routing: "rotation", agentId: maya.id, agentEmail: "maya@agents.example", name: "Ada Lovelace", email: "ada@example.com", listingId: null, listingPath: "/home-value" });
    expect(lead!.listingTitle).toBe("Home valuation: 12 Calabash Boom Road, Coral Bay");
    expect(lead!.message).toContain(reply.body.result.sentence);
    expect(lead!.message).toContain("monthly e-mail");
    const events = await getDb().select().from(leadEvents).where(eq(leadEvents.leadId, lead!.id));
    expect(events.map((event) => event.kind).sort()).toEqual(["assigned", "received"]);
    const [request] = await getDb().select().from(valuationRequests);
    expect(request).toMatchObject({ leadId: lead!.id, address: "12 Calabash Boom Road", area: "Coral Bay", estimate: reply.body.result.estimate, monthlyUpdates: true });
    expect(request!.comparableIds).toHaveLength(4);
    // The agent and the office are told; nothing goes to the address the owner typed.
    const mail = await getDb().select().from(mailOutbox);
    expect(mail.map((message) => message.to)).toContain("maya@agents.example");
    expect(mail.some((message) => message.to.includes("ada@example.com"))).toBe(false);
  });

  it("refuses facts elsewhere or absurd, and a report without a name, storing nothing", async () => {
    await seedSales();
    const elsewhere = await handleValuationForm(form({ intent: "estimate", ...facts, address: "5 Red Hook Road, St. Thomas" }), { now: NOW });
    expect(elsewhere).toMatchObject({ status: 400, body: { fieldErrors: { address: VALUATION_MESSAGES.addressElsewhere } } });
    const huge = await handleValuationForm(form({ intent: "estimate", ...facts, type: "cottage", livingArea: "90000" }), { now: NOW });
    expect(huge).toMatchObject({ status: 400, body: { fieldErrors: { livingArea: VALUATION_MESSAGES.livingArea } } });
    const nameless = await handleValuationForm(form({ intent: "report", ...facts, email: "ada@example.com" }), { now: NOW });
    expect(nameless).toMatchObject({ status: 400, body: { step: "report", fieldErrors: { name: "Please enter your name" } } });
    expect(await counts()).toEqual({ leads: 0, requests: 0, mail: 0 });
  });

  it("drops a filled honeypot's report unstored", async () => {
    await seedSales();
    const reply = await handleValuationForm(form({ intent: "report", ...facts, ...owner }, { honeypot: "http://spam.example" }), { now: NOW });
    expect(reply.status).toBe(200);
    expect(await counts()).toEqual({ leads: 0, requests: 0, mail: 0 });
  });

  it("answers a flood of reports with the site's too-many reply, and stores nothing past the limits", async () => {
    await seedSales();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await handleValuationForm(form({ intent: "report", ...facts, ...owner, email: `owner${i}@example.com` }), { now: NOW, clientAddress: "203.0.113.50" })).status);
    const refused = await handleValuationForm(form({ intent: "report", ...facts, ...owner, email: "owner9@example.com" }), { now: NOW, clientAddress: "203.0.113.50" });
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ formError: expect.stringContaining("Too many valuations") });
    // Per typed address too, from other connections.
    const sameAddress: number[] = [];
    for (let i = 0; i < 4; i += 1) sameAddress.push((await handleValuationForm(form({ intent: "report", ...facts, ...owner }), { now: NOW, clientAddress: `198.51.100.${i}` })).status);
    expect(sameAddress).toEqual([200, 200, 200, 429]);
    expect((await counts()).leads).toBe(8);
  });
});
