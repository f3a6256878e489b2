import { count, eq, gte, sql } from "drizzle-orm";
import { getDb, type Database } from "~/shared/db/client.server";
import { channelOf, readFirstTouch, type FirstTouch } from "~/features/lead-sources";
import { leadSources } from "./lead-source.table";

/**
 * Stores where a new lead's sender first came from, in the lead's own
 * transaction. `raw` is what the form carried (the browser's first touch,
 * JSON); anything unusable is read as "not recorded", never as an error, so
 * a hostile value can neither break nor block the enquiry (nothing is stored,
 * and the lead counts as not recorded). A first visit dated after the enquiry
 * is taken as the enquiry's own moment.
 */
export async function storeLeadSource(tx: Database, leadId: string, raw: unknown, now: Date): Promise<boolean> {
  const touch = readFirstTouch(raw, now.getTime());
  if (!touch) return false;
  const firstSeen = touch.at !== null ? new Date(Math.min(touch.at, now.getTime())) : null;
  await tx.insert(leadSources).values({
    leadId,
    channel: channelOf(touch).slice(0, 60),
    utmSource: touch.campaign.utm_source ?? null,
    utmMedium: touch.campaign.utm_medium ?? null,
    utmCampaign: touch.campaign.utm_campaign ?? null,
    utmTerm: touch.campaign.utm_term ?? null,
    utmContent: touch.campaign.utm_content ?? null,
    gclid: touch.campaign.gclid ?? null,
    fbclid: touch.campaign.fbclid ?? null,
    referrer: touch.referrer ?? null,
    landingPath: touch.landing ?? null,
    firstSeenAt: firstSeen,
    createdAt: now,
  });
  return true;
}

/** A lead's first touch as its page shows it; null when none was recorded. */
export type LeadSource = { channel: string; touch: FirstTouch; firstSeenAt: Date | null };

export async function readLeadSource(leadId: string, db: Database = getDb()): Promise<LeadSource | null> {
  const [row] = await db.select().from(leadSources).where(eq(leadSources.leadId, leadId));
  if (!row) return null;
  const campaign = Object.fromEntries(
    (
      [
        ["utm_source", row.utmSource],
        ["utm_medium", row.utmMedium],
        ["utm_campaign", row.utmCampaign],
        ["utm_term", row.utmTerm],
        ["utm_content", row.utmContent],
        ["gclid", row.gclid],
        ["fbclid", row.fbclid],
      ] as const
    ).filter(([, value]) => value !== null),
  );
  return { channel: row.channel, touch: { campaign, referrer: row.referrer, landing: row.landingPath, at: row.firstSeenAt?.getTime() ?? null }, firstSeenAt: row.firstSeenAt };
}

/** Leads that arrived since `since`, per channel, most first; `total` is every lead in the window so the rest count as not recorded. */
export async function countLeadsByChannel(since: Date, total: number, db: Database = getDb()): Promise<Array<{ key: string; count: number }>> {
  const rows = await db
    .select({ key: leadSources.channel, count: count() })
    .from(leadSources)
    .where(gte(leadSources.createdAt, since))
    .groupBy(leadSources.channel)
    .orderBy(sql`count(*) desc`, leadSources.channel);
  const recorded = rows.reduce((sum, row) => sum + row.count, 0);
  const missing = total - recorded;
  return missing > 0 ? [...rows, { key: "Not recorded", count: missing }] : rows;
}
