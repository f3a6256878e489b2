import { describe, expect, it } from "vitest";
import { handleValuationForm } from "~/features/home-valuation/index.server";
import { leads } from "~/features/leads/lead.table";
import { createTestListing } from "~/features/listings/listing-factory";
import { getDb } from "~/shared/db/client.server";
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from "./seller-mail-rules";
import { formOf, linkIn, outbox, subscriptions } from "./seller-mail-test-data";
import { subscriptionToken } from "./seller-mail-tokens.server";
import { deleteUnconfirmedSubscriptionsBefore, handleMarketSubscription, valuationUpdatesConsent } from "./subscribe.server";
import { confirmSubscription, findLinkedSubscription, unsubscribe } from "./subscription-links.server";

const NOW = Date.now();
const coralBay = { areaSlug: "coral-bay", now: NOW };

/** An area with listings, so it has a report. */
async function coralBayListings() {
  await createTestListing({ area: "Coral Bay" });
  await createTestListing({ kind: "sold", area: "Coral Bay", closePrice: 900_000 });
}

const subscribe = (email: string, context: { areaSlug?: string | null; clientAddress?: string; honeypot?: string } = {}) =>
  handleMarketSubscription(formOf({ email }, { honeypot: context.honeypot, now: NOW }), { areaSlug: context.areaSlug === undefined ? "coral-bay" : context.areaSlug, clientAddress: context.clientAddress ?? "203.0.113.9", now: NOW });

describe("subscribing to an area's monthly market report", () => {
  it("stores a pending subscription and mails a confirmation link, and only that, until it is followed", async () => {
    await coralBayListings();
    const reply = await subscribe("ada@example.com");
    expect(reply).toEqual({ status: 200, body: { subscribed: true, email: "ada@example.com" } });

    const [row] = await subscriptions();
    expect(row).toMatchObject({ kind: "market", email: "ada@example.com", areaSlug: "coral-bay", areaName: "Coral Bay", confirmedAt: null, leadId: null });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "ada@example.com", subject: "Confirm your monthly Coral Bay market report", status: "queued" });
    const link = linkIn(mails[0]!.text, CONFIRM_PATH);
    expect(link.subscription).toBe(row!.id);
    // The link's token is kept out of the outbox's copy once the message is sent.
    expect(mails[0]!.secrets).toEqual([link.token]);
    expect(mails[0]!.html).toContain("Start my monthly e-mails");

    // Opening the link changes nothing; its button confirms, once.
    const found = await findLinkedSubscription("confirm", link.subscription, link.token);
    expect(found).toMatchObject({ success: true, data: { found: { kind: "market", areaName: "Coral Bay", confirmed: false } } });
    expect((await subscriptions())[0]!.confirmedAt).toBeNull();
    const confirmed = await confirmSubscription(link.subscription, link.token, new Date(NOW));
    expect(confirmed).toMatchObject({ success: true, data: { found: { confirmed: true } } });
    const at = (await subscriptions())[0]!.confirmedAt;
    expect(at).toEqual(new Date(NOW));
    await confirmSubscription(link.subscription, link.token, new Date(NOW + 60_000));
    expect((await subscriptions())[0]!.confirmedAt).toEqual(at);
  });

  it("answers the same whether or not the address already has it: the confirmation again while pending, a note once confirmed", async () => {
    await coralBayListings();
    const first = await subscribe("ada@example.com");
    const again = await subscribe("ADA@example.com ");
    expect(again).toEqual({ status: 200, body: { subscribed: true, email: "ADA@example.com" } });
    expect(first.status).toBe(200);
    expect(await subscriptions()).toHaveLength(1);
    const [firstMail, secondMail] = await outbox();
    expect(linkIn(secondMail!.text, CONFIRM_PATH).subscription).toBe(linkIn(firstMail!.text, CONFIRM_PATH).subscription);

    const { subscription, token } = linkIn(firstMail!.text, CONFIRM_PATH);
    await confirmSubscription(subscription, token);
    const third = await subscribe("ada@example.com");
    expect(third).toEqual(first);
    expect(await subscriptions()).toHaveLength(1);
    const note = (await outbox())[2]!;
    expect(note.subject).toBe("You already get the monthly Coral Bay market report");
    expect(note.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(linkIn(note.text, UNSUBSCRIBE_PATH).subscription).toBe(subscription);
    expect(note.text).not.toContain(CONFIRM_PATH);

    // The island's report is another subscription of the same address.
    expect((await subscribe("dee@example.com")).status).toBe(200);
    expect((await subscribe("dee@example.com", { areaSlug: null })).status).toBe(200);
    expect((await subscriptions()).filter((row) => row.email === "dee@example.com").map((row) => row.areaSlug)).toEqual(["coral-bay", null]);
    expect((await outbox()).at(-1)!.subject).toBe("Confirm your monthly St. John market report");
  });

  it("refuses an area with no report, an invalid address and a form sent too fast; drops a filled honeypot with the same answer; none of them stores or sends", async () => {
    await coralBayListings();
    expect((await subscribe("ada@example.com", { areaSlug: "atlantis" })).status).toBe(404);
    expect(await subscribe("not an address")).toMatchObject({ status: 400, body: { fieldErrors: { email: expect.any(String) } } });
    const tooFast = await handleMarketSubscription(formOf({ email: "ada@example.com" }, { now: NOW + 59_500 }), coralBay);
    expect(tooFast).toMatchObject({ status: 400, body: { formError: expect.stringContaining("Please press Send again") } });
    expect(await subscribe("ada@example.com", { honeypot: "http://spam.example" })).toEqual({ status: 200, body: { subscribed: true, email: "ada@example.com" } });
    expect(await subscriptions()).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it("limits confirmation e-mails per client and per address each hour: over either, a 429 with the wait in words, and nothing stored", async () => {
    await coralBayListings();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await subscribe(`owner${i}@example.com`, { clientAddress: "203.0.113.50" })).status);
    const refused = await subscribe("owner9@example.com", { clientAddress: "203.0.113.50" });
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ formError: expect.stringMatching(/^Too many confirmation e-mails .* Please try again in \d+ minutes?\.$/) });
    expect(await subscriptions()).toHaveLength(5);

    // Per typed address, from other connections, whatever its case.
    const sameAddress: number[] = [];
    for (let i = 0; i < 4; i += 1) sameAddress.push((await subscribe(i === 2 ? "BEA@example.com" : "bea@example.com", { clientAddress: `198.51.100.${i}`, areaSlug: i % 2 ? null : "coral-bay" })).status);
    expect(sameAddress).toEqual([200, 200, 200, 429]);
    expect((await outbox()).filter((mail) => mail.to.toLowerCase() === "bea@example.com")).toHaveLength(3);
    expect(await subscriptions()).toHaveLength(7);
  });

  it("counts a home valuation's confirmation e-mail against the same limits", async () => {
    await coralBayListings();
    for (let i = 0; i < 3; i += 1) expect((await subscribe("cal@example.com", { clientAddress: `198.51.100.${i}` })).status).toBe(200);
    const facts = { address: "12 Calabash Boom Road", area: "Coral Bay", type: "single-family", beds: "3", baths: "2", livingArea: "2000", lotAcres: "0.5", view: "partial", waterfront: "no", condition: "average" };
    const report = formOf({ intent: "report", ...facts, name: "Cal Owner", email: "cal@example.com", consent: "yes" }, { now: NOW });
    const refused = await handleValuationForm(report, { now: NOW, clientAddress: "192.0.2.1", monthlyUpdates: valuationUpdatesConsent });
    expect(refused.status).toBe(429);
    expect(await getDb().select().from(leads)).toEqual([]);
    // Without the monthly e-mail the same report is not counted against them.
    const plain = formOf({ intent: "report", ...facts, name: "Cal Owner", email: "cal@example.com" }, { now: NOW });
    expect((await handleValuationForm(plain, { now: NOW, clientAddress: "192.0.2.1", monthlyUpdates: valuationUpdatesConsent })).status).toBe(200);
    expect((await subscriptions()).filter((row) => row.kind === "valuation")).toEqual([]);
  });

  it("refuses forged and swapped links with a message, changing nothing; a stopped subscription's links say it is gone", async () => {
    await coralBayListings();
    await subscribe("ada@example.com");
    const { subscription, token } = linkIn((await outbox())[0]!.text, CONFIRM_PATH);
    for (const [id, given] of [
      [subscription, "forged"],
      [subscription, subscriptionToken("unsubscribe", subscription)],
      ["nonsense", token],
      [null, null],
    ] as const) {
      const refused = await confirmSubscription(id, given);
      expect(refused).toMatchObject({ success: false, error: "This link is not valid. Please use the whole link from the e-mail." });
      expect(refused.success === false && refused.code).toBeFalsy();
    }
    // The confirmation link cannot stop it either.
    expect((await unsubscribe(subscription, token)).success).toBe(false);
    expect((await subscriptions())[0]!.confirmedAt).toBeNull();

    expect(await unsubscribe(subscription, subscriptionToken("unsubscribe", subscription))).toEqual({ success: true, data: { kind: "market", areaName: "Coral Bay" } });
    expect(await subscriptions()).toEqual([]);
    expect(await confirmSubscription(subscription, token)).toMatchObject({ success: true, data: { found: null } });
    expect(await unsubscribe(subscription, subscriptionToken("unsubscribe", subscription))).toEqual({ success: true, data: { kind: null, areaName: null } });
  });

  it("deletes subscriptions never confirmed once their period has passed, and keeps confirmed ones", async () => {
    await coralBayListings();
    await subscribe("ada@example.com");
    await subscribe("bea@example.com");
    const [ada] = await subscriptions();
    await confirmSubscription(ada!.id, subscriptionToken("confirm", ada!.id));
    expect(await deleteUnconfirmedSubscriptionsBefore(new Date(NOW - 1000))).toBe(0);
    expect(await deleteUnconfirmedSubscriptionsBefore(new Date(Date.now() + 1000))).toBe(1);
    expect((await subscriptions()).map((row) => row.email)).toEqual(["ada@example.com"]);
  });
});
