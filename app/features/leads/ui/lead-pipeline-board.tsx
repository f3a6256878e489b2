import { LEAD_STATUS_CHOICES, LEAD_STATUS_LABELS, lostReasonText, type LeadActionBody } from "../lead-rules";
import type { PipelineCard, PipelineColumn } from "../lead-pipeline.server";
import { when } from "./lead-format";
import { fieldError, typed } from "./lead-reply";
import { LostReasonFields } from "./lost-reason-fields";

type Props = {
  columns: readonly PipelineColumn[];
  hrefOf: (id: string) => string;
  reply?: LeadActionBody;
  showAgent?: boolean;
};

/** The reply concerns this card when its refusal names the card's lead. */
const replyFor = (reply: LeadActionBody | undefined, id: string) => (typed(reply, "status", "leadId") === id ? reply : undefined);

function Card({ card, status, hrefOf, showAgent, reply }: { card: PipelineCard; status: string; hrefOf: Props["hrefOf"]; showAgent: boolean; reply?: LeadActionBody }) {
  const selectId = `move-${card.id}`;
  const who = card.name ?? "Contact details removed";
  const chosen = typed(reply, "status", "status", status);
  return (
    <li className="pipeline-card" data-lead-id={card.id} data-lead-name={who}>
      <a href={hrefOf(card.id)} className="pipeline-card__name">
        {who}
      </a>
      <span className="pipeline-card__listing">{card.listingTitle}</span>
      <span className="pipeline-card__meta">
        Received <time dateTime={new Date(card.createdAt).toISOString()}>{when(card.createdAt)}</time>
        {showAgent ? ` · ${card.agentName ?? "the office"}` : ""}
      </span>
      {status === "lost" ? <span className="pipeline-card__lost">Lost: {lostReasonText(card.lostReason, card.lostNote)}</span> : null}
      {card.openTasks > 0 ? (
        <span className={`pipeline-card__tasks${card.overdueTasks > 0 ? " pipeline-card__tasks--overdue" : ""}`}>
          {card.openTasks} open {card.openTasks === 1 ? "task" : "tasks"}
          {card.overdueTasks > 0 ? `, ${card.overdueTasks} overdue` : ""}
        </span>
      ) : null}
      <form method="post" className="pipeline-card__move" aria-label={`Move ${who}`}>
        <input type="hidden" name="leadId" value={card.id} />
        <label htmlFor={selectId} className="visually-hidden">
          Move {who} to
        </label>
        <select id={selectId} name="status" defaultValue={chosen}>
          {LEAD_STATUS_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {LEAD_STATUS_LABELS[choice]}
            </option>
          ))}
        </select>
        {/* A lost card's reason is changed on the lead's page; here "Lost" is where it already is. */}
        {status !== "lost" ? (
          <LostReasonFields
            idPrefix={selectId}
            reason={typed(reply, "status", "lostReason")}
            note={typed(reply, "status", "lostNote")}
            reasonError={fieldError(reply, "status", "lostReason")}
            noteError={fieldError(reply, "status", "lostNote")}
          />
        ) : null}
        <button type="submit" className="button button--small button--ghost">
          Move
        </button>
      </form>
    </li>
  );
}

/**
 * Asked when a card is dropped on "Lost": the reason and note go into that
 * card's own form, which is then sent as if its button had been pressed.
 */
function LostDialog() {
  return (
    <dialog className="admin-dialog pipeline-dialog" aria-labelledby="pipeline-lost-heading" data-pipeline-lost>
      <form method="dialog">
        <h3 id="pipeline-lost-heading">
          Why was <span data-pipeline-lost-name>this lead</span> lost?
        </h3>
        <LostReasonFields idPrefix="pipeline-dialog" required />
        <div className="pipeline-dialog__actions">
          <button type="submit" value="move" className="button button--small">
            Move to Lost
          </button>
          <button type="submit" value="cancel" formNoValidate className="button button--small button--ghost">
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * The pipeline: a column per status with its count and cards. Each card
 * moves with its own plain form (the keyboard's and a page without script's
 * way); the board's script lets a card be dragged onto a column, which sends
 * that same form.
 */
export function LeadPipelineBoard({ columns, hrefOf, reply, showAgent = false }: Props) {
  return (
    <>
      {reply && "done" in reply ? (
        <p role="status" className="form-success">
          {reply.done}
        </p>
      ) : null}
      {reply && "error" in reply ? (
        <p role="alert" className="form-error">
          {reply.error}
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="assertive" data-pipeline-live></p>
      <p className="pipeline__hint" data-pipeline-hint hidden>
        Drag a card onto another column to move it, or choose its new status and press Move.
      </p>
      <div className="pipeline" data-pipeline>
        {columns.map((column) => (
          <section key={column.status} className="pipeline__column" aria-labelledby={`pipeline-${column.status}`} data-status={column.status} data-label={LEAD_STATUS_LABELS[column.status]}>
            <h3 id={`pipeline-${column.status}`}>
              {LEAD_STATUS_LABELS[column.status]} <span className="pipeline__count">({column.count})</span>
            </h3>
            {column.cards.length === 0 ? (
              <p className="pipeline__empty">None</p>
            ) : (
              <ul className="pipeline__cards">
                {column.cards.map((card) => (
                  <Card key={card.id} card={card} status={column.status} hrefOf={hrefOf} showAgent={showAgent} reply={replyFor(reply, card.id)} />
                ))}
              </ul>
            )}
            {column.count > column.cards.length ? <p className="pipeline__more">Showing the {column.cards.length} most recently worked.</p> : null}
          </section>
        ))}
      </div>
      <LostDialog />
    </>
  );
}
