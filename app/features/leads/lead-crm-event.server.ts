import { eq } from "drizzle-orm";
import { queueCrmEvent } from "./crm-webhook/queue-crm-event.server";
import { readLeadSource } from "./lead-source-store.server";
import { listingColumns, selectListings } from "~/features/listings/index.server";
import { getConfig } from "~/shared/config/env.server";
import type { Database } from "~/shared/db/client.server";
import { formatIslandWeekdayTime } from "~/shared/dates/format-dates";
import { leads } from "./lead.table";
import { LEAD_STATUS_LABELS, lostReasonText, type LeadStatusChoice } from "./lead-rules";
import { adminLeadPath } from "./lead-paths";

/** What the CRM is told besides the lead itself. */
export type LeadCrmChange = { kind: "created"; showingTimes?: Date[] } | { kind: "status"; from: LeadStatusChoice; to: LeadStatusChoice; by?: string | null };

/** St. John's postal code and territory (a listing's area, such as Cruz Bay, is its town), for a CRM that files a property by its address. */
const ISLAND = { city: "St. John", state: "VI", code: "00830" };
const SYSTEM = "Sugar Apple Realty website";

/** "Ada Lovelace" → Ada / Lovelace; a single word is a first name. */
function splitName(name: string | null): { firstName?: string; lastName?: string } {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  if (words.length === 1) return { firstName: words[0] };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1) };
}

/**
 * Queues the lead's event for the CRM webhook, in the caller's transaction,
 * as a body Follow Up Boss's Events API (POST /v1/events) accepts: `source`
 * (the site's domain), `system`, `type` ("Property Inquiry" for a new lead,
 * "General Inquiry" for a status change, with the change in `description`:
 * a lost lead's reason and note follow its new status),
 * `person` (name, e-mails, phones, tags), `property` (street, city, state,
 * code, mlsNumber, price, url), `campaign` (the first visit's utm_*),
 * `message`, `sourceUrl` (the lead's page here) and `occurredAt`. A lead
 * whose sender's details were removed is not sent. Nothing is queued
 * without CRM_WEBHOOK_URL.
 */
export async function queueLeadCrmEvent(tx: Database, leadId: string, change: LeadCrmChange, now: Date): Promise<boolean> {
  if (!getConfig().crm.url) return false;
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId));
  if (!lead || lead.anonymizedAt) return false;
  const { publicUrl } = getConfig();
  const [listing] = lead.listingId
    ? await selectListings({ listingKey: listingColumns.listingKey, area: listingColumns.area, listPrice: listingColumns.listPrice, kind: listingColumns.kind }, tx).where(eq(listingColumns.id, lead.listingId))
    : [];
  const source = await readLeadSource(leadId, tx);
  const status = LEAD_STATUS_LABELS[lead.status];
  const campaign = source?.touch.campaign;
  const payload = {
    source: new URL(publicUrl).hostname.replace(/^www\./, ""),
    system: SYSTEM,
    type: change.kind === "created" ? "Property Inquiry" : "General Inquiry",
    occurredAt: now.toISOString(),
    sourceUrl: `${publicUrl}${adminLeadPath(lead.id)}`,
    message: change.kind === "created" ? lead.message : undefined,
    description:
      change.kind === "created"
        ? [`Inquiry about ${lead.listingTitle}.`, change.showingTimes?.length ? `Showing requested at ${change.showingTimes.map((time) => formatIslandWeekdayTime(time)).join("; ")}.` : null, source ? `First came from ${source.channel}.` : null]
            .filter(Boolean)
            .join(" ")
        : `Lead status changed from ${LEAD_STATUS_LABELS[change.from]} to ${LEAD_STATUS_LABELS[change.to]}${change.to === "lost" ? ` (${lostReasonText(lead.lostReason, lead.lostNote)})` : ""}${change.by ? ` by ${change.by}` : ""}.`,
    person: {
      ...splitName(lead.name),
      emails: lead.email ? [{ value: lead.email, type: "home" }] : [],
      phones: lead.phone ? [{ value: lead.phone, type: "mobile" }] : [],
      tags: ["Website lead", `Status: ${status}`, ...(source ? [`Source: ${source.channel}`] : [])],
    },
    property: {
      street: lead.listingTitle,
      ...ISLAND,
      ...(listing?.area ? { city: listing.area } : {}),
      ...(listing?.listingKey ? { mlsNumber: listing.listingKey } : {}),
      ...(listing?.listPrice !== null && listing?.listPrice !== undefined ? { price: listing.listPrice } : {}),
      ...(listing?.kind === "rental" ? { forRent: true } : {}),
      url: `${publicUrl}${lead.listingPath}`,
    },
    ...(campaign && (campaign.utm_source || campaign.utm_campaign)
      ? { campaign: { source: campaign.utm_source, medium: campaign.utm_medium, term: campaign.utm_term, content: campaign.utm_content, campaign: campaign.utm_campaign } }
      : {}),
    ...(source?.touch.referrer ? { pageReferrer: source.touch.referrer } : {}),
  };
  // JSON has no undefined: the stored body is the one that is signed and sent.
  return queueCrmEvent(tx, { event: change.kind === "created" ? "lead.created" : "lead.status_changed", leadId, payload: JSON.parse(JSON.stringify(payload)) as Record<string, unknown>, now });
}
