import { refuse } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { eq, sql } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { safeString } from "~/shared/forms/safe-text";
import { normalizeLineBreaks } from "~/shared/forms/text";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { isUuid } from "~/shared/lib/uuid";
import { lockVisibleLead, type LeadViewer } from "./lead-access.server";
import { leadEvents, leads } from "./lead.table";
import { queueLeadCrmEvent } from "./lead-crm-event.server";
import { LEAD_MESSAGES, LEAD_STATUS_CHOICES, LOST_NOTE_MAX, LOST_REASON_CHOICES, lostReasonText, NOTE_MAX } from "./lead-rules";
import { leadWorkAllowed } from "./lead-work-limit.server";

const noteSchema = safeString({ error: LEAD_MESSAGES.noteEmpty })
  .overwrite(normalizeLineBreaks)
  .trim()
  .min(1, LEAD_MESSAGES.noteEmpty)
  .max(NOTE_MAX, LEAD_MESSAGES.noteTooLong);

/** The first response is the first move away from "new" or the first note; later ones keep it. */
export const firstResponse = (now: Date) => sql`coalesce(${leads.firstResponseAt}, ${now.toISOString()}::timestamptz)`;

const lostNoteSchema = safeString({ error: LEAD_MESSAGES.lostNoteTooLong })
  .overwrite(normalizeLineBreaks)
  .trim()
  .max(LOST_NOTE_MAX, LEAD_MESSAGES.lostNoteTooLong);

/** Why a lead was lost, as a form sends it: a reason from the list and an optional note. */
export type LostOutcome = { reason?: unknown; note?: unknown };

/**
 * Sets a lead's status (new, contacted, showing booked, won, lost): written
 * to the timeline and the audit log. "Lost" takes a reason from the list
 * (and an optional note), kept on the lead until it moves on; a lost lead
 * may be given another reason. A refused move changes nothing.
 */
export async function setLeadStatus(viewer: LeadViewer, id: unknown, status: unknown, now = new Date(), lost: LostOutcome = {}): Promise<Result<{ id: string }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  const chosen = LEAD_STATUS_CHOICES.find((choice) => choice === status);
  if (!chosen) return fail(LEAD_MESSAGES.statusInvalid, { status: LEAD_MESSAGES.statusInvalid });
  const reason = chosen === "lost" ? LOST_REASON_CHOICES.find((choice) => choice === lost.reason) : undefined;
  if (chosen === "lost" && !reason) return fail(LEAD_MESSAGES.lostReasonMissing, { lostReason: LEAD_MESSAGES.lostReasonMissing });
  const parsedNote = chosen === "lost" ? lostNoteSchema.safeParse(lost.note ?? "") : undefined;
  if (parsedNote && !parsedNote.success) {
    const message = parsedNote.error.issues[0]?.message ?? LEAD_MESSAGES.lostNoteTooLong;
    return fail(message, { lostNote: message });
  }
  const note = parsedNote?.data || null;
  if (!isUuid(id)) return failWith("not_found", LEAD_MESSAGES.notFound);
  return runService("setLeadStatus", { id, viewerId: viewer.id }, async () => {
    const limited = await leadWorkAllowed(viewer.id, now);
    if (limited) return limited;
    return getDb().transaction(async (tx) => {
      const lead = await lockVisibleLead(tx, viewer, id);
      if (!lead) return failWith("not_found", LEAD_MESSAGES.notFound);
      if (lead.status === chosen && (chosen !== "lost" || (lead.lostReason === reason && lead.lostNote === note))) {
        return fail(LEAD_MESSAGES.statusUnchanged, { status: LEAD_MESSAGES.statusUnchanged });
      }
      await tx
        .update(leads)
        .set({ status: chosen, lostReason: reason ?? null, lostNote: note, updatedAt: now, ...(chosen !== "new" ? { firstResponseAt: firstResponse(now) } : {}) })
        .where(eq(leads.id, id));
      // The timeline's entry names the status; a lost lead's says why too.
      const detail = chosen === "lost" ? `Lost: ${lostReasonText(reason, note)}` : chosen;
      await tx.insert(leadEvents).values({ leadId: id, actorId: viewer.id, kind: "status", detail, createdAt: now });
      await queueLeadCrmEvent(tx, id, { kind: "status", from: lead.status, to: chosen, by: viewer.email }, now);
      const outcome = (row: { status: string; lostReason: string | null | undefined; lostNote: string | null | undefined }) =>
        row.status === "lost" ? { status: row.status, lostReason: row.lostReason, lostNote: row.lostNote } : { status: row.status };
      await recordAudit(
        {
          actor: { id: viewer.id, email: viewer.email },
          action: "lead.status",
          subject: { type: "lead", id },
          before: outcome(lead),
          after: outcome({ status: chosen, lostReason: reason, lostNote: note }),
        },
        tx,
      );
      return ok({ id });
    });
  });
}

/** Adds a note to the lead's timeline; the first note counts as the first response. */
export async function addLeadNote(viewer: LeadViewer, id: unknown, text: unknown, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(viewer, "handle:leads");
  if (refused) return refused;
  const note = noteSchema.safeParse(text);
  if (!note.success) {
    const message = note.error.issues[0]?.message ?? LEAD_MESSAGES.noteEmpty;
    return fail(message, { note: message });
  }
  if (!isUuid(id)) return failWith("not_found", LEAD_MESSAGES.notFound);
  return runService("addLeadNote", { id, viewerId: viewer.id }, async () => {
    const limited = await leadWorkAllowed(viewer.id, now);
    if (limited) return limited;
    return getDb().transaction(async (tx) => {
      const lead = await lockVisibleLead(tx, viewer, id);
      if (!lead) return failWith("not_found", LEAD_MESSAGES.notFound);
      await tx.update(leads).set({ updatedAt: now, firstResponseAt: firstResponse(now) }).where(eq(leads.id, id));
      await tx.insert(leadEvents).values({ leadId: id, actorId: viewer.id, kind: "note", detail: note.data, createdAt: now });
      return ok({ id });
    });
  });
}
