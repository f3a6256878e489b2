import type { Reply } from "~/shared/http/reply";
import { failureStatus } from "~/shared/http/failure-status";
import type { Result } from "~/shared/lib/result";
import type { LeadViewer } from "./lead-access.server";
import type { LeadActionBody } from "./lead-rules";
import { addLeadTask, setLeadTaskDone } from "./lead-tasks.server";
import { reassignLead } from "./reassign-lead.server";
import { sendLeadMessage } from "./send-lead-message.server";
import { cancelShowing, confirmShowing, moveShowing } from "./showing-actions.server";
import { addLeadNote, setLeadStatus } from "./update-lead.server";

const DONE = {
  status: "Status saved.",
  note: "Note added.",
  message: "E-mail queued: it goes to the buyer from your name, and their reply comes to your inbox.",
  task: "Task added.",
  task_done: "Task marked done.",
  task_undone: "Task marked not done.",
  reassign: "Lead reassigned: the agent was e-mailed.",
  confirm: "Showing confirmed: the buyer and you were e-mailed a calendar invitation.",
  move: "Showing moved: the buyer and you were e-mailed the updated invitation.",
  cancel: "Showing canceled: the buyer and you were e-mailed the cancellation.",
} as const;

type Intent = keyof typeof DONE;

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** What each form's fields were, so a refused form comes back as typed. */
const KEPT_FIELDS: Partial<Record<Intent, readonly string[]>> = {
  status: ["status", "lostReason", "lostNote"],
  note: ["note"],
  move: ["time"],
  message: ["subject", "body"],
  task: ["title", "dueOn"],
};

function run(viewer: LeadViewer, leadId: string, intent: string, form: FormData): Promise<Result<{ id: string }>> | null {
  switch (intent) {
    case "status":
      return setLeadStatus(viewer, leadId, form.get("status"), undefined, { reason: form.get("lostReason"), note: form.get("lostNote") });
    case "note":
      return addLeadNote(viewer, leadId, form.get("note"));
    case "message":
      return sendLeadMessage(viewer, leadId, { subject: form.get("subject"), body: form.get("body") });
    case "task":
      return addLeadTask(viewer, leadId, { title: form.get("title"), dueOn: form.get("dueOn") });
    case "task_done":
    case "task_undone":
      return setLeadTaskDone(viewer, leadId, form.get("taskId"), intent === "task_done");
    case "reassign":
      return reassignLead(viewer, leadId, form.get("agentId"));
    case "confirm":
      return confirmShowing(viewer, leadId, form.get("time"));
    case "move":
      return moveShowing(viewer, leadId, form.get("time"));
    case "cancel":
      return cancelShowing(viewer, leadId);
    default:
      return null;
  }
}

/**
 * A lead page's forms, told apart by `intent`. Every service checks the
 * viewer's permission and that the lead is theirs; one that is not is "not
 * found".
 */
export async function handleLeadAction(viewer: LeadViewer, leadId: string, form: FormData): Promise<Reply<LeadActionBody>> {
  const intent = text(form.get("intent"));
  const pending = run(viewer, leadId, intent, form);
  if (!pending) return { status: 400, body: { error: "Please use one of the page's buttons" } };
  const result = await pending;
  if (result.success) return { status: 200, body: { done: DONE[intent as Intent], intent } };
  const field = result.fieldErrors ? Object.keys(result.fieldErrors)[0] : undefined;
  const kept = KEPT_FIELDS[intent as Intent];
  const values = kept ? Object.fromEntries(kept.map((name) => [name, text(form.get(name))])) : undefined;
  return { status: failureStatus(result), body: { error: result.error, intent, ...(field ? { field } : {}), ...(values ? { values } : {}) } };
}
