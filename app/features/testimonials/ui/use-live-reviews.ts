import { useEffect, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { averageOf, compareNewestFirst, type PublicReview, type ReviewSummary } from "../public-review";
import { ratingLabel, REVIEW_EVENTS_PATH } from "../review-rules";

export type LiveReviews = {
  reviews: PublicReview[];
  summary: ReviewSummary;
  /** Ids that arrived live (highlighted). */
  freshIds: ReadonlySet<string>;
  /** The latest announcement for the polite live region. */
  announcement: string;
  /** The live connection: "off" before it opens (and without JavaScript), "live", or "reconnecting". */
  connection: "off" | "live" | "reconnecting";
};

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/**
 * The server's reviews plus those published since the page loaded, over
 * server-sent events (GET /testimonial/events); hidden or deleted ones leave.
 * After a lost connection (the page's or the server's own to the database)
 * hides and deletions may have been missed, so the list is reloaded from the
 * loader. The summary follows. `ownId` (the visitor's own new review) is not announced.
 */
export function useLiveReviews(initial: PublicReview[], initialSummary: ReviewSummary, ownId?: string): LiveReviews {
  const [added, setAdded] = useState<PublicReview[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState("");
  const [connection, setConnection] = useState<LiveReviews["connection"]>("off");
  const ownIdRef = useRef(ownId);
  ownIdRef.current = ownId;
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const newest = initialRef.current[0]?.createdAt;
    const source = new EventSource(newest ? `${REVIEW_EVENTS_PATH}?since=${encodeURIComponent(newest)}` : REVIEW_EVENTS_PATH);
    let wasLost = false;
    const reload = () => void revalidateRef.current().catch(() => undefined);
    source.addEventListener("open", () => {
      setConnection("live");
      // Last-Event-ID brings the new reviews missed meanwhile; the reload brings the hides and deletions.
      if (wasLost) reload();
      wasLost = false;
    });
    // EventSource reconnects by itself (the server's retry hint).
    source.addEventListener("error", () => {
      wasLost = true;
      setConnection(source.readyState === EventSource.CLOSED ? "off" : "reconnecting");
    });
    source.addEventListener("resync", reload);
    source.addEventListener("review", (event) => {
      const review = parse<PublicReview>(event);
      if (!review) return;
      const known = initialRef.current.some((item) => item.id === review.id);
      setAdded((previous) => (known || previous.some((item) => item.id === review.id) ? previous : [review, ...previous]));
      setRemoved((previous) => {
        if (!previous.has(review.id)) return previous;
        const next = new Set(previous);
        next.delete(review.id);
        return next;
      });
      if (!known && review.id !== ownIdRef.current) {
        setAnnouncement(`New review from ${review.name}: ${ratingLabel(review.rating)}.`);
      }
    });
    source.addEventListener("removed", (event) => {
      const id = parse<{ id: string }>(event)?.id;
      if (typeof id === "string") setRemoved((previous) => new Set(previous).add(id));
    });
    return () => source.close();
  }, []);

  return useMemo(() => {
    const initialIds = new Set(initial.map((review) => review.id));
    // A live arrival older than the loader's newest review but absent from it was hidden or deleted meanwhile.
    const newestInitial = initial[0];
    const extra = added.filter(
      (review) => !initialIds.has(review.id) && (!newestInitial || compareNewestFirst(review, newestInitial) < 0),
    );
    let { count, ratingSum } = initialSummary;
    for (const review of extra) {
      if (!removed.has(review.id)) {
        count += 1;
        ratingSum += review.rating;
      }
    }
    for (const review of initial) {
      if (removed.has(review.id)) {
        count -= 1;
        ratingSum -= review.rating;
      }
    }
    const reviews = [...extra, ...initial].filter((review) => !removed.has(review.id)).sort(compareNewestFirst);
    return {
      reviews,
      summary: { count, ratingSum, average: averageOf(count, ratingSum) },
      freshIds: new Set(extra.map((review) => review.id)),
      announcement,
      connection,
    };
  }, [initial, initialSummary, added, removed, announcement, connection]);
}
