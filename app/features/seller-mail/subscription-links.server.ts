import { eq, sql } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { fail, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { SELLER_MAIL_MESSAGES, type SellerMailKind } from "./seller-mail-rules";
import { sellerMailSubscriptions } from "./seller-mail.table";
import { isSubscriptionToken, subscriptionUrl, type LinkPurpose } from "./seller-mail-tokens.server";

/**
 * The two links of a monthly e-mail (decision 0148). Opening either (GET)
 * changes nothing, since mail scanners open links; the page's button (POST)
 * confirms or stops. No sign-in: the token is the subscription's signature.
 * A forged or malformed link is refused (400), never a server error.
 */

/** The subscription a link names; null when it is gone (stopped, or deleted unconfirmed). */
export type LinkedSubscription = {
  id: string;
  found: { kind: SellerMailKind; areaName: string | null; confirmed: boolean } | null;
  /** The subscription's unsubscribe link, for the page that confirms it. */
  unsubscribeUrl: string;
};

function checkLink(purpose: LinkPurpose, subscription: unknown, token: unknown): string | null {
  if (typeof subscription !== "string" || typeof token !== "string" || !isUuid(subscription) || !isSubscriptionToken(purpose, subscription, token)) return null;
  return subscription;
}

async function readLinked(id: string, confirmedAt?: Date): Promise<LinkedSubscription> {
  const columns = { kind: sellerMailSubscriptions.kind, areaName: sellerMailSubscriptions.areaName, confirmedAt: sellerMailSubscriptions.confirmedAt };
  const [row] = confirmedAt
    ? await getDb()
        .update(sellerMailSubscriptions)
        .set({ confirmedAt: sql`coalesce(${sellerMailSubscriptions.confirmedAt}, ${confirmedAt.toISOString()}::timestamptz)` })
        .where(eq(sellerMailSubscriptions.id, id))
        .returning(columns)
    : await getDb().select(columns).from(sellerMailSubscriptions).where(eq(sellerMailSubscriptions.id, id));
  return { id, found: row ? { kind: row.kind, areaName: row.areaName, confirmed: row.confirmedAt !== null } : null, unsubscribeUrl: subscriptionUrl("unsubscribe", id) };
}

/** What a confirmation or unsubscribe link names, when its token is right. */
export async function findLinkedSubscription(purpose: LinkPurpose, subscription: unknown, token: unknown): Promise<Result<{ data: LinkedSubscription }>> {
  const id = checkLink(purpose, subscription, token);
  if (!id) return fail(SELLER_MAIL_MESSAGES.badLink);
  return runService("findLinkedSubscription", { subscription: id }, async () => ok({ data: await readLinked(id) }));
}

/**
 * Confirms a subscription (the double opt-in's second step): from now on the
 * monthly job mails it. Confirming again changes nothing; a subscription gone
 * meanwhile answers with `found` null, for the page to say so.
 */
export async function confirmSubscription(subscription: unknown, token: unknown, now = new Date()): Promise<Result<{ data: LinkedSubscription }>> {
  const id = checkLink("confirm", subscription, token);
  if (!id) return fail(SELLER_MAIL_MESSAGES.badLink);
  return runService("confirmSubscription", { subscription: id }, async () => ok({ data: await readLinked(id, now) }));
}

/**
 * Stops a subscription for whoever holds its link: the one-click unsubscribe
 * of RFC 8058 and the page's button. It is deleted; one already gone sends
 * nothing either, so that is a success too.
 */
export async function unsubscribe(subscription: unknown, token: unknown): Promise<Result<{ data: { kind: SellerMailKind | null; areaName: string | null } }>> {
  const id = checkLink("unsubscribe", subscription, token);
  if (!id) return fail(SELLER_MAIL_MESSAGES.badLink);
  return runService("unsubscribe", { subscription: id }, async () => {
    const [row] = await getDb()
      .delete(sellerMailSubscriptions)
      .where(eq(sellerMailSubscriptions.id, id))
      .returning({ kind: sellerMailSubscriptions.kind, areaName: sellerMailSubscriptions.areaName });
    return ok({ data: { kind: row?.kind ?? null, areaName: row?.areaName ?? null } });
  });
}
