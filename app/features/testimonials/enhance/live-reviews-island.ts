import { averageOf } from "../public-review";
import { ratingLabel, REVIEW_EVENTS_PATH } from "../review-rules";
import type { PublicReview } from "../public-review";
import { reviewCardHtml, reviewSummaryHtml } from "../ui/review-html";

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/** Newest first, ties by id: the order the server lists them in. */
function isNewer(review: PublicReview, card: Element): boolean {
  const createdAt = card.querySelector("time")?.getAttribute("datetime") ?? "";
  const id = card.getAttribute("data-review-id") ?? "";
  return review.createdAt !== createdAt ? review.createdAt > createdAt : review.id > id;
}

/**
 * The testimonials page's live list: reviews published while it is open
 * arrive over server-sent events (GET /testimonial/events) and are added in
 * order, highlighted and announced; hidden or deleted ones leave, and come
 * back if shown again. The summary follows. After a lost connection (the
 * page's, or the server's own to the database) hides and deletions may have
 * been missed, so the list is read again from the page.
 */
export function followLiveReviews(): void {
  const section = document.querySelector<HTMLElement>("[data-live-reviews]");
  if (!section || typeof EventSource === "undefined") return;
  const status = section.querySelector<HTMLElement>('[role="status"]')!;
  const list = () => section.querySelector<HTMLOListElement>(".review-list");
  const cardOf = (id: string) => list()?.querySelector<HTMLElement>(`article[data-review-id="${CSS.escape(id)}"]`) ?? null;

  function count(step: 1 | -1, rating: number) {
    const total = Number(section!.dataset.count) + step;
    const ratingSum = Number(section!.dataset.ratingSum) + step * rating;
    section!.dataset.count = String(total);
    section!.dataset.ratingSum = String(ratingSum);
    const summary = section!.querySelector<HTMLElement>(".review-summary")!;
    const average = averageOf(total, ratingSum);
    summary.innerHTML = reviewSummaryHtml({ count: total, ratingSum, average });
    summary.hidden = average === null;
    const visible = list()?.querySelector("li");
    section!.querySelector<HTMLElement>(".empty-state")?.toggleAttribute("hidden", Boolean(visible));
    list()?.toggleAttribute("hidden", !visible);
  }

  /** Reviews this page has listed: one shown again after a hide is not announced as new. */
  const seen = new Set([...section.querySelectorAll("article[data-review-id]")].map((card) => card.getAttribute("data-review-id")));

  function add(review: PublicReview) {
    const ordered = list();
    if (!ordered || cardOf(review.id)) return;
    const item = document.createElement("li");
    item.innerHTML = reviewCardHtml(review, !seen.has(review.id));
    const older = [...ordered.querySelectorAll("article")].find((card) => isNewer(review, card));
    ordered.insertBefore(item, older?.parentElement ?? null);
    count(1, review.rating);
    if (!seen.has(review.id)) status.textContent = `New review from ${review.name}: ${ratingLabel(review.rating)}.`;
    seen.add(review.id);
  }

  function remove(id: string) {
    const card = cardOf(id);
    if (!card) return;
    card.parentElement!.remove();
    count(-1, Number(card.dataset.rating));
  }

  /** The list and summary as the server has them now. */
  async function reload() {
    try {
      const response = await fetch(window.location.pathname, { headers: { accept: "text/html" }, cache: "no-store" });
      const fresh = new DOMParser().parseFromString(await response.text(), "text/html").querySelector<HTMLElement>("[data-live-reviews]");
      if (!response.ok || !fresh) return;
      for (const selector of [".review-summary", ".review-list", ".empty-state"]) {
        const now = section!.querySelector(selector);
        const next = fresh.querySelector(selector);
        if (now && next) now.replaceWith(next);
      }
      section!.dataset.count = fresh.dataset.count;
      section!.dataset.ratingSum = fresh.dataset.ratingSum;
    } catch (error) {
      // The live list goes on; the next resync or reconnection tries again.
      console.warn("The reviews could not be read again", error);
    }
  }

  const since = section.dataset.since;
  const source = new EventSource(since ? `${REVIEW_EVENTS_PATH}?since=${encodeURIComponent(since)}` : REVIEW_EVENTS_PATH);
  let wasLost = false;
  source.addEventListener("open", () => {
    section.dataset.live = "live";
    // Last-Event-ID brings the new reviews missed meanwhile; the reload brings the hides and deletions.
    if (wasLost) void reload();
    wasLost = false;
  });
  // EventSource reconnects by itself (the server's retry hint).
  source.addEventListener("error", () => {
    wasLost = true;
    section.dataset.live = source.readyState === EventSource.CLOSED ? "off" : "reconnecting";
  });
  source.addEventListener("resync", () => void reload());
  source.addEventListener("review", (event) => {
    const review = parse<PublicReview>(event);
    if (review) add(review);
  });
  source.addEventListener("removed", (event) => {
    const id = parse<{ id: string }>(event)?.id;
    if (typeof id === "string") remove(id);
  });
}
