import { Form, useNavigation } from "react-router";
import { formatIslandDateTime } from "~/shared/dates/format-dates";
import type { FormFailure } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import type { PendingRevision, RevisionReview } from "../decide-revision.server";
import { RevisionDiffView } from "./revision-diff-view";

/** The administrator's side: the queue's list of waiting changes, and one revision's diff with Approve and Reject. */

const REVISIONS = "/admin/admindashboard/revisions";

export function PendingRevisions({ revisions }: { revisions: PendingRevision[] }) {
  return (
    <section className="admin-section" aria-labelledby="pending-revisions-heading">
      <h2 id="pending-revisions-heading">Changes to approved listings ({revisions.length})</h2>
      {revisions.length === 0 ? (
        <p>No agent has changes waiting for review.</p>
      ) : (
        <ul className="upkeep-queue">
          {revisions.map((revision) => (
            <li key={revision.listingId}>
              <a href={`${REVISIONS}/${revision.listingId}`}>{revision.title}</a> — by {revision.proposedByEmail}, {formatIslandDateTime(revision.proposedAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export type DecisionReply = { intent: "approve" | "reject"; formError?: string; fieldErrors?: Partial<Record<string, string>>; values?: FormFailure["values"] };

export function RevisionDecision({ review, reply }: { review: RevisionReview; reply: DecisionReply | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const rejectReply = reply?.intent === "reject" ? reply : null;
  return (
    <section className="admin-section upkeep-decision" aria-labelledby="revision-heading">
      <h2 id="revision-heading">Changes to “{review.title}”</h2>
      <p>
        Proposed by {review.proposedByEmail}, {formatIslandDateTime(review.proposedAt)}. <a href={review.publicPath}>The public page</a> shows the live
        version until you approve.
      </p>
      {review.status === "rejected" ? <p role="status">Rejected: {review.reason}</p> : null}
      {reply?.formError && reply.intent === "approve" ? (
        <p role="alert" className="form-error">
          {reply.formError}
        </p>
      ) : null}
      <RevisionDiffView diff={review.diff} />
      {review.status === "pending" ? (
        <div className="upkeep-decision__actions">
          <Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <button type="submit" className="button" disabled={busy}>
              Approve and publish
            </button>
          </Form>
          <Form method="post" className="form">
            <input type="hidden" name="intent" value="reject" />
            {rejectReply?.formError && !rejectReply.fieldErrors?.reason ? (
              <p role="alert" className="form-error">
                {rejectReply.formError}
              </p>
            ) : null}
            <FormField
              name="reason"
              label="Reason for rejecting"
              hint="The agent reads this with their listing."
              multiline
              rows={3}
              required
              maxLength={4000}
              defaultValue={rejectReply?.values?.reason}
              error={rejectReply?.fieldErrors?.reason}
            />
            <button type="submit" className="button button--ghost" disabled={busy}>
              Reject
            </button>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
