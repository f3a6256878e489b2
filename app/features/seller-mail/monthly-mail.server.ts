import { and, asc, eq, isNotNull, lte, notExists, sql } from "drizzle-orm";
import { revalueRequest, type Revaluation } from "~/features/home-valuation/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { areaSlug, marketPath, type MarketReport } from "~/features/market-reports";
import { readMarketReport } from "~/features/market-reports/index.server";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { todayOnIsland } from "~/shared/dates/island-days";
import { instantFromIslandTime } from "~/shared/dates/island-times";
import { logger } from "~/shared/lib/logger.server";
import { oneRoundAtATime } from "~/shared/lib/one-round-at-a-time";
import type { Result } from "~/shared/lib/result";
import { marketReportMail, valuationUpdateMail, type SellerMail } from "./seller-mail-mails";
import { MONTHLY_MAIL_HOUR, type SendOutcome } from "./seller-mail-rules";
import { sellerMailSends, sellerMailSubscriptions } from "./seller-mail.table";
import { subscriptionToken, subscriptionUrl } from "./seller-mail-tokens.server";
import { hasNews, toldAfter, valuationNews, type Told } from "./valuation-news";

/**
 * The monthly e-mails for sellers (decision 0148): from the 1st of each
 * month at MONTHLY_MAIL_HOUR, island time, each subscription confirmed by
 * then gets the month just ended: a market subscription its report, a
 * valuation subscription an update when its estimate moved or a sale closed
 * in its area (else nothing). Every process looks each hour; a round finds
 * the subscriptions without a `seller_mail_sends` row for the month, and each
 * one's row is inserted in the transaction that queues its e-mail, under the
 * subscription's row lock, so two processes (or two rounds) never send one
 * twice. A process stopped on the 1st catches up later that month.
 */

const pad = (value: number) => String(value).padStart(2, "0");

export type MonthlyRound = {
  /** The month reported, "YYYY-MM". */
  month: string;
  /** When its e-mails are due: the 1st of the next month at MONTHLY_MAIL_HOUR on the island. */
  dueAt: Date;
  /** The month's last moment on the island: the reports are read as of then. */
  monthEnd: Date;
};

/** The round a moment belongs to: the month before the island's current one. */
export function monthlyRound(now: Date): MonthlyRound {
  const thisMonth = todayOnIsland(now).slice(0, 7);
  const [year, month] = thisMonth.split("-").map(Number) as [number, number];
  const previous = new Date(Date.UTC(year, month - 2, 1));
  const firstMidnight = instantFromIslandTime(`${thisMonth}-01T00:00`)!;
  return {
    month: `${previous.getUTCFullYear()}-${pad(previous.getUTCMonth() + 1)}`,
    dueAt: instantFromIslandTime(`${thisMonth}-01T${pad(MONTHLY_MAIL_HOUR)}:00`)!,
    monthEnd: new Date(firstMidnight.getTime() - 1),
  };
}

export type MonthlyReport = { month: string } & Record<SendOutcome, number>;

type DueSubscription = {
  id: string;
  kind: "market" | "valuation";
  email: string;
  areaSlug: string | null;
  leadId: string | null;
  toldEstimate: number | null;
  toldOn: string | null;
  toldSaleIds: string[];
};

/**
 * One subscription's month, once: under its row's lock (a subscription being
 * sent by another process is left to it; one stopped meanwhile is gone), the
 * month's row claims it; the e-mail, when there is one, and what the owner
 * has now been told are written with it. False when another got there first.
 */
async function claimMonth(subscriptionId: string, month: string, outcome: SendOutcome, now: Date, mail?: SellerMail, told?: Told): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [live] = await tx
      .select({ id: sellerMailSubscriptions.id })
      .from(sellerMailSubscriptions)
      .where(and(eq(sellerMailSubscriptions.id, subscriptionId), isNotNull(sellerMailSubscriptions.confirmedAt)))
      .for("update", { skipLocked: true });
    if (!live) return false;
    const claimed = await tx.insert(sellerMailSends).values({ subscriptionId, month, outcome, at: now }).onConflictDoNothing().returning({ month: sellerMailSends.month });
    if (claimed.length === 0) return false;
    // The unsubscribe link works for good: the outbox's copy loses its token once the e-mail is sent (decision 0071).
    if (mail) await enqueueMail(tx, { ...mail, secrets: [subscriptionToken("unsubscribe", subscriptionId)] });
    if (told) {
      await tx
        .update(sellerMailSubscriptions)
        .set({ toldEstimate: told.estimate, toldOn: told.on, toldSaleIds: [...told.saleIds] })
        .where(eq(sellerMailSubscriptions.id, subscriptionId));
    }
    return true;
  });
}

type Reports = (slug: string | null) => Promise<Result<{ data: MarketReport }>>;

async function sendMarketReport(subscription: DueSubscription, round: MonthlyRound, reports: Reports, now: Date): Promise<SendOutcome | null> {
  const report = await reports(subscription.areaSlug);
  if (!report.success) {
    // An area no listing names any more has no report: the month is marked, and the subscriber is not written to.
    if (report.code === "not_found") return (await claimMonth(subscription.id, round.month, "skipped", now)) ? "skipped" : null;
    throw new Error(`The market report of ${subscription.areaSlug ?? "the island"} could not be read`);
  }
  const { publicUrl } = getConfig();
  const mail = marketReportMail({
    to: subscription.email,
    report: report.data,
    month: round.month,
    reportUrl: `${publicUrl}${marketPath(report.data.area)}`,
    unsubscribeUrl: subscriptionUrl("unsubscribe", subscription.id),
  });
  return (await claimMonth(subscription.id, round.month, "sent", now, mail)) ? "sent" : null;
}

async function sendValuationUpdate(subscription: DueSubscription, round: MonthlyRound, reports: Reports, now: Date): Promise<SendOutcome | null> {
  const revalued: Revaluation | null = await revalueRequest(subscription.leadId!, now);
  // The request is gone (its lead deleted): its subscription went with it.
  if (!revalued) return null;
  const told: Told = { estimate: subscription.toldEstimate, on: subscription.toldOn!, saleIds: subscription.toldSaleIds };
  const news = valuationNews(told, revalued.valuation, revalued.areaSales);
  if (!hasNews(news)) return (await claimMonth(subscription.id, round.month, "quiet", now)) ? "quiet" : null;
  const { publicUrl } = getConfig();
  const market = await reports(areaSlug(revalued.area));
  const mail = valuationUpdateMail({
    to: subscription.email,
    address: revalued.address,
    area: revalued.area,
    news,
    now: revalued.valuation,
    toldEstimate: told.estimate,
    sentence: revalued.sentence,
    publicUrl,
    marketUrl: market.success ? `${publicUrl}${marketPath(market.data.area)}` : null,
    unsubscribeUrl: subscriptionUrl("unsubscribe", subscription.id),
  });
  const after = toldAfter(told, revalued.valuation, revalued.areaSales, todayOnIsland(now));
  return (await claimMonth(subscription.id, round.month, "sent", now, mail, after)) ? "sent" : null;
}

/**
 * One round: the e-mails of the month just ended, for every subscription
 * confirmed by the time they are due that has not had its month yet. Before
 * the 1st's hour nothing is due. One subscription's failure is logged and
 * left for the next round; the others go on.
 */
export async function sendMonthlyMail(options: { now?: Date } = {}): Promise<MonthlyReport> {
  const now = options.now ?? new Date();
  const round = monthlyRound(now);
  const counts: MonthlyReport = { month: round.month, sent: 0, quiet: 0, skipped: 0 };
  if (now < round.dueAt) return counts;
  const done = getDb()
    .select({ one: sql`1` })
    .from(sellerMailSends)
    .where(and(eq(sellerMailSends.subscriptionId, sellerMailSubscriptions.id), eq(sellerMailSends.month, round.month)));
  const due: DueSubscription[] = await getDb()
    .select({
      id: sellerMailSubscriptions.id,
      kind: sellerMailSubscriptions.kind,
      email: sellerMailSubscriptions.email,
      areaSlug: sellerMailSubscriptions.areaSlug,
      leadId: sellerMailSubscriptions.leadId,
      toldEstimate: sellerMailSubscriptions.toldEstimate,
      toldOn: sellerMailSubscriptions.toldOn,
      toldSaleIds: sellerMailSubscriptions.toldSaleIds,
    })
    .from(sellerMailSubscriptions)
    .where(and(isNotNull(sellerMailSubscriptions.confirmedAt), lte(sellerMailSubscriptions.confirmedAt, round.dueAt), notExists(done)))
    .orderBy(asc(sellerMailSubscriptions.id));
  // Each report is read once a round, as of the month's end, however many subscribe to it.
  const read = new Map<string, Promise<Result<{ data: MarketReport }>>>();
  const reports: Reports = (slug) => {
    const key = slug ?? "";
    let report = read.get(key);
    if (!report) read.set(key, (report = readMarketReport(slug, round.monthEnd)));
    return report;
  };
  for (const subscription of due) {
    try {
      const outcome =
        subscription.kind === "market" ? await sendMarketReport(subscription, round, reports, now) : await sendValuationUpdate(subscription, round, reports, now);
      if (outcome) counts[outcome] += 1;
    } catch (error) {
      logger.error("A monthly seller e-mail failed; the next round tries again", { subscription: subscription.id, month: round.month, error });
    }
  }
  return counts;
}

/** Each process looks every hour (first shortly after start). */
const TICK_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 20_000;

export type StopSellerMail = () => Promise<void>;

/**
 * The monthly e-mails' job in this process: a round shortly after start and
 * every hour. Off under NODE_ENV=test; the timers never keep the process
 * alive; the returned function stops it and waits for a round in progress
 * (its e-mails are queued before the mail sender stops).
 */
export function startSellerMail(enabled = getConfig().environment !== "test"): StopSellerMail | null {
  if (!enabled) return null;
  const { tick, stop } = oneRoundAtATime(
    async () => {
      const report = await sendMonthlyMail();
      if (report.sent + report.quiet + report.skipped > 0) logger.info("Monthly seller e-mails", report);
    },
    (error) => logger.error("Monthly seller e-mails failed", { error }),
  );
  const first = setTimeout(tick, FIRST_RUN_DELAY_MS);
  first.unref();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await stop();
  };
}
