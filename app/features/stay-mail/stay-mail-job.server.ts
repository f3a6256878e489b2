import { and, eq, inArray } from "drizzle-orm";
import { findApprovedStay, listApprovedStays, type ApprovedStay } from "~/features/stays/index.server";
import { enqueueMail } from "~/features/mail/index.server";
import { claimRun } from "~/features/maintenance/index.server";
import { getConfig } from "~/shared/config/env.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { logger } from "~/shared/lib/logger.server";
import { runPeriodically } from "~/shared/lib/run-periodically";
import { rentalArrivalNotes } from "./arrival-notes.table";
import { queueReviewRequest } from "~/features/guest-reviews/index.server";
import { preArrivalMail } from "./arrival-mail";
import { stayMessages, type StayMessageKind } from "./stay-message.table";

export const STAY_MAIL_JOB = "stay-mail";
/** Each process looks every hour (first shortly after start); a run claimed less than 55 minutes ago is another's. */
const CLAIM_INTERVAL_MS = 55 * 60 * 1000;
const TICK_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 15_000;
/**
 * How long after check-out a review request still goes out: a job stopped for
 * a few days catches up, but guests of stays long past are not written to.
 */
export const REVIEW_REQUEST_DAYS = 14;

export type StayMailReport = { preArrival: number; reviewRequests: number };

/** The stays of `stays` that have not had `kind` yet. */
async function withoutMessage(stays: ApprovedStay[], kind: StayMessageKind): Promise<ApprovedStay[]> {
  if (stays.length === 0) return [];
  const sent = await getDb()
    .select({ id: stayMessages.bookingRequestId })
    .from(stayMessages)
    .where(and(eq(stayMessages.kind, kind), inArray(stayMessages.bookingRequestId, stays.map((stay) => stay.id))));
  const done = new Set(sent.map((row) => row.id));
  return stays.filter((stay) => !done.has(stay.id));
}

/**
 * Queues one message of a stay, once: the stay_messages row and the mail are
 * written in one transaction, and the row's primary key lets only the first
 * writer through, whichever process and run it is. The stay is read again in
 * the transaction, so one cancelled meanwhile gets nothing.
 */
async function queueOnce(stayId: string, kind: StayMessageKind, write: (tx: Database, stay: ApprovedStay) => Promise<void>): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const stay = await findApprovedStay(stayId, tx);
    if (!stay) return false;
    const claimed = await tx.insert(stayMessages).values({ bookingRequestId: stayId, kind }).onConflictDoNothing().returning({ id: stayMessages.bookingRequestId });
    if (claimed.length === 0) return false;
    await write(tx, stay);
    return true;
  });
}

async function queuePreArrival(tx: Database, stay: ApprovedStay) {
  const [notes] = await tx.select().from(rentalArrivalNotes).where(eq(rentalArrivalNotes.listingId, stay.listingId));
  const mail = preArrivalMail(stay, notes ?? null, `${getConfig().publicUrl}/contact`);
  await enqueueMail(tx, { to: stay.email, ...mail });
}

/**
 * Queues the messages due today: the arrival notes to guests of approved
 * stays checking in within ARRIVAL_MAIL_DAYS (today included), and the review
 * request to guests whose approved stay ended yesterday or up to
 * REVIEW_REQUEST_DAYS before. Each stay gets each message once.
 */
export async function queueStayMail(now = new Date()): Promise<StayMailReport> {
  const today = todayOnIsland(now);
  const arriving = await listApprovedStays({ checkIn: { from: today, to: addDays(today, getConfig().arrivalMailDays) } });
  let preArrival = 0;
  for (const stay of await withoutMessage(arriving, "pre_arrival")) {
    if (await queueOnce(stay.id, "pre_arrival", queuePreArrival)) preArrival += 1;
  }
  const departed = await listApprovedStays({ checkOut: { from: addDays(today, -REVIEW_REQUEST_DAYS), to: addDays(today, -1) } });
  let reviewRequests = 0;
  for (const stay of await withoutMessage(departed, "review_request")) {
    if (await queueOnce(stay.id, "review_request", queueReviewRequest)) reviewRequests += 1;
  }
  return { preArrival, reviewRequests };
}

/** One run of the job, when this process claims it (null when another process ran it within the interval). */
export async function runStayMail(now = new Date()): Promise<StayMailReport | null> {
  if (!(await claimRun(STAY_MAIL_JOB, CLAIM_INTERVAL_MS, now))) return null;
  return queueStayMail(now);
}

/**
 * Looks every hour (first 15 seconds after start) whether the stays' messages
 * are due. Off under NODE_ENV=test; the timers never keep the process alive.
 */
export function startStayMail(enabled = getConfig().environment !== "test"): (() => void) | null {
  if (!enabled) return null;
  return runPeriodically(
    async () => {
      const report = await runStayMail();
      if (report && report.preArrival + report.reviewRequests > 0) logger.info("Stay messages queued", report);
    },
    { firstDelayMs: FIRST_RUN_DELAY_MS, intervalMs: TICK_MS, onError: (error) => logger.error("Stay messages failed", { error }) },
  );
}
