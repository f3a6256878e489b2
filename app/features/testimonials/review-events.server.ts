import { getDb, type Database } from "~/shared/db/client.server";
import { listen, notify, type StopListening } from "~/shared/db/notify.server";
import { logger } from "~/shared/lib/logger.server";
import type { PublicReview } from "./public-review";
import { getApprovedReview } from "./list-reviews.server";

/**
 * The live feed of testimonials. A change is announced with PostgreSQL's
 * NOTIFY inside the transaction that makes it, so only committed changes are
 * announced; every app process LISTENs on one connection of its own (while it
 * has live pages open) and passes the event to its own subscribers (the
 * server-sent-event streams). With PGlite the same NOTIFY reaches the one
 * process in memory. See docs/decisions for the choice.
 */
export const REVIEW_CHANNEL = "testimonials";

/** What goes over NOTIFY: just the id (payloads are small), and what happened. */
type ReviewNotice = { type: "created" | "shown" | "removed"; id: string };

/**
 * What a subscriber (a live page) receives. "resync": the database listener
 * was lost and is back, so changes in between may have been missed and the
 * page should reload its list.
 */
export type ReviewEvent = { type: "review"; review: PublicReview } | { type: "removed"; id: string } | { type: "resync" };
export type ReviewEventListener = (event: ReviewEvent) => void;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Announces a change to every process; pass the transaction that makes it. */
export async function publishReviewEvent(db: Database, notice: ReviewNotice): Promise<void> {
  await notify(db, REVIEW_CHANNEL, JSON.stringify(notice));
}

function parseNotice(payload: string): ReviewNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<ReviewNotice>;
    if ((value.type === "created" || value.type === "shown" || value.type === "removed") && typeof value.id === "string" && UUID.test(value.id)) {
      return { type: value.type, id: value.id };
    }
  } catch {
    // Not ours: ignored below.
  }
  return null;
}

type Hub = {
  subscribers: Set<ReviewEventListener>;
  /** The database listener while anyone is subscribed. */
  listening: Promise<StopListening> | null;
};

// One hub per process.
const theHub: Hub = { subscribers: new Set(), listening: null };

function hub(): Hub {
  return theHub;
}

function dispatch(event: ReviewEvent) {
  for (const listener of hub().subscribers) {
    try {
      listener(event);
    } catch (error) {
      logger.error("A live testimonial subscriber failed", { error });
    }
  }
}

async function handleNotice(payload: string): Promise<void> {
  const notice = parseNotice(payload);
  if (!notice) {
    logger.warn("Ignored a malformed testimonial notification");
    return;
  }
  if (notice.type === "removed") {
    dispatch({ type: "removed", id: notice.id });
    return;
  }
  // One read per event and process, however many pages are open.
  const review = await getApprovedReview(notice.id, getDb());
  if (review) dispatch({ type: "review", review });
}

function startListening(): Promise<StopListening> {
  return listen(
    REVIEW_CHANNEL,
    (payload) => {
      handleNotice(payload).catch((error: unknown) => logger.error("Could not pass on a testimonial event", { error }));
    },
    { onReconnect: () => dispatch({ type: "resync" }) },
  );
}

/**
 * Calls `listener` with every review published or hidden from now on, in this
 * process. Resolves once the database listener is active; the returned
 * function unsubscribes (the last one out stops listening).
 */
export async function subscribeToReviewEvents(listener: ReviewEventListener): Promise<() => void> {
  const state = hub();
  state.subscribers.add(listener);
  if (!state.listening) {
    const started = startListening();
    state.listening = started;
    started.catch(() => {
      if (state.listening === started) state.listening = null;
    });
  }
  try {
    await state.listening;
  } catch (error) {
    state.subscribers.delete(listener);
    throw error;
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    state.subscribers.delete(listener);
    if (state.subscribers.size === 0 && state.listening) {
      const stopping = state.listening;
      state.listening = null;
      stopping.then((stop) => stop()).catch(() => undefined);
    }
  };
}

/** Subscribers in this process (the live-connection cap reads it). */
export function reviewSubscriberCount(): number {
  return hub().subscribers.size;
}
