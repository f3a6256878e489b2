import { LEAD_STATUS_CHOICES, LEAD_STATUS_LABELS, type LeadActionBody } from "../lead-rules";
import type { PipelineCard, PipelineColumn } from "../lead-pipeline.server";
import { when } from "./lead-format";

type Props = {
  columns: readonly PipelineColumn[];
  hrefOf: (id: string) => string;
  reply?: LeadActionBody;
  showAgent?: boolean;
};

function Card({ card, status, hrefOf, showAgent }: { card: PipelineCard; status: string; hrefOf: Props["hrefOf"]; showAgent: boolean }) {
  const selectId = `move-${card.id}`;
  const who = card.name ?? "Contact details removed";
  return (
    <li className="pipeline-card" data-lead-id={card.id}>
      <a href={hrefOf(card.id)} className="pipeline-card__name">
        {who}
      </a>
      <span className="pipeline-card__listing">{card.listingTitle}</span>
      <span className="pipeline-card__meta">
        Received <time dateTime={new Date(card.createdAt).toISOString()}>{when(card.createdAt)}</time>
        {showAgent ? ` · ${card.agentName ?? "the office"}` : ""}
      </span>
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
        <select id={selectId} name="status" defaultValue={status}>
          {LEAD_STATUS_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {LEAD_STATUS_LABELS[choice]}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--small button--ghost">
          Move
        </button>
      </form>
    </li>
  );
}

/** The pipeline: a column per status with its count and cards; each card moves with a plain form. */
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
      <div className="pipeline">
        {columns.map((column) => (
          <section key={column.status} className="pipeline__column" aria-labelledby={`pipeline-${column.status}`} data-status={column.status}>
            <h3 id={`pipeline-${column.status}`}>
              {LEAD_STATUS_LABELS[column.status]} <span className="pipeline__count">({column.count})</span>
            </h3>
            {column.cards.length === 0 ? (
              <p className="pipeline__empty">None</p>
            ) : (
              <ul className="pipeline__cards">
                {column.cards.map((card) => (
                  <Card key={card.id} card={card} status={column.status} hrefOf={hrefOf} showAgent={showAgent} />
                ))}
              </ul>
            )}
            {column.count > column.cards.length ? <p className="pipeline__more">Showing the {column.cards.length} most recently worked.</p> : null}
          </section>
        ))}
      </div>
    </>
  );
}
