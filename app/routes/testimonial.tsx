import { data, useActionData } from "react-router";
import type { Route } from "./+types/testimonial";
import { handleReviewForm } from "~/features/testimonials/add-review.server";
import { getReviewSummary, listApprovedReviews } from "~/features/testimonials/list-reviews.server";
import { ReviewCard } from "~/features/testimonials/ui/review-card";
import { ReviewForm } from "~/features/testimonials/ui/review-form";
import { StarRating } from "~/features/testimonials/ui/star-rating";
import { useLiveReviews } from "~/features/testimonials/ui/use-live-reviews";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { readFormData } from "~/shared/forms/parse-form";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import testimonialStylesHref from "~/styles/testimonials.css?url";
import { publicPageHeaders } from "~/shared/http/public-page";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

/**
 * /testimonial (issue 6 §2): approved reviews newest first, live (new ones
 * arrive over server-sent events from /testimonial/events), and the form to
 * add one. Hydrated for the live list (decision 0008); the form also works
 * as a plain POST without JavaScript.
 */
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

export default function Page({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const ownId = actionData && "published" in actionData ? actionData.id : undefined;
  const { reviews, summary, freshIds, announcement, connection } = useLiveReviews(loaderData.reviews, loaderData.summary, ownId);
  return (
    <>
      <PageHero eyebrow="Kind words" title="Testimonials">
        What buyers, sellers and villa guests say about working with us on St. John.
      </PageHero>
      <div className="container section testimonials-layout">
        <section aria-labelledby="reviews-heading" className="testimonials-list" data-live={connection}>
          <h2 id="reviews-heading">Reviews</h2>
          {summary.average !== null ? (
            <p className="review-summary">
              <StarRating rating={summary.average} />
              <span>
                <strong>{summary.average.toFixed(1)}</strong> out of 5 from {summary.count} {summary.count === 1 ? "review" : "reviews"}
              </span>
              <a href="#write-review-heading">Write a review</a>
            </p>
          ) : null}
          {/* Present from the first paint, so that screen readers announce changes to it. */}
          <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>
          {loaderData.loadError ? (
            <p className="form__alert" role="alert">
              The reviews could not be loaded just now. Please reload the page in a moment.
            </p>
          ) : reviews.length === 0 ? (
            <EmptyState title="No testimonials yet">
              <p>Be the first to tell others about your experience with us.</p>
            </EmptyState>
          ) : (
            <ol className="review-list" aria-label="Reviews, newest first">
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} fresh={freshIds.has(review.id)} />
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="write-review-heading" className="testimonials-write">
          <h2 id="write-review-heading" tabIndex={-1}>
            Share your experience
          </h2>
          <ReviewForm formToken={loaderData.formToken} actionData={actionData} />
        </section>
      </div>
    </>
  );
}
