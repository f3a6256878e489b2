import { NOTE_MAX, type LeadActionBody } from "../lead-rules";
import type { LeadDetail } from "../read-leads.server";
import { FieldError } from "./field-error";
import { described, fieldError, typed } from "./lead-reply";

/** A note for the lead's timeline (seen by staff only). */
export function LeadNoteForm({ reply }: { reply?: LeadActionBody }) {
  const error = fieldError(reply, "note", "note");
  return (
    <section aria-labelledby="lead-note-heading" className="admin-section">
      <h3 id="lead-note-heading">Add a note</h3>
      <form method="post" className="form">
        <input type="hidden" name="intent" value="note" />
        <div className="field">
          <label htmlFor="lead-note">Note</label>
          <textarea id="lead-note" name="note" rows={3} required maxLength={NOTE_MAX} defaultValue={typed(reply, "note", "note")} {...described(error, "lead-note-error")} />
          <FieldError id="lead-note-error" message={error} />
        </div>
        <button type="submit" className="button">
          Add note
        </button>
      </form>
    </section>
  );
}

/** Administrators: give the lead to another active agent, who is e-mailed. */
export function LeadReassignForm({ lead, agents, reply }: { lead: LeadDetail; agents: ReadonlyArray<{ id: string; name: string }>; reply?: LeadActionBody }) {
  const error = fieldError(reply, "reassign", "agentId");
  const others = agents.filter((agent) => agent.id !== lead.agentId);
  return (
    <section aria-labelledby="lead-reassign-heading" className="admin-section">
      <h3 id="lead-reassign-heading">Reassign</h3>
      {others.length === 0 ? (
        <p>No other active agent to give it to.</p>
      ) : (
        <form method="post" className="form" aria-label="Reassign the lead">
          <input type="hidden" name="intent" value="reassign" />
          <div className="field">
            <label htmlFor="lead-reassign">Give this lead to</label>
            <select id="lead-reassign" name="agentId" required defaultValue="" {...described(error, "lead-reassign-error")}>
              <option value="" disabled>
                Choose an agent
              </option>
              {others.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))}
            </select>
            <FieldError id="lead-reassign-error" message={error} />
          </div>
          <button type="submit" className="button">
            Reassign
          </button>
        </form>
      )}
    </section>
  );
}
