import { LEAD_STATUS_CHOICES, LEAD_STATUS_LABELS, lostReasonText, ROUTING_LABELS, type LeadActionBody } from "../lead-rules";
import type { LeadDetail } from "../read-leads.server";
import { TimeText } from "./time-text";
import { fieldError, typed } from "./lead-reply";
import { LostReasonFields } from "./lost-reason-fields";

function Contact({ lead }: { lead: LeadDetail }) {
  if (lead.anonymized || !lead.email) return <p className="lead-summary__contact">Contact details removed at the buyer's request.</p>;
  return (
    <p className="lead-summary__contact">
      <a href={`mailto:${lead.email}`}>{lead.email}</a>
      {lead.phone ? (
        <>
          {" · "}
          <a href={`tel:${lead.phone.replace(/[^0-9+]/g, "")}`}>{lead.phone}</a>
        </>
      ) : null}
    </p>
  );
}

/** The status as a choice the agent changes in place: one control, named once; "Lost" asks why. */
function StatusForm({ lead, reply }: { lead: LeadDetail; reply?: LeadActionBody }) {
  const error = fieldError(reply, "status", "status");
  return (
    <form method="post" className="lead-summary__status" aria-label="Lead status">
      <input type="hidden" name="intent" value="status" />
      <label htmlFor="lead-status">Status</label>
      <select id="lead-status" name="status" defaultValue={typed(reply, "status", "status", lead.status)} aria-invalid={error ? true : undefined}>
        {LEAD_STATUS_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {LEAD_STATUS_LABELS[choice]}
          </option>
        ))}
      </select>
      <LostReasonFields
        idPrefix="lead-status"
        reason={typed(reply, "status", "lostReason", lead.lostReason ?? "")}
        note={typed(reply, "status", "lostNote", lead.lostNote ?? "")}
        reasonError={fieldError(reply, "status", "lostReason")}
        noteError={fieldError(reply, "status", "lostNote")}
      />
      <button type="submit" className="button">
        Save status
      </button>
    </form>
  );
}

/**
 * The head of a lead's page: who is asking about which listing, where it
 * stands (the status, changed in place), who has it and since when. Another
 * firm's listing says so: the buyer is ours to answer, not that firm's.
 */
export function LeadSummary({ lead, anotherFirm, reply, backHref }: { lead: LeadDetail; anotherFirm?: string | null; reply?: LeadActionBody; backHref: string }) {
  return (
    <header className="lead-summary" aria-labelledby="lead-heading">
      <p className="lead-summary__back">
        <a href={backHref}>All leads</a>
      </p>
      <h2 id="lead-heading">{lead.anonymized || !lead.name ? "Buyer (details removed)" : lead.name}</h2>
      <Contact lead={lead} />
      <dl className="lead-summary__facts">
        <div>
          <dt>Listing</dt>
          <dd>
            <a href={lead.listingPath}>{lead.listingTitle}</a>
            {anotherFirm ? <span className="lead-summary__note lead-summary__firm"> Listed by {anotherFirm} — another brokerage; one of our agents answers this buyer.</span> : null}
          </dd>
        </div>
        <div>
          <dt>Agent</dt>
          <dd>
            {lead.agentName ?? lead.agentEmail ?? "The office"}
            <span className="lead-summary__note"> by {ROUTING_LABELS[lead.routing] ?? lead.routing}</span>
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <TimeText date={lead.createdAt} />
          </dd>
        </div>
        <div>
          <dt>First response</dt>
          <dd>{lead.firstResponseAt ? <TimeText date={lead.firstResponseAt} /> : "Not yet"}</dd>
        </div>
        {lead.status === "lost" ? (
          <div>
            <dt>Lost</dt>
            <dd>{lostReasonText(lead.lostReason, lead.lostNote)}</dd>
          </div>
        ) : null}
      </dl>
      <StatusForm lead={lead} reply={reply} />
    </header>
  );
}
