import { data } from "react-router";
import type { Route } from "./+types/testimonial";
import { openAsDocument, type PageHandle } from "~/features/shell";
import { handleReviewForm } from "~/features/testimonials/index.server";
import liveReviewsScriptHref from "~/features/testimonials/enhance/live-reviews-script.ts?worker&url";
import { getReviewSummary, listApprovedReviews } from "~/features/testimonials/index.server";
import { ReviewForm } from "~/features/testimonials/components";
import { reviewCardHtml, reviewSummaryHtml } from "~/features/testimonials";
import { issueFormToken } from "~/features/spam-guard/index.server";
import { readFormData } from "~/shared/forms/parse-form";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import testimonialStylesHref from "~/styles/testimonials.css?url";
import { publicPageHeaders } from "~/shared/http/public-page";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

/**
 * /testimonial: approved reviews newest first, live (new ones arrive over
 * server-sent events from /testimonial/events, through the live reviews
 * island), and the form to add one, a plain POST. No React in the browser
 * (docs/decisions/0050).
 */
export const handle: PageHandle = { hydrate: false, scripts: [liveReviewsScriptHref] };
export const clientLoader = openAsDocument;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: testimonialStylesHref }];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Testimonials",
    description: "What buyers, sellers and villa guests say about working with Sugar Apple Realty on St. John.",
    path: "/testimonial",
  });

export async function loader() {
  const [list, summary] = await Promise.all([listApprovedReviews(), getReviewSummary()]);
  const loaded = list.success && summary.success;
  return {
    reviews: list.success ? list.data : [],
    summary: summary.success ? summary.data : { count: 0, ratingSum: 0, average: null },
    loadError: !loaded,
    formToken: issueFormToken(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = await handleReviewForm(await readFormData(request), { clientAddress: context.clientAddress });
  return data(reply.body, { status: reply.status });
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, summary, loadError, formToken } = loaderData;
  return (
    <>
      <PageHero eyebrow="Kind words" title="Testimonials">
        What buyers, sellers and villa guests say about working with us on St. John.
      </PageHero>
      <div className="container section testimonials-layout">
        <section
          aria-labelledby="reviews-heading"
          className="testimonials-list"
          data-live="off"
          data-live-reviews=""
          data-count={summary.count}
          data-rating-sum={summary.ratingSum}
          data-since={reviews[0]?.createdAt}
        >
          <h2 id="reviews-heading">Reviews</h2>
          <p className="review-summary" hidden={summary.average === null} dangerouslySetInnerHTML={{ __html: reviewSummaryHtml(summary) }} />
          {/* Present from the first paint, so that screen readers announce changes to it. */}
          <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
          {loadError ? (
            <p className="form__alert" role="alert">
              The reviews could not be loaded just now. Please reload the page in a moment.
            </p>
          ) : reviews.length === 0 ? (
            <EmptyState title="No testimonials yet">
              <p>Be the first to tell others about your experience with us.</p>
            </EmptyState>
          ) : null}
          {loadError ? null : (
            <ol className="review-list" aria-label="Reviews, newest first" hidden={reviews.length === 0}>
              {reviews.map((review) => (
                <li key={review.id} dangerouslySetInnerHTML={{ __html: reviewCardHtml(review) }} />
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="write-review-heading" className="testimonials-write">
          <h2 id="write-review-heading" tabIndex={-1}>
            Share your experience
          </h2>
          <ReviewForm formToken={formToken} actionData={actionData} />
        </section>
      </div>
    </>
  );
}
