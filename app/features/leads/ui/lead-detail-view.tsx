import type { ReactNode } from "react";
import type { LeadActionBody } from "../lead-rules";
import type { LeadPageData } from "../lead-page.server";
import { LeadShowingPanel } from "./lead-showing-panel";
import { LeadMessageForm } from "./lead-message-form";
import { LeadNoteForm, LeadReassignForm } from "./lead-side-forms";
import { LeadSummary } from "./lead-summary";
import { LeadTasksPanel } from "./lead-tasks-panel";
import { LeadEnquiry, LeadTimeline } from "./lead-timeline";

type Props = LeadPageData & {
  /** The list this lead belongs to. */
  backHref: string;
  reply?: LeadActionBody;
  /** Other features' sections about the lead (where it came from, the buyer's saved homes), shown after the enquiry. */
  children?: ReactNode;
};

/** Whether a refusal is shown by its own form (beside the field, or at the form's head). */
function shownByItsForm(reply: { intent?: string; field?: string }): boolean {
  if (reply.intent === "message" || reply.intent?.startsWith("task")) return true;
  return Boolean(reply.field) && (reply.intent === "note" || reply.intent === "reassign");
}

/** What was done, or a refusal its form does not show itself (a status's, a showing's). */
function ReplyNotice({ reply }: { reply?: LeadActionBody }) {
  if (!reply) return null;
  if ("done" in reply) {
    return (
      <p role="status" className="form-success">
        {reply.done}
      </p>
    );
  }
  return shownByItsForm(reply) ? null : (
    <p role="alert" className="form-error">
      {reply.error}
    </p>
  );
}

/**
 * One lead as its agent and the administrators work it: the summary (buyer,
 * listing, status, agent), then the enquiry, the e-mail to the buyer and the
 * timeline beside the side panel of actions (tasks, showing, reassignment,
 * note). Each part is its own component; a new part is one line here. Plain
 * POST forms, each with its `intent`; no React in the browser.
 */
export function LeadDetailView({ lead, templates, draft, agents, anotherFirm, backHref, reply, children }: Props) {
  return (
    <div className="lead-page">
      <LeadSummary lead={lead} anotherFirm={anotherFirm} reply={reply} backHref={backHref} />
      <ReplyNotice reply={reply} />
      <div className="lead-page__columns">
        <div className="lead-page__main">
          <LeadEnquiry message={lead.message} />
          {children}
          {/* Once sent, the form starts blank again rather than offering the same template twice. */}
          <LeadMessageForm
            templates={templates}
            draft={reply && "done" in reply && reply.intent === "message" ? null : draft}
            canWrite={!lead.anonymized && lead.email !== null}
            writeTo={lead.source === "valuation" ? "owner" : "buyer"}
            reply={reply}
          />
          <LeadTimeline events={lead.events} />
        </div>
        <aside className="lead-page__side" aria-label="Work on this lead">
          <LeadTasksPanel tasks={lead.tasks} reply={reply} />
          {lead.showing ? <LeadShowingPanel showing={lead.showing} reply={reply} /> : null}
          {agents ? <LeadReassignForm lead={lead} agents={agents} reply={reply} /> : null}
          <LeadNoteForm reply={reply} />
        </aside>
      </div>
    </div>
  );
}
