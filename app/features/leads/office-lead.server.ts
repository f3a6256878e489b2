import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import type { Database } from "~/shared/db/client.server";
import { enqueueMail } from "~/features/mail/index.server";
import { adminLeadPath, agentLeadPath } from "./lead-paths";
import { leadEvents, leads, type LeadKind } from "./lead.table";
import { queueLeadCrmEvent } from "./lead-crm-event.server";
import { storeLeadSource } from "./lead-source-store.server";
import { nextAgentInRotation } from "./lead-rotation.server";

export type OfficeLead = {
  source: Exclude<LeadKind, "enquiry">;
  /** What the lead is about, as the lead desk lists it ("Home valuation: 12 Calabash Boom"). */
  title: string;
  /** The page it came from. */
  path: string;
  name: string;
  email: string;
  phone: string | null;
  /** What the agent reads first: the facts and figures the visitor saw. */
  message: string;
  firstTouch?: unknown;
  now: Date;
};

/**
 * A lead that is about no listing of an agent's (a home valuation): dealt to
 * the next agent in the office's rotation exactly as an enquiry about another
 * firm's listing is, in the caller's transaction, with its "received" and
 * "assigned" events, its first touch, the CRM event and the agent's and the
 * office's notifications (Reply-To the sender). Nothing goes to the sender.
 */
export async function createOfficeLead(tx: Database, lead: OfficeLead): Promise<{ id: string; agentName: string | null }> {
  const rotated = await nextAgentInRotation(tx);
  const [row] = await tx
    .insert(leads)
    .values({
      listingTitle: lead.title,
      listingPath: lead.path,
      agentId: rotated?.id ?? null,
      agentEmail: rotated?.email ?? null,
      routing: "rotation",
      source: lead.source,
      assignedAt: lead.now,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      createdAt: lead.now,
      updatedAt: lead.now,
    })
    .returning({ id: leads.id });
  const id = row!.id;
  await tx.insert(leadEvents).values({ leadId: id, kind: "received", createdAt: lead.now });
  if (rotated) await tx.insert(leadEvents).values({ leadId: id, kind: "assigned", detail: rotated.name, createdAt: lead.now });
  await storeLeadSource(tx, id, lead.firstTouch, lead.now);
  await queueLeadCrmEvent(tx, id, { kind: "created" }, lead.now);

  const config = getConfig();
  const office = config.mail.to ?? site.email;
  const lines = (opening: string, leadUrl: string) =>
    [opening, "", `Name:     ${lead.name}`, `E-mail:   ${lead.email}`, `Phone:    ${lead.phone ?? "(not given)"}`, "", lead.message, "", `Open the lead: ${leadUrl}`, `Reply to this e-mail to answer ${lead.name} directly.`].join("\n");
  const subject = `New lead: ${lead.title}`;
  if (rotated && rotated.email.trim().toLowerCase() !== office.trim().toLowerCase()) {
    const leadUrl = `${config.publicUrl}${agentLeadPath(id)}`;
    await enqueueMail(tx, { to: rotated.email, replyTo: lead.email, subject, text: lines("An owner asked for a home valuation report through the website; the office rotation gave the lead to you.", leadUrl), action: { label: "Open the lead", href: leadUrl } });
  }
  const officeUrl = `${config.publicUrl}${adminLeadPath(id)}`;
  await enqueueMail(tx, { to: office, replyTo: lead.email, subject, text: lines("An owner asked for a home valuation report through the website; it went to the office rotation.", officeUrl), action: { label: "Open the lead", href: officeUrl } });
  return { id, agentName: rotated?.name ?? null };
}
