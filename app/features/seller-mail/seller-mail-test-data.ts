import { asc } from "drizzle-orm";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { getDb } from "~/shared/db/client.server";
import { instantFromIslandTime } from "~/shared/dates/island-times";
import { todayOnIsland } from "~/shared/dates/island-days";
import { sellerMailSends, sellerMailSubscriptions } from "./seller-mail.table";

/** Test data and helpers for the monthly e-mails: forms as the page posts them, the outbox, the links in its messages. */

/** A form as a page sends it: its fields, an empty honeypot (unless given) and a form-start token a minute old. */
export function formOf(fields: Record<string, string>, options: { honeypot?: string; now?: number } = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(SPAM_GUARD_FIELDS.honeypot, options.honeypot ?? "");
  form.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: (options.now ?? Date.now()) - 60_000 }));
  return form;
}

/** Every message in the outbox, oldest first. */
export const outbox = () => getDb().select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
export const subscriptions = () => getDb().select().from(sellerMailSubscriptions).orderBy(asc(sellerMailSubscriptions.createdAt));
export const sends = () => getDb().select().from(sellerMailSends);

/** The subscription and token of a link to `path` in a message's text. */
export function linkIn(text: string, path: string): { subscription: string; token: string; url: string } {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, "\\/")}\\?subscription=([0-9a-f-]{36})&token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`No ${path} link in: ${text}`);
  return { url: match[0], subscription: match[1]!, token: match[2]! };
}

/** The first of the island month after `from`'s, at `hour` on the island: a moment the monthly e-mails of `from`'s month are due (9 a.m. by default). */
export function firstOfNextMonth(from: Date, hour = 9): Date {
  const [year, month] = todayOnIsland(from).split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const day = next.toISOString().slice(0, 10);
  return instantFromIslandTime(`${day}T${String(hour).padStart(2, "0")}:00`)!;
}

/** A market subscription stored as confirmed (at `confirmedAt`), for the monthly job's tests. */
export async function confirmedMarketSubscription(email: string, area: { slug: string; name: string } | null, confirmedAt = new Date()) {
  const [row] = await getDb()
    .insert(sellerMailSubscriptions)
    .values({ kind: "market", email, areaSlug: area?.slug ?? null, areaName: area?.name ?? null, createdAt: confirmedAt, confirmedAt })
    .returning();
  return row!;
}
