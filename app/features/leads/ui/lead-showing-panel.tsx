import { islandTimeOf } from "~/shared/dates/island-times";
import type { LeadActionBody } from "../lead-rules";
import type { LeadDetail } from "../read-leads.server";
import { when } from "./lead-format";
import { TimeText } from "./time-text";

/** A form that books the showing at a time the agent types: "Move" once confirmed, "Propose another time" before. */
function TimeForm({ label, button, value, reply }: { label: string; button: string; value?: string; reply?: LeadActionBody }) {
  const error = reply && "error" in reply && reply.field === "time" ? reply.error : undefined;
  const kept = reply && "error" in reply && reply.intent === "move" ? reply.values?.time : undefined;
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
          defaultValue={kept ?? value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "showing-move-error" : undefined}
        />
        {error ? (
          <p id="showing-move-error" className="field__error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button">
        {button}
      </button>
    </form>
  );
}

function ShowingActions({ showing, reply }: { showing: NonNullable<LeadDetail["showing"]>; reply?: LeadActionBody }) {
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
                <button type="submit" className="button" aria-label={`Confirm ${when(time)}`}>
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
          <button type="submit" className="button button--ghost">
            Cancel the showing
          </button>
        </form>
      </>
    );
  }
  return <p>The showing{showing.startsAt ? <> at <TimeText date={showing.startsAt} /></> : null} was canceled.</p>;
}

/** The showing the buyer asked for: confirm a time, book another, move or cancel it. */
export function LeadShowingPanel({ showing, reply }: { showing: NonNullable<LeadDetail["showing"]>; reply?: LeadActionBody }) {
  return (
    <section aria-labelledby="lead-showing-heading" className="admin-section lead-showing">
      <h3 id="lead-showing-heading">Showing</h3>
      <ShowingActions showing={showing} reply={reply} />
    </section>
  );
}
