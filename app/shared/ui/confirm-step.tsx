import { useId, type ReactNode } from "react";
import { Link } from "./link";

type ConfirmStepProps = {
  /** The question, as the step's heading and accessible name: Delete “Villa Marisol”? */
  question: ReactNode;
  /** What confirming does, in a sentence or two. */
  children?: ReactNode;
  /** The confirming form (its button says what happens: "Delete for good"). */
  confirm: ReactNode;
  /** Where Cancel goes: the page without the step. */
  cancelHref: string;
  className?: string;
  actionsClassName?: string;
};

/**
 * The second step of an action that cannot be undone (deleting a listing, a
 * review, a post or an agent; withdrawing a listing). The first step is an
 * ordinary form whose answer renders this one, so it works without
 * JavaScript; the page moves focus to its question.
 */
export function ConfirmStep({
  question,
  children,
  confirm,
  cancelHref,
  className = "admin-delete admin-delete--step",
  actionsClassName = "admin-delete__actions",
}: ConfirmStepProps) {
  const headingId = useId();
  return (
    <section className={className} role="alertdialog" aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1} autoFocus>
        {question}
      </h3>
      {children ? <p>{children}</p> : null}
      <div className={actionsClassName}>
        {confirm}
        <Link to={cancelHref} className="button button--ghost">
          Cancel
        </Link>
      </div>
    </section>
  );
}
