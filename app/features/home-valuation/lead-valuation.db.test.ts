import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { auditLog } from "~/features/audit/audit.table";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { leadMessages, leads } from "~/features/leads/lead.table";
import { viewerOf } from "~/features/leads/lead-test-helpers";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { adjustLeadValuation } from "./adjust-lead-valuation.server";
import { handleValuationForm } from "./home-valuation.server";
import { loadLeadValuation } from "./lead-valuation.server";
import { leadValuationFile, sendLeadValuation } from "./send-lead-valuation.server";
import { valuationRequests } from "./valuation-request.table";

const NOW = Date.parse("2026-11-29T16:00:00Z");
const now = new Date(NOW);

const facts = { address: "12 Calabash Boom Road", area: "Coral Bay", type: "single-family", beds: "3", baths: "2", livingArea: "2000", lotAcres: "0.5", view: "partial", waterfront: "no", condition: "average" };

function reportForm() {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ intent: "report", ...facts, name: "Ada Lovelace", email: "ada@example.com" })) formData.set(name, value);
  formData.set(SPAM_GUARD_FIELDS.honeypot, "");
  formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: NOW - 60_000 }));
  return formData;
}

/** Four Coral Bay sales, an East End sale the method leaves out, and a valuation lead dealt to Maya; then another agent and an administrator. */
async function setUp() {
  const sold = (title: string, closePrice: number, closeDate: string, area = "Coral Bay") =>
    createTestListing({ kind: "sold", title, area, subcategory: "single-family", closePrice, closeDate, livingArea: 2000, features: ["Valley views"] });
  const homes = [await sold("Coral Bay House A", 1_000_000, "2026-09-01"), await sold("Coral Bay House B", 1_100_000, "2026-03-01"), await sold("Coral Bay House C", 900_000, "2025-08-01"), await sold("Coral Bay House D", 1_300_000, "2026-06-01")];
  const farther = await sold("East End House", 2_400_000, "2026-10-01", "East End");
  const maya = await createTestAgent("maya@agents.example", "Maya Charles");
  const reply = await handleValuationForm(reportForm(), { now: NOW, clientAddress: "203.0.113.9" });
  expect(reply.status).toBe(200);
  const [lead] = await getDb().select().from(leads);
  const other = await createTestAgent("omar@agents.example", "Omar Penn");
  const admin = await createTestAgent("boss@office.example", "Office Admin", { role: "admin" });
  return { homes, farther, lead: lead!, maya: viewerOf(maya), other: viewerOf(other), admin: viewerOf(admin, "admin") };
}

const storedChoice = async (leadId: string) => {
  const [row] = await getDb().select().from(valuationRequests).where(eq(valuationRequests.leadId, leadId));
  return { excludedIds: row!.excludedIds, addedIds: row!.addedIds, agentView: row!.agentView, agentCondition: row!.agentCondition };
};

describe("a valuation lead's valuation on the lead page", () => {
  it("is valued again from the stored facts for the lead's agent and an administrator, and is not found for another agent", async () => {
    const { lead, maya, other, admin, homes } = await setUp();
    const mine = await loadLeadValuation(maya, lead.id, now);
    if (!mine.success || !mine.data || !mine.data.view.found) throw new Error("a valuation");
    const [stored] = await getDb().select().from(valuationRequests);
    expect(mine.data.view.estimate).toBe(stored!.estimate);
    expect(mine.data.asOf).toBe("2026-11-29");
    expect(mine.data.address).toBe("12 Calabash Boom Road");
    expect(mine.data.view.comparables.map((comparable) => comparable.id).sort()).toEqual(homes.map((home) => home.id).sort());
    expect(mine.data.view.comparables.reduce((sum, comparable) => sum + comparable.weightPercent, 0)).toBeGreaterThanOrEqual(99);
    expect(mine.data.addable.map((sale) => sale.label)).toEqual([expect.stringContaining("East End House (East End), sold 2026-10-01 for $2,400,000")]);
    expect((await loadLeadValuation(admin, lead.id, now)).success).toBe(true);
    expect(await loadLeadValuation(other, lead.id, now)).toMatchObject({ success: false, code: "not_found" });
    expect(await loadLeadValuation(maya, "not-a-uuid", now)).toMatchObject({ success: false, code: "not_found" });
  });

  it("keeps the agent's choice: a comparable taken out and a sale added move the estimate, stored and audited", async () => {
    const { lead, maya, homes, farther } = await setUp();
    const before = await loadLeadValuation(maya, lead.id, now);
    if (!before.success || !before.data?.view.found) throw new Error("a valuation");
    const ids = homes.map((home) => home.id);
    const cheapest = homes[2]!.id;
    const saved = await adjustLeadValuation(maya, lead.id, { shown: ids, used: ids.filter((id) => id !== cheapest), add: farther.id, view: "", condition: "good" }, now);
    expect(saved).toMatchObject({ success: true });
    expect(await storedChoice(lead.id)).toEqual({ excludedIds: [cheapest], addedIds: [farther.id], agentView: null, agentCondition: "good" });

    const after = await loadLeadValuation(maya, lead.id, now);
    if (!after.success || !after.data?.view.found) throw new Error("a valuation");
    expect(after.data.view.estimate).toBeGreaterThan(before.data.view.estimate);
    expect(after.data.view.comparables.map((comparable) => comparable.id)).not.toContain(cheapest);
    expect(after.data.view.comparables.map((comparable) => comparable.id)).toContain(farther.id);
    expect(after.data.excluded.map((sale) => sale.id)).toEqual([cheapest]);
    expect(after.data.adjusted).toBe(true);
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.action, "lead.valuation"));
    expect(entry).toMatchObject({ actorId: maya.id, subjectType: "lead", subjectId: lead.id });

    // Put back, then reset to the method's own.
    expect(await adjustLeadValuation(maya, lead.id, { shown: [...ids, farther.id], used: [...ids, farther.id], add: "", view: "", condition: "" }, now)).toMatchObject({ success: true });
    expect(await storedChoice(lead.id)).toMatchObject({ excludedIds: [], addedIds: [farther.id] });
    expect(await adjustLeadValuation(maya, lead.id, { reset: true }, now)).toMatchObject({ success: true });
    expect(await storedChoice(lead.id)).toEqual({ excludedIds: [], addedIds: [], agentView: null, agentCondition: null });
  });

  it("refuses another agent, hostile ids, a sale that is not a comparable and a choice of none, changing nothing", async () => {
    const { lead, maya, other, homes } = await setUp();
    const ids = homes.map((home) => home.id);
    const forSale = await createTestListing({ kind: "sale", title: "For sale", area: "Coral Bay", listPrice: 900_000 });
    const untouched = await storedChoice(lead.id);
    expect(await adjustLeadValuation(other, lead.id, { shown: ids, used: [], add: "", view: "", condition: "" }, now)).toMatchObject({ success: false, code: "not_found" });
    expect(await adjustLeadValuation(maya, "'; drop table leads; --", { shown: ids, used: ids, add: "", view: "", condition: "" }, now)).toMatchObject({ success: false, code: "not_found" });
    expect(await adjustLeadValuation(maya, lead.id, { shown: ["x".repeat(10_000)], used: [], add: "", view: "", condition: "" }, now)).toMatchObject({ success: false, error: "Please choose a sold listing from the list" });
    expect(await adjustLeadValuation(maya, lead.id, { shown: ids, used: ids, add: forSale.id, view: "", condition: "" }, now)).toMatchObject({ success: false, fieldErrors: { add: expect.stringContaining("not a sale of the last two years") } });
    expect(await adjustLeadValuation(maya, lead.id, { shown: ids, used: ids, add: "", view: "castle", condition: "" }, now)).toMatchObject({ success: false, fieldErrors: { view: "Please choose a view from the list" } });
    expect(await adjustLeadValuation(maya, lead.id, { shown: ids, used: [], add: "", view: "", condition: "" }, now)).toMatchObject({ success: false, error: expect.stringContaining("at least one comparable") });
    expect(await storedChoice(lead.id)).toEqual(untouched);
    expect(await getDb().select().from(auditLog).where(eq(auditLog.action, "lead.valuation"))).toEqual([]);
  });

  it("sends the owner the valuation through the outbox, with its PDF, on the lead's timeline; another agent's send is refused", async () => {
    const { lead, maya, other, homes } = await setUp();
    const ids = homes.map((home) => home.id);
    await adjustLeadValuation(maya, lead.id, { shown: ids, used: ids.slice(1), add: "", view: "", condition: "" }, now);
    const shown = await loadLeadValuation(maya, lead.id, now);
    if (!shown.success || !shown.data?.view.found) throw new Error("a valuation");
    const mailBefore = (await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "ada@example.com"))).length;

    expect(await sendLeadValuation(other, lead.id, now)).toMatchObject({ success: false, code: "not_found" });
    expect(await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "ada@example.com"))).toHaveLength(mailBefore);

    expect(await sendLeadValuation(maya, lead.id, now)).toMatchObject({ success: true });
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, "ada@example.com"));
    const estimate = `$${shown.data.view.estimate.toLocaleString("en-US")}`;
    expect(mail).toMatchObject({ fromName: "Maya Charles", replyTo: "maya@agents.example", subject: "Your home valuation: 12 Calabash Boom Road, Coral Bay", status: "queued" });
    expect(mail!.text).toContain(`Estimated value: ${estimate}`);
    expect(mail!.text).toContain("Maya Charles");
    expect(mail!.html).toContain(estimate);
    expect(mail!.html).toContain("Coral Bay House B");
    expect(mail!.text).not.toContain("Coral Bay House A");
    expect(mail!.attachments).toHaveLength(1);
    const file = mail!.attachments![0]!;
    expect(file).toMatchObject({ filename: "valuation-12-calabash-boom-road.pdf", contentType: "application/pdf" });
    const pdf = await PDFDocument.load(Buffer.from(file.contentBase64, "base64"));
    expect(pdf.getSubject()).toContain(`Estimated value ${estimate}`);

    const [message] = await getDb().select().from(leadMessages).where(eq(leadMessages.leadId, lead.id));
    expect(message).toMatchObject({ senderId: maya.id, toEmail: "ada@example.com", mailId: mail!.id });
    expect(message!.body).toContain(estimate);
    const [afterLead] = await getDb().select().from(leads).where(eq(leads.id, lead.id));
    expect(afterLead!.status).toBe("contacted");
  });

  it("lets the lead's agent read the PDF and the e-mail's HTML before sending, and no one else", async () => {
    const { lead, maya, other } = await setUp();
    const pdf = await leadValuationFile(maya, lead.id, "pdf", now);
    if (!pdf.success) throw new Error("a PDF");
    expect(pdf.data.contentType).toBe("application/pdf");
    expect((await PDFDocument.load(pdf.data.body as Uint8Array)).getPageCount()).toBeGreaterThanOrEqual(1);
    const html = await leadValuationFile(maya, lead.id, "html", now);
    if (!html.success) throw new Error("the HTML");
    expect(html.data.body).toContain("Hello Ada Lovelace,");
    expect(await leadValuationFile(other, lead.id, "pdf", now)).toMatchObject({ success: false, code: "not_found" });
  });
});
