import { EVENT_LABELS, LEAD_STATUS_LABELS, type LeadStatusChoice } from "../lead-rules";
import type { TimelineEntry } from "../read-leads.server";
import { when } from "./lead-format";
import { TimeText } from "./time-text";

/** Statuses a lead could once have, for the moves the timeline kept: "closed" came before won and lost. */
const FORMER_STATUS_LABELS: Record<string, string> = { closed: "Closed" };

function detailOf(entry: TimelineEntry): string | null {
  if (!entry.detail) return null;
  // A status entry names the status; a move to lost carries its reason as written ("Lost: Price").
  if (entry.kind === "status") return LEAD_STATUS_LABELS[entry.detail as LeadStatusChoice] ?? FORMER_STATUS_LABELS[entry.detail] ?? entry.detail;
  if (entry.kind.startsWith("showing_")) return entry.detail.split(" ").map((iso) => when(iso)).join(" · ");
  return entry.detail;
}

/** Everything that happened to the lead, newest first: arrival, e-mails, notes, statuses, tasks, showings, hand-overs. */
export function LeadTimeline({ events }: { events: readonly TimelineEntry[] }) {
  return (
    <section aria-labelledby="lead-timeline-heading" className="admin-section">
      <h3 id="lead-timeline-heading">Timeline</h3>
      <ol className="lead-timeline" reversed>
        {[...events].reverse().map((entry) => (
          <li key={entry.id} data-event-kind={entry.kind} className={`lead-timeline__entry lead-timeline__entry--${entry.kind}`}>
            <p className="lead-timeline__head">
              <strong>{EVENT_LABELS[entry.kind] ?? entry.kind}</strong>
              {entry.actorName ? <> by {entry.actorName}</> : null} · <TimeText date={entry.createdAt} />
            </p>
            {entry.subject ? <p className="lead-timeline__subject">Subject: {entry.subject}</p> : null}
            {detailOf(entry) ? <div className="lead-timeline__detail">{detailOf(entry)}</div> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The buyer's own words, as they sent them. */
export function LeadEnquiry({ message }: { message: string }) {
  return (
    <section aria-labelledby="lead-enquiry-heading" className="admin-section">
      <h3 id="lead-enquiry-heading">Their inquiry</h3>
      <blockquote className="lead-detail__message">
        {message.split("\n").map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </blockquote>
    </section>
  );
}
