import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { sendDueMail } from "~/features/mail/send-due-mail.server";
import { close, listen, newMailbox, SMTP_PASSWORD, SMTP_USER, smtpServer } from "~/features/mail/smtp-test-helpers";
import { leadMessages, leads } from "./lead.table";
import { LEAD_MESSAGES } from "./lead-rules";
import { buyer, NOW, twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { getLead } from "./read-leads.server";
import { sendEnquiry } from "./send-enquiry.server";
import { sendLeadMessage } from "./send-lead-message.server";

const LATER = new Date(NOW.getTime() + 30 * 60_000);
const mailbox = newMailbox();
const smtp = smtpServer(mailbox);
let smtpPort = 0;

beforeAll(async () => {
  smtpPort = await listen(smtp);
});
afterAll(async () => {
  await close(smtp);
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

async function leadOfMaya() {
  const agents = await twoAgentsWithListings();
  const sent = await sendEnquiry({ listingId: agents.mayaListing.id, ...buyer, showingTimes: [] }, { now: NOW });
  if (!sent.success) throw new Error(sent.error);
  await getDb().delete(mailOutbox);
  return { ...agents, leadId: sent.id };
}

const reply = { subject: "Sea Grape Cottage", body: "Hi Ada,\n\nThe seller is open to offers. Shall we meet on Tuesday?" };

describe("writing to the buyer from a lead's page", () => {
  it("queues the e-mail from the agent's name with Reply-To the agent, shows it on the timeline and counts as the first response", async () => {
    const { maya, leadId } = await leadOfMaya();
    const sent = await sendLeadMessage(viewerOf(maya), leadId, reply, LATER);
    expect(sent.success).toBe(true);

    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail).toMatchObject({ to: buyer.email, replyTo: maya.email, fromName: "Maya Charles", subject: "Sea Grape Cottage", status: "queued" });
    expect(mail!.text).toContain("The seller is open to offers.");
    expect(mail!.text).toContain("--\nMaya Charles\nSugar Apple Realty");
    const [stored] = await getDb().select().from(leadMessages);
    expect(stored).toMatchObject({ leadId, senderId: maya.id, toEmail: buyer.email, mailId: mail!.id });

    const lead = await getLead(viewerOf(maya), leadId);
    if (!lead.success) throw new Error(lead.error);
    expect(lead.data).toMatchObject({ status: "contacted", firstResponseAt: LATER });
    const message = lead.data.events.find((event) => event.kind === "message");
    expect(message).toMatchObject({ subject: "Sea Grape Cottage", detail: reply.body, actorName: "Maya Charles" });
  });

  it("reaches a real SMTP server from the agent's name at the brokerage's address, with Reply-To the agent", async () => {
    vi.stubEnv("SMTP_URL", `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`);
    vi.stubEnv("MAIL_FROM", "Sugar Apple Realty <no-reply@sugarapplerealty.example>");
    resetConfigForTests();
    const { maya, leadId } = await leadOfMaya();
    expect((await sendLeadMessage(viewerOf(maya), leadId, reply, LATER)).success).toBe(true);
    expect(await sendDueMail()).toMatchObject({ sent: 1 });
    const delivered = mailbox.received.find((message) => message.to.includes(buyer.email));
    expect(delivered?.from).toBe("no-reply@sugarapplerealty.example");
    expect(delivered?.raw).toMatch(/^From: Maya Charles <no-reply@sugarapplerealty\.example>\r?$/m);
    expect(delivered?.raw).toMatch(/^Reply-To: maya@agents\.example\r?$/m);
  });

  it("refuses an empty message or subject, another agent's lead and a lead without contact details, and writes nothing", async () => {
    const { maya, omar, leadId } = await leadOfMaya();
    expect(await sendLeadMessage(viewerOf(maya), leadId, { subject: "Hello", body: "  \n " }, LATER)).toEqual({
      success: false,
      error: LEAD_MESSAGES.messageEmpty,
      fieldErrors: { body: LEAD_MESSAGES.messageEmpty },
    });
    expect(await sendLeadMessage(viewerOf(maya), leadId, { subject: "", body: "Hi" }, LATER)).toMatchObject({ fieldErrors: { subject: LEAD_MESSAGES.subjectEmpty } });
    expect(await sendLeadMessage(viewerOf(omar), leadId, reply, LATER)).toEqual({ success: false, code: "not_found", error: LEAD_MESSAGES.notFound });
    expect(await sendLeadMessage({ ...viewerOf(maya), role: "buyer" }, leadId, reply, LATER)).toMatchObject({ code: "forbidden" });

    await getDb().update(leads).set({ name: null, email: null, phone: null, anonymizedAt: NOW }).where(eq(leads.id, leadId));
    expect(await sendLeadMessage(viewerOf(maya), leadId, reply, LATER)).toEqual({ success: false, code: "conflict", error: LEAD_MESSAGES.noAddress });

    expect(await getDb().select().from(mailOutbox)).toEqual([]);
    expect(await getDb().select().from(leadMessages)).toEqual([]);
    expect((await getDb().select().from(leads))[0]).toMatchObject({ status: "new", firstResponseAt: null });
  });

  it("holds ten messages an hour to one buyer's address: the eleventh is refused and not queued", async () => {
    const { maya, leadId } = await leadOfMaya();
    for (let index = 0; index < 10; index += 1) {
      expect((await sendLeadMessage(viewerOf(maya), leadId, { ...reply, subject: `Note ${index}` }, LATER)).success).toBe(true);
    }
    const refused = await sendLeadMessage(viewerOf(maya), leadId, reply, LATER);
    expect(refused).toMatchObject({ success: false, code: "rate_limited" });
    expect(refused.success === false && refused.error).toMatch(/Please try again in \d+ minutes?\./);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(10);
  });
});
