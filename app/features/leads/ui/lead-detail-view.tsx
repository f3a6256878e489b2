import { islandTimeOf } from "~/shared/dates/island-times";
import { EVENT_LABELS, LEAD_STATUS_CHOICES, LEAD_STATUS_LABELS, NOTE_MAX, type LeadActionBody, type LeadStatusChoice } from "../lead-rules";
import type { LeadDetail } from "../read-leads.server";
import { when } from "./lead-format";

type Moment = Date | string;


type Props = {
  lead: LeadDetail;
  /** The list this lead belongs to. */
  backHref: string;
  reply?: LeadActionBody;
  /** Administrators: whose lead it is. */
  showAgent?: boolean;
};

function TimeText({ date }: { date: Moment }) {
  return <time dateTime={new Date(date).toISOString()}>{when(date)}</time>;
}

function eventDetail(kind: string, detail: string | null): string | null {
  if (!detail) return null;
  if (kind === "status") return LEAD_STATUS_LABELS[detail as LeadStatusChoice] ?? detail;
  if (kind.startsWith("showing_")) return detail.split(" ").map((iso) => when(iso)).join(" · ");
  return detail;
}

/** A form that books the showing at a time the agent types: "Move" once confirmed, "Propose another time" before. */
function TimeForm({ label, button, value, reply }: { label: string; button: string; value?: string; reply?: LeadActionBody }) {
  const error = reply && "error" in reply && reply.field === "time" ? reply.error : undefined;
  return (
    <form method="post" className="booking-filters" aria-label={label}>
      <input type="hidden" name="intent" value="move" />
      <div className="field">
        <label htmlFor="showing-move">New date and time (St. John time)</label>
        <input
          id="showing-move"
          name="time"
          type="datetime-local"
          required
          defaultValue={reply && "values" in reply ? reply.values?.time : value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "showing-move-error" : undefined}
        />
        {error ? (
          <p id="showing-move-error" className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--small">
        {button}
      </button>
    </form>
  );
}

function ShowingPanel({ showing, reply }: { showing: NonNullable<LeadDetail["showing"]>; reply?: LeadActionBody }) {
  if (showing.status === "requested") {
    return (
      <>
        <p>The buyer suggested these times (St. John time). Confirm one to send both of you a calendar invitation.</p>
        <ul className="lead-showing__times">
          {showing.preferredTimes.map((time) => (
            <li key={new Date(time).toISOString()}>
              <TimeText date={time} />{" "}
              <form method="post" className="inline-form">
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="time" value={new Date(time).toISOString()} />
                <button type="submit" className="button button--small" aria-label={`Confirm ${when(time)}`}>
                  Confirm
                </button>
              </form>
            </li>
          ))}
        </ul>
        <TimeForm label="Propose another time" button="Book this time instead" reply={reply} />
      </>
    );
  }
  if (showing.status === "confirmed" && showing.startsAt) {
    return (
      <>
        <p>
          Confirmed for <strong><TimeText date={showing.startsAt} /></strong> (one hour).
        </p>
        <TimeForm label="Move the showing" button="Move" value={islandTimeOf(new Date(showing.startsAt))} reply={reply} />
        <form method="post" className="inline-form">
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className="button button--small button--ghost">
            Cancel the showing
          </button>
        </form>
      </>
    );
  }
  return <p>The showing{showing.startsAt ? <> at <TimeText date={showing.startsAt} /></> : null} was cancelled.</p>;
}

/**
 * One lead as its agent and the administrators see it: the enquiry, the
 * buyer's contact details (unless removed at their request), the status, the
 * showing, a note form and the timeline. Plain POST forms, each with its
 * `intent`; no React in the browser.
 */
export function LeadDetailView({ lead, backHref, reply, showAgent = false }: Props) {
  const noteError = reply && "error" in reply && reply.field === "note" ? reply.error : undefined;
  const otherError = reply && "error" in reply && reply.field !== "note" && reply.field !== "time" ? reply.error : undefined;
  return (
    <div className="lead-detail">
      <p>
        <a href={backHref}>All leads</a>
      </p>
      <h2 id="lead-heading">
        Enquiry about <a href={lead.listingPath}>{lead.listingTitle}</a>
      </h2>
      {reply && "done" in reply ? (
        <p role="status" className="form-success">
          {reply.done}
        </p>
      ) : null}
      {otherError || (reply && "error" in reply && reply.field === "time") ? (
        <p role="alert" className="form-error">
          {reply && "error" in reply ? reply.error : null}
        </p>
      ) : null}
      <p>
        Received <TimeText date={lead.createdAt} />
        {lead.firstResponseAt ? (
          <>
            {" "}
            · first response <TimeText date={lead.firstResponseAt} />
          </>
        ) : null}
        {showAgent ? <> · routed to {lead.agentEmail ?? "the office"}</> : null}
      </p>

      <section aria-labelledby="lead-contact-heading" className="admin-section">
        <h3 id="lead-contact-heading">From</h3>
        {lead.anonymized || !lead.email ? (
          <p>Contact details removed at the buyer's request.</p>
        ) : (
          <p>
            {lead.name}
            <br />
            <a href={`mailto:${lead.email}`}>{lead.email}</a>
            {lead.phone ? (
              <>
                <br />
                <a href={`tel:${lead.phone.replace(/[^0-9+]/g, "")}`}>{lead.phone}</a>
              </>
            ) : null}
          </p>
        )}
        <blockquote className="lead-detail__message">
          {lead.message.split("\n").map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </blockquote>
      </section>

      <section aria-labelledby="lead-status-heading" className="admin-section">
        <h3 id="lead-status-heading">Status</h3>
        <form method="post" className="booking-filters" aria-label="Lead status">
          <input type="hidden" name="intent" value="status" />
          <div className="field">
            <label htmlFor="lead-status">Status</label>
            <select id="lead-status" name="status" defaultValue={lead.status}>
              {LEAD_STATUS_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {LEAD_STATUS_LABELS[choice]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--small">
            Save status
          </button>
        </form>
      </section>

      {lead.showing ? (
        <section aria-labelledby="lead-showing-heading" className="admin-section lead-showing">
          <h3 id="lead-showing-heading">Showing</h3>
          <ShowingPanel showing={lead.showing} reply={reply} />
        </section>
      ) : null}

      <section aria-labelledby="lead-note-heading" className="admin-section">
        <h3 id="lead-note-heading">Add a note</h3>
        <form method="post" className="form">
          <input type="hidden" name="intent" value="note" />
          <div className="field">
            <label htmlFor="lead-note">Note</label>
            <textarea
              id="lead-note"
              name="note"
              rows={3}
              required
              maxLength={NOTE_MAX}
              defaultValue={reply && "values" in reply ? reply.values?.note : undefined}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? "lead-note-error" : undefined}
            />
            {noteError ? (
              <p id="lead-note-error" className="field__error">
                {noteError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button--small">
            Add note
          </button>
        </form>
      </section>

      <section aria-labelledby="lead-timeline-heading" className="admin-section">
        <h3 id="lead-timeline-heading">Timeline</h3>
        <ol className="lead-timeline">
          {lead.events.map((event) => (
            <li key={event.id} data-event-kind={event.kind}>
              <TimeText date={event.createdAt} /> · <strong>{EVENT_LABELS[event.kind] ?? event.kind}</strong>
              {event.actorName ? <> by {event.actorName}</> : null}
              {eventDetail(event.kind, event.detail) ? <div className="lead-timeline__detail">{eventDetail(event.kind, event.detail)}</div> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
