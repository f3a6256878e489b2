import { clientNetwork } from "~/shared/http/client-network";
import { busyText, eventStreamResponse, failureText } from "~/shared/http/responses";
import { logger } from "~/shared/lib/logger.server";
import { MAX_LIVE_STREAMS_PER_CLIENT } from "~/features/rate-limits";
import { shutdownSignal } from "~/shared/lib/shutdown.server";
import { StreamSlots } from "./live-stream-slots.server";
import type { PublicReview } from "./public-review";
import { listApprovedReviewsSince } from "./list-reviews.server";
import { subscribeToReviewEvents, type ReviewEvent } from "./review-events.server";

/**
 * GET /testimonial/events: the live testimonials as server-sent events.
 *
 *   event: review   data: a PublicReview (public fields only)   id: its creation time
 *   event: removed  data: {"id": "…"}                           (hidden or deleted)
 *   event: resync   data: {}             (changes may have been missed: reload the list)
 *
 * A comment every 25 s keeps proxies from closing an idle stream. A page that
 * reconnects (EventSource sends Last-Event-ID) or opens with `?since=` first
 * gets the approved reviews created after that time.
 */
export const HEARTBEAT_MS = 25_000;
export const RECONNECT_MS = 5_000;
/** When the process shuts down, pages reconnect (to another process) after 1 to 3 s, spread out. */
export function shutdownRetryMs(): number {
  return 1_000 + Math.floor(Math.random() * 2_000);
}
/**
 * A stream evicted to make room for a newcomer comes back after 1 to 2
 * minutes, spread out, and then evicts whoever holds the most streams.
 */
export function evictedRetryMs(): number {
  return 60_000 + Math.floor(Math.random() * 60_000);
}
/** Open streams per process; when all are taken, a newcomer evicts the oldest stream of the busiest client. */
export const MAX_LIVE_CONNECTIONS = 500;

/**
 * Open streams by client in this process. Open connections are a process's
 * own resource, so they are counted where they are held (decision 0033).
 */
const slots = new StreamSlots();

/** How many streams the client at `clientAddress` (its IPv4 address or IPv6 /64) holds open in this process (for tests). */
export function openStreamsOf(clientAddress: string | undefined): number {
  return slots.heldBy(clientNetwork(clientAddress));
}

/** How many streams are open in this process (for tests). */
export function openStreamCount(): number {
  return slots.total;
}

const encoder = new TextEncoder();

function parseSince(value: string | null): Date | null {
  if (!value || value.length > 40) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function reviewFrame(review: PublicReview): string {
  // JSON has no raw line breaks, so one data line carries it.
  return `id: ${review.createdAt}\nevent: review\ndata: ${JSON.stringify(review)}\n\n`;
}

function eventFrame(event: ReviewEvent): string {
  switch (event.type) {
    case "review":
      return reviewFrame(event.review);
    case "removed":
      return `event: removed\ndata: ${JSON.stringify({ id: event.id })}\n\n`;
    case "resync":
      return "event: resync\ndata: {}\n\n";
  }
}

type StreamOptions = {
  heartbeatMs?: number;
  maxConnections?: number;
  maxPerClient?: number;
  /** The client's address (`context.clientAddress`): each client (IPv4 address, IPv6 /64) may hold only a few streams open. */
  clientAddress?: string;
};

export function reviewEventStream(request: Request, options: StreamOptions = {}): Response {
  // Set once the stream has started; a slot is only ever evicted after that.
  let endForEviction = () => {};
  const slot = slots.take(
    clientNetwork(options.clientAddress),
    { maxTotal: options.maxConnections ?? MAX_LIVE_CONNECTIONS, maxPerClient: options.maxPerClient ?? MAX_LIVE_STREAMS_PER_CLIENT },
    () => endForEviction(),
  );
  if (!slot.taken && slot.reason === "client-limit") {
    return failureText({ code: "rate_limited" }, "Too many live connections from your address; close other tabs of this page, or reload later.", {
      retryAfterSeconds: 60,
      noStore: true,
    });
  }
  if (!slot.taken) return busyText("Too many live connections just now; the page still works, please reload later.", { retryAfterSeconds: 30, noStore: true });
  const release = slot.release;
  const url = new URL(request.url);
  const since = parseSince(request.headers.get("Last-Event-ID")) ?? parseSince(url.searchParams.get("since"));
  // Read through `request` inside the stream's callbacks on purpose: that keeps the Request alive
  // as long as the stream, and its signal follows the client's only while the Request lives.
  const signalOf = () => request.signal;

  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      let unsubscribe: (() => void) | null = null;
      const send = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const endForShutdown = () => {
        send(`retry: ${shutdownRetryMs()}\n: server restarting\n\n`);
        cleanup();
      };
      // The page's EventSource reconnects by itself after the retry hint, and then reloads its list.
      endForEviction = () => {
        send(`retry: ${evictedRetryMs()}\n: too many live connections; reconnect later\n\n`);
        cleanup();
      };
      const heartbeat = setInterval(() => send(": keep-alive\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
      cleanup = () => {
        if (closed) return;
        closed = true;
        release();
        clearInterval(heartbeat);
        unsubscribe?.();
        signalOf().removeEventListener("abort", cleanup);
        shutdownSignal().removeEventListener("abort", endForShutdown);
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      };
      signalOf().addEventListener("abort", cleanup);
      shutdownSignal().addEventListener("abort", endForShutdown, { once: true });

      send(`retry: ${RECONNECT_MS}\n: connected\n\n`);
      subscribeToReviewEvents((event) => send(eventFrame(event))).then(
        async (stop) => {
          if (closed) return stop();
          unsubscribe = stop;
          // Subscribed first, then caught up: nothing falls between the two (the page drops duplicates).
          if (since) for (const review of await listApprovedReviewsSince(since)) send(reviewFrame(review));
        },
        (error: unknown) => {
          logger.error("Live testimonials are unavailable", { error });
          cleanup();
        },
      ).catch((error: unknown) => {
        logger.error("Could not catch up a live testimonial page", { error });
      });
      if (signalOf().aborted) cleanup();
      else if (shutdownSignal().aborted) endForShutdown();
    },
    cancel() {
      cleanup();
      release();
    },
  });

  return eventStreamResponse(body);
}
