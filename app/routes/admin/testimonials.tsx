import { data, redirect, useActionData } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { listAllReviews } from "~/features/testimonials/index.server";
import { deleteReview, hideReview, showReview } from "~/features/testimonials/index.server";
import { experienceLine, REVIEW_NOT_FOUND } from "~/features/testimonials";
import { formatReviewDate, verifiedStayLine } from "~/features/testimonials";
import { StarRating } from "~/features/testimonials/components";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendFailure } from "~/shared/http/reply";
import { EmptyState } from "~/shared/ui/empty-state";
import { AdminTable, RowAction, type AdminColumn } from "~/shared/tables/admin-table";
import adminStylesHref from "~/styles/admin.css?url";
import testimonialStylesHref from "~/styles/testimonials.css?url";
import type { Route } from "./+types/testimonials";
import { ConfirmStep } from "~/shared/ui/confirm-step";

/**
 * /admin/admindashboard/testimonials: every review, hidden ones
 * too, newest first; hide, show again, or delete after a confirmation step.
 * A review waiting because it holds a link is published with "Publish".
 * Administrators only: the loader and the action both ask requireUser.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: testimonialStylesHref },
];

export const meta: Route.MetaFunction = () => [{ title: "Testimonials | Admin dashboard" }, { name: "robots", content: "noindex" }];

const SECTION = "/admin/admindashboard/testimonials";
const STATUS_LABELS = { approved: "Public", pending: "Waiting (has a link)", hidden: "Hidden" } as const;

const DONE_MESSAGES: Record<string, string> = {
  hidden: "The review is hidden: the public no longer sees it.",
  shown: "The review is public again.",
  deleted: "The review was deleted.",
};


export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "moderate:testimonials");
  const all = await listAllReviews(user);
  if (!all.success) throwFailure(all);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    reviews: all.data.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
    done: DONE_MESSAGES[done] ?? null,
  };
}

type ActionReply = { intent: "confirm-delete"; id: string } | { intent: "error"; formError: string };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "moderate:testimonials");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");

  if (intent === "confirm-delete") return data<ActionReply>({ intent: "confirm-delete", id });
  const operations = { hide: [hideReview, "hidden"], show: [showReview, "shown"], delete: [deleteReview, "deleted"] } as const;
  if (intent !== "hide" && intent !== "show" && intent !== "delete") {
    return data<ActionReply>({ intent: "error", formError: "Unknown request" }, { status: 400 });
  }
  const [operation, done] = operations[intent];
  const result = await operation(user, id);
  if (!result.success) return sendFailure<ActionReply>(result, { intent: "error", formError: result.error });
  throw redirect(`${SECTION}?done=${done}`, { status: 303 });
}

type ReviewRow = Route.ComponentProps["loaderData"]["reviews"][number];

function ReviewActions({ review }: { review: ReviewRow }) {
  return (
    <div className="admin-reviews__actions" aria-label={`Actions for the review by ${review.name}`} role="group">
      {review.status === "approved" ? (
        <RowAction id={review.id} intent="hide" label="Hide" />
      ) : review.status === "pending" ? (
        <>
          <RowAction id={review.id} intent="show" label="Publish" />
          <RowAction id={review.id} intent="hide" label="Hide" />
        </>
      ) : (
        <RowAction id={review.id} intent="show" label="Show again" />
      )}
      <RowAction id={review.id} intent="confirm-delete" label="Delete…" className="button button--danger-ghost" />
    </div>
  );
}

const COLUMNS: AdminColumn<ReviewRow>[] = [
  {
    header: "Review",
    cell: (review) => (
      <>
        <StarRating rating={review.rating} />
        <p className="admin-reviews__text">{review.text}</p>
      </>
    ),
  },
  {
    header: "By",
    cell: (review) => (
      <>
        <strong>{review.name}</strong>
        <br />
        {experienceLine(review.experience, review.property)}
        <br />
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
        {review.stayedOn ? (
          <>
            <br />
            {verifiedStayLine(review.stayedOn)}
          </>
        ) : null}
      </>
    ),
  },
  { header: "Status", cell: (review) => <span className={`review-status review-status--${review.status}`}>{STATUS_LABELS[review.status]}</span> },
  { header: "Actions", cell: (review) => <ReviewActions review={review} /> },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const { reviews, done } = loaderData;
  const confirming = reply?.intent === "confirm-delete" ? reviews.find((review) => review.id === reply.id) : undefined;
  const error = reply?.intent === "error" ? reply.formError : reply?.intent === "confirm-delete" && !confirming ? REVIEW_NOT_FOUND : null;
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="admin-reviews-heading">
        <h2 id="admin-reviews-heading">Testimonials</h2>
        {done ? (
          <p role="status" className="form-success">
            {done}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        {confirming ? (
          <ConfirmStep
            question={`Delete the review by ${confirming.name}?`}
            confirm={<RowAction id={confirming.id} intent="delete" label="Delete for good" className="button button--danger" />}
            cancelHref={SECTION}
          >
            It is removed for good, also from pages open right now. To only take it off the site, hide it instead.
          </ConfirmStep>
        ) : null}
        <AdminTable
          caption="Every review, newest first"
          columns={COLUMNS}
          rows={reviews}
          rowKey={(review) => review.id}
          currentKey={confirming?.id}
          empty={
            <EmptyState title="No reviews yet">
              <p>Reviews visitors publish on the testimonials page appear here.</p>
            </EmptyState>
          }
        />
      </section>
    </div>
  );
}
