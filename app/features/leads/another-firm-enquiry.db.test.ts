import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listFeatured } from "~/features/listings/public-listings.server";
import { listings } from "~/features/listings/listing.table";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { mailOutbox } from "~/features/mail/outbox.table";
import { runFeedSync } from "~/features/mls-feed/feed-sync.server";
import { testMlsSettings } from "~/features/mls-feed/feed-test-settings";
import { importListingRecords } from "~/features/mls-feed/import-listings.server";
import { ResoClient } from "~/features/mls-feed/reso-client.server";
import { resoProperty, startResoTestServer, type ResoTestServer } from "~/features/mls-feed/reso-test-server";
import { getDb } from "~/shared/db/client.server";
import { leads, showings } from "./lead.table";
import { loadLeadPage } from "./lead-page.server";
import { buyer, NOW, viewerOf } from "./lead-test-helpers";
import { sendEnquiry } from "./send-enquiry.server";
import { confirmShowing } from "./showing-actions.server";

/** The other firm's agent, as the feed and the file name them. */
const THEIR_AGENT = "pat@coralbay.example";

let feed: ResoTestServer;
beforeEach(async () => {
  feed = await startResoTestServer();
});
afterEach(async () => {
  await feed.close();
});

/** One pass of the feed sync against the fake MLS (our office is OFF-OURS). */
async function sync() {
  const settings = testMlsSettings(feed.url);
  const client = new ResoClient(settings, { sleep: async () => undefined });
  const report = await runFeedSync({ settings, client, reconcile: "never" }).finally(() => client.close());
  expect(report).toMatchObject({ status: "succeeded" });
}

async function listingByKey(key: string) {
  const [row] = await getDb().select().from(listings).where(eq(listings.listingKey, key));
  return row!;
}

async function enquire(listingId: string) {
  const sent = await sendEnquiry({ listingId, ...buyer, showingTimes: [] }, { now: NOW });
  if (!sent.success) throw new Error(sent.error);
  const [lead] = await getDb().select().from(leads).where(eq(leads.id, sent.id));
  return { sent, lead: lead! };
}

const mailTo = async (address: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.to, address));

describe("an inquiry on another firm's MLS listing", () => {
  it("from the feed goes to our office's rotation, never to the feed's agent address, and the buyer hears one of our agents will answer", async () => {
    const maya = await createTestAgent("maya@agents.example", "Maya Charles");
    feed.records.push(resoProperty("K1", "2026-03-01T09:00:00.000Z", { ListAgentEmail: THEIR_AGENT }));
    await sync();
    const listing = await listingByKey("K1");
    expect(listing).toMatchObject({ listedByUs: false, listOfficeName: "Coral Bay Realty", agentId: null, listAgentEmail: null });

    const { sent, lead } = await enquire(listing.id);
    expect(sent).toMatchObject({ answeredBy: "our-agent" });
    expect(lead).toMatchObject({ routing: "rotation", agentId: maya.id, agentEmail: maya.email });
    expect(await mailTo(THEIR_AGENT)).toEqual([]);
    const [toMaya] = await mailTo(maya.email);
    expect(toMaya!.text).toContain("the office rotation gave it to you");
    expect(toMaya!.text).toContain("The listing is Coral Bay Realty's, another brokerage");

    const [receipt] = await mailTo(buyer.email);
    expect(receipt!.text).toContain("It is with our office: one of our agents will be in touch shortly.");
    expect(receipt!.text).not.toContain("listing agent");
    expect(receipt!.text).toContain("MLS #K1\nListing courtesy of Coral Bay Realty.\nInformation deemed reliable but not guaranteed.");

    // The lead's page says whose listing it is.
    const page = await loadLeadPage(viewerOf(maya), lead.id);
    expect(page.anotherFirm).toBe("Coral Bay Realty");
  });

  it("a showing our agent confirms is mailed to the buyer with the listing's MLS number, firm and disclaimer", async () => {
    const maya = await createTestAgent("maya@agents.example", "Maya Charles");
    feed.records.push(resoProperty("K4", "2026-03-01T09:00:00.000Z"));
    await sync();
    const sent = await sendEnquiry({ listingId: (await listingByKey("K4")).id, ...buyer, showingTimes: ["2031-03-05T10:00"] }, { now: NOW });
    if (!sent.success) throw new Error(sent.error);
    const [showing] = await getDb().select().from(showings).where(eq(showings.leadId, sent.id));
    expect(await confirmShowing(viewerOf(maya), sent.id, showing!.preferredTimes[0]!.toISOString(), NOW)).toMatchObject({ success: true });
    const confirmed = (await mailTo(buyer.email)).find((mail) => mail.subject.startsWith("Showing confirmed"));
    expect(confirmed!.text).toContain("MLS #K4\nListing courtesy of Coral Bay Realty.\nInformation deemed reliable but not guaranteed.");
    expect(confirmed!.text).toContain("Agent:    Maya Charles");
    expect(await mailTo(THEIR_AGENT)).toEqual([]);
  });

  it("goes to the rotation even when the stored row still carries the other firm's agent address or account", async () => {
    const maya = await createTestAgent("maya@agents.example", "Maya Charles");
    feed.records.push(resoProperty("K2", "2026-03-01T09:00:00.000Z"));
    await sync();
    const listing = await listingByKey("K2");
    // As a row written before this rule, or edited by hand, might be.
    await getDb().update(listings).set({ listAgentEmail: THEIR_AGENT }).where(eq(listings.id, listing.id));
    const { lead } = await enquire(listing.id);
    expect(lead).toMatchObject({ routing: "rotation", agentId: maya.id });
    expect(await mailTo(THEIR_AGENT)).toEqual([]);

    const theirAccount = await createTestAgent("pat.account@coralbay.example", "Pat Other", { status: "pending" });
    await getDb().update(listings).set({ listAgentEmail: null, agentId: theirAccount.id }).where(eq(listings.id, listing.id));
    const again = await enquire(listing.id);
    expect(again.lead).toMatchObject({ routing: "rotation", agentId: maya.id });
    expect(await mailTo(theirAccount.email)).toEqual([]);
  });

  it("from a file goes to the rotation too, whatever agent e-mail the file gives; our office's file listing keeps its agent", async () => {
    const maya = await createTestAgent("maya@agents.example", "Maya Charles");
    const dana = await createTestAgent("dana@agents.example", "Dana Sprauve");
    // A file names offices by name only: another firm's, and ours.
    const summary = await importListingRecords([
      { line: 2, record: resoProperty("F1", "2026-03-01T09:00:00.000Z", { ListOfficeKey: undefined, ListAgentEmail: THEIR_AGENT }) },
      { line: 3, record: resoProperty("F2", "2026-03-01T09:00:00.000Z", { ListOfficeKey: undefined, ListOfficeName: "Sugar Apple Realty", ListAgentEmail: dana.email }) },
    ]);
    expect(summary).toMatchObject({ created: 2, failed: [] });
    const theirs = await listingByKey("F1");
    expect(theirs).toMatchObject({ listedByUs: false, agentId: null, listAgentEmail: null, listAgentName: "Pat Other" });
    expect(await listingByKey("F2")).toMatchObject({ listedByUs: true, agentId: dana.id });

    const { sent, lead } = await enquire(theirs.id);
    expect(sent).toMatchObject({ answeredBy: "our-agent" });
    expect(lead.routing).toBe("rotation");
    expect([maya.id, dana.id]).toContain(lead.agentId);
    expect(await mailTo(THEIR_AGENT)).toEqual([]);

    const ours = await enquire((await listingByKey("F2")).id);
    expect(ours.sent).toMatchObject({ answeredBy: "listing-agent" });
    expect(ours.lead).toMatchObject({ routing: "listing", agentId: dana.id });
  });
});

describe("featured listings", () => {
  it("never include another firm's listing, whatever its featured flag says", async () => {
    feed.records.push(resoProperty("K3", "2026-03-01T09:00:00.000Z"));
    await sync();
    await importListingRecords([{ line: 2, record: resoProperty("F3", "2026-03-01T09:00:00.000Z", { ListOfficeKey: undefined }) }]);
    await getDb().update(listings).set({ featured: true });
    const ours = await createTestListing({ title: "Our Featured Villa", featured: true });

    const featured = await listFeatured("sale", 10);
    expect(featured.success && featured.data.map((card) => card.id)).toEqual([ours.id]);
  });
});

describe("whatever agent fields another firm's record carries", () => {
  it("an inquiry on it goes to the rotation and no mail goes to an address the record named", async () => {
    const maya = await createTestAgent("maya@agents.example", "Maya Charles");
    const address = fc.emailAddress().filter((email) => !email.endsWith("agents.example") && email.length < 120);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({ ListAgentEmail: fc.option(address), ListAgentKey: fc.option(fc.stringMatching(/^[A-Z0-9-]{1,20}$/)), ListAgentFullName: fc.option(fc.constantFrom("Pat Other", "Maya Charles", "")), ListOfficeName: fc.constantFrom("Coral Bay Realty", "Islandia Homes", "Cruz Bay Partners LLC") }, { requiredKeys: ["ListOfficeName"] }),
        async (fields) => {
          run += 1;
          const key = `P${run}`;
          const record = resoProperty(key, "2026-03-01T09:00:00.000Z", { ListOfficeKey: undefined, ...Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value ?? undefined])) });
          expect(await importListingRecords([{ line: 2, record }])).toMatchObject({ failed: [] });
          const { lead } = await enquire((await listingByKey(key)).id);
          expect(lead).toMatchObject({ routing: "rotation", agentId: maya.id });
          if (fields.ListAgentEmail) expect(await mailTo(fields.ListAgentEmail)).toEqual([]);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
