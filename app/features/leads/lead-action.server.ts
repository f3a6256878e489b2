import type { Reply } from "~/shared/http/reply";
import { failureStatus } from "~/shared/http/failure-status";
import type { LeadViewer } from "./lead-access.server";
import type { LeadActionBody } from "./lead-rules";
import { cancelShowing, confirmShowing, moveShowing } from "./showing-actions.server";
import { addLeadNote, setLeadStatus } from "./update-lead.server";


const DONE = {
  status: "Status saved.",
  note: "Note added.",
  confirm: "Showing confirmed: the buyer and you were e-mailed a calendar invitation.",
  move: "Showing moved: the buyer and you were e-mailed the updated invitation.",
  cancel: "Showing cancelled: the buyer and you were e-mailed the cancellation.",
} as const;

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * A lead page's forms, told apart by `intent`: status, note, and the
 * showing's confirm, move and cancel. Every service checks that the lead is
 * the viewer's; one that is not is "not found".
 */
export async function handleLeadAction(viewer: LeadViewer, leadId: string, form: FormData): Promise<Reply<LeadActionBody>> {
  const intent = text(form.get("intent"));
  const result =
    intent === "status"
      ? await setLeadStatus(viewer, leadId, form.get("status"))
      : intent === "note"
        ? await addLeadNote(viewer, leadId, form.get("note"))
        : intent === "confirm"
          ? await confirmShowing(viewer, leadId, form.get("time"))
          : intent === "move"
            ? await moveShowing(viewer, leadId, form.get("time"))
            : intent === "cancel"
              ? await cancelShowing(viewer, leadId)
              : null;
  if (!result) return { status: 400, body: { error: "Please use one of the page's buttons" } };
  if (result.success) return { status: 200, body: { done: DONE[intent as keyof typeof DONE] } };
  const field = result.fieldErrors ? Object.keys(result.fieldErrors)[0] : undefined;
  const values: Record<string, string> | undefined =
    intent === "note" ? { note: text(form.get("note")) } : intent === "move" ? { time: text(form.get("time")) } : undefined;
  return { status: failureStatus(result), body: { error: result.error, ...(field ? { field } : {}), ...(values ? { values } : {}) } };
}
