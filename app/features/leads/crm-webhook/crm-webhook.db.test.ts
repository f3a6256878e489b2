import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectConsoleError } from "../../../../tests/setup/fail-on-console-error";
import { auditLog } from "~/features/audit/audit.table";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "~/features/leads/lead-test-helpers";
import { sendEnquiry } from "~/features/leads/send-enquiry.server";
import { sendLeadMessage } from "~/features/leads/send-lead-message.server";
import { setLeadStatus } from "~/features/leads/update-lead.server";
import { resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { listCrmDeliveries, retryCrmDelivery } from "./crm-admin.server";
import { crmDeliveries } from "./crm-delivery.table";
import { deliverDueCrmEvents } from "./deliver-crm-events.server";
import { startFakeCrm } from "./fake-crm-test-helpers";
import { verifySignature } from "./webhook-signature";

const SECRET = "test-webhook-secret-0123456789";
const SECOND = 1000;
let crm: Awaited<ReturnType<typeof startFakeCrm>>;

beforeAll(async () => {
  crm = await startFakeCrm();
  // The fake listens on loopback: allowed only because this test says so.
  Object.assign(process.env, { CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: SECRET, CRM_WEBHOOK_ALLOW_PRIVATE: "true" });
  resetConfigForTests();
});

afterAll(async () => {
  delete process.env.CRM_WEBHOOK_URL;
  delete process.env.CRM_WEBHOOK_SECRET;
  delete process.env.CRM_WEBHOOK_ALLOW_PRIVATE;
  resetConfigForTests();
  await crm.close();
});

const at = (ms: number) => () => new Date(NOW.getTime() + ms);
const rows = () => getDb().select().from(crmDeliveries);

async function newLead(firstTouch: unknown = { campaign: { utm_source: "google", utm_medium: "cpc", utm_campaign: "winter" }, landing: "/properties" }) {
  const agents = await twoAgentsWithListings();
  const sent = await sendEnquiry({ listingId: agents.mayaListing.id, ...buyer, showingTimes: ["2031-03-05T10:30"] }, { now: NOW, firstTouch });
  if (!sent.success) throw new Error(sent.error);
  return { ...agents, leadId: sent.id };
}

describe("the CRM webhook", () => {
  it("posts a new lead once, signed, in the shape Follow Up Boss's Events API takes", async () => {
    crm.received.length = 0;
    const { mayaListing, leadId } = await newLead();
    expect(await rows()).toMatchObject([{ event: "lead.created", leadId, status: "queued", attempts: 0 }]);

    expect(await deliverDueCrmEvents({ now: at(SECOND) })).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(crm.received).toHaveLength(1);
    const post = crm.received[0]!;
    expect(post.path).toBe("/v1/events");
    expect(post.headers["content-type"]).toBe("application/json");
    expect(post.headers["x-webhook-event"]).toBe("lead.created");
    expect(post.headers["x-webhook-id"]).toBe((await rows())[0]!.id);
    expect(verifySignature(SECRET, post.raw, post.headers["x-webhook-signature"] as string, new Date(NOW.getTime() + 2 * SECOND))).toBe(true);
    expect(verifySignature("another-secret-0123456789", post.raw, post.headers["x-webhook-signature"] as string, new Date(NOW.getTime() + 2 * SECOND))).toBe(false);
    expect(verifySignature(SECRET, post.raw.replace("Ada", "Eve"), post.headers["x-webhook-signature"] as string, new Date(NOW.getTime() + 2 * SECOND))).toBe(false);
    expect(post.body).toMatchObject({
      source: "localhost",
      system: "Sugar Apple Realty website",
      type: "Property Inquiry",
      message: buyer.message,
      occurredAt: NOW.toISOString(),
      person: { firstName: "Ada", lastName: "Lovelace", emails: [{ value: buyer.email }], phones: [{ value: buyer.phone }], tags: expect.arrayContaining(["Status: New", "Source: Google Ads"]) },
      property: { street: "Sea Grape Cottage", city: "Chocolate Hole", state: "VI", code: "00830", url: expect.stringContaining(`/property/${mayaListing.id}`) },
      campaign: { source: "google", medium: "cpc", campaign: "winter" },
    });
    expect((post.body as { description: string }).description).toContain("Showing requested");
    expect((post.body as { sourceUrl: string }).sourceUrl).toContain(`/admin/admindashboard/leads/${leadId}`);
    expect(await rows()).toMatchObject([{ status: "delivered", attempts: 1, lastStatus: 200, deliveredAt: new Date(NOW.getTime() + SECOND) }]);

    // Delivered once: later rounds post nothing.
    expect(await deliverDueCrmEvents({ now: at(60 * SECOND) })).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(crm.received).toHaveLength(1);
  });

  it("retries a failed post with growing waits, and delivers it once the CRM answers", async () => {
    crm.received.length = 0;
    await newLead();
    crm.answerWith(503, 503);
    expect(await deliverDueCrmEvents({ now: at(0) })).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(await rows()).toMatchObject([{ status: "queued", attempts: 1, lastStatus: 503, nextAttemptAt: new Date(NOW.getTime() + 30 * SECOND) }]);
    expect((await rows())[0]!.lastError).toContain("HTTP 503");
    // Not due yet: nothing is posted.
    expect(await deliverDueCrmEvents({ now: at(29 * SECOND) })).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await deliverDueCrmEvents({ now: at(30 * SECOND) })).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    // The second wait is twice the first.
    expect(await rows()).toMatchObject([{ attempts: 2, nextAttemptAt: new Date(NOW.getTime() + 90 * SECOND) }]);
    expect(await deliverDueCrmEvents({ now: at(90 * SECOND) })).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(crm.received).toHaveLength(3);
    // The same event each time, under the same id.
    expect(new Set(crm.received.map((post) => post.headers["x-webhook-id"])).size).toBe(1);
    expect(new Set(crm.received.map((post) => post.raw)).size).toBe(1);
    expect(await rows()).toMatchObject([{ status: "delivered", attempts: 3 }]);
  });

  it("fails an event the CRM refuses for good, and an administrator can queue it again", async () => {
    crm.received.length = 0;
    const { maya } = await newLead();
    crm.answerWith(400);
    expect(await deliverDueCrmEvents({ now: at(0) })).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "failed", lastStatus: 400 });
    expectConsoleError(/CRM webhook given up/);

    const admin = { ...viewerOf(maya, "admin"), email: "admin@example.test" };
    expect(await retryCrmDelivery({ ...viewerOf(maya), email: maya.email }, failed!.id)).toMatchObject({ success: false, code: "forbidden" });
    const listed = await listCrmDeliveries(admin);
    expect(listed).toMatchObject({ success: true, data: { host: expect.stringMatching(/^127\.0\.0\.1:\d+$/), failed: [{ id: failed!.id }] } });
    expect(await retryCrmDelivery(admin, failed!.id, new Date(NOW.getTime() + 60 * SECOND))).toEqual({ success: true, id: failed!.id });
    expect(await retryCrmDelivery(admin, failed!.id)).toMatchObject({ success: false, code: "conflict" });
    expect(await getDb().select().from(auditLog).where(eq(auditLog.action, "crm.retry"))).toHaveLength(1);
    expect(await deliverDueCrmEvents({ now: at(61 * SECOND) })).toEqual({ delivered: 1, retrying: 0, failed: 0 });
  });

  it("refuses a webhook on a private or loopback address unless allowed, posting nothing", async () => {
    crm.received.length = 0;
    await newLead();
    const target = { url: crm.url, secret: SECRET, allowPrivate: false };
    expect(await deliverDueCrmEvents({ now: at(0), target })).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect((await rows())[0]).toMatchObject({ status: "failed", lastError: "the webhook's address is private" });
    expectConsoleError(/CRM webhook given up/);
    await getDb().update(crmDeliveries).set({ status: "queued", attempts: 0, failedAt: null, lastError: null });

    // A host name that resolves to loopback is refused at connection time too.
    const byName = { url: crm.url.replace("127.0.0.1", "localhost"), secret: SECRET, allowPrivate: false };
    expect(await deliverDueCrmEvents({ now: at(0), target: byName })).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    expect((await rows())[0]!.lastError).toContain("private address");
    expectConsoleError(/CRM webhook given up/);
    expect(crm.received).toHaveLength(0);
  });

  it("tells the CRM about a status change, and queues nothing without CRM_WEBHOOK_URL", async () => {
    const { maya, leadId } = await newLead(null);
    await deliverDueCrmEvents({ now: at(0) });
    crm.received.length = 0;
    expect(await setLeadStatus(viewerOf(maya), leadId, "contacted", at(60 * SECOND)())).toEqual({ success: true, id: leadId });
    await deliverDueCrmEvents({ now: at(61 * SECOND) });
    expect(crm.received.map((post) => post.headers["x-webhook-event"])).toEqual(["lead.status_changed"]);
    expect(crm.received[0]!.body).toMatchObject({
      type: "General Inquiry",
      description: `Lead status changed from New to Contacted by ${maya.email}.`,
      person: { tags: ["Website lead", "Status: Contacted"] },
    });

    // Writing to a new lead's buyer moves it to "contacted": the CRM hears of that too.
    const second = await sendEnquiry({ listingId: await firstListingId(), ...buyer }, { now: NOW });
    if (!second.success) throw new Error(second.error);
    await getDb().delete(crmDeliveries);
    expect(await sendLeadMessage(viewerOf(maya), second.id, { subject: "Your enquiry", body: "Happy to show you around on Tuesday." }, at(90 * SECOND)())).toMatchObject({ success: true });
    expect(await rows()).toMatchObject([{ event: "lead.status_changed", leadId: second.id, payload: { description: `Lead status changed from New to Contacted by ${maya.email}.` } }]);

    // A lost lead's reason and note follow its new status.
    await getDb().delete(crmDeliveries);
    expect(await setLeadStatus(viewerOf(maya), second.id, "lost", at(100 * SECOND)(), { reason: "price", note: "Wants under $1M" })).toMatchObject({ success: true });
    expect(await rows()).toMatchObject([
      { event: "lead.status_changed", leadId: second.id, payload: { description: `Lead status changed from Contacted to Lost (Price — Wants under $1M) by ${maya.email}.` } },
    ]);

    delete process.env.CRM_WEBHOOK_URL;
    resetConfigForTests();
    try {
      await getDb().delete(crmDeliveries);
      expect(await setLeadStatus(viewerOf(maya), leadId, "won", at(120 * SECOND)())).toEqual({ success: true, id: leadId });
      expect(await rows()).toEqual([]);
    } finally {
      process.env.CRM_WEBHOOK_URL = crm.url;
      resetConfigForTests();
    }
  });
});

/** The listing the first lead of this test is about. */
async function firstListingId(): Promise<string> {
  const { leads } = await import("~/features/leads/lead.table");
  const [lead] = await getDb().select({ listingId: leads.listingId }).from(leads);
  return lead!.listingId!;
}
