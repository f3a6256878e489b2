import { forgetKeptContent, keepUntilChannelNotifies, keptByKeyUntilContentChanges } from "~/shared/cache/content-memo.server";
import { refuse } from "~/shared/access/permissions";
import { todayOnIsland } from "~/shared/dates/island-days";
import { leadViewerEmail, leadVisibilityOf, type LeadViewer } from "./lead-access.server";
import { loadTodaysLeadWork } from "./todays-work.server";

/** Notified by the database on every change to leads, their tasks and their showings (drizzle/0053_lead_work_changes.sql). */
export const LEAD_WORK_CHANGES_CHANNEL = "lead_work_changed";

/** Viewers whose Today is kept at once: a brokerage's agents and office, several times over. */
const MAX_KEPT_VIEWERS = 500;

const keptWork = keptByKeyUntilContentChanges<Awaited<ReturnType<typeof loadTodaysLeadWork>>>(MAX_KEPT_VIEWERS, (work) => !work.failed, LEAD_WORK_CHANGES_CHANNEL);

/**
 * Today's lead work for the dashboard (loadTodaysLeadWork), kept per viewer,
 * what they may see and island day until a lead, task or showing changes, so
 * that a dashboard reloaded while nothing changed reads none of it again. A
 * viewer who may not handle leads is answered by the service, which refuses.
 */
export function loadKeptTodaysLeadWork(viewer: LeadViewer, now = new Date()): ReturnType<typeof loadTodaysLeadWork> {
  if (refuse(viewer, "handle:leads")) return loadTodaysLeadWork(viewer, now);
  const key = `${viewer.id} ${leadVisibilityOf(viewer)} ${leadViewerEmail(viewer)} ${todayOnIsland(now)}`;
  return keptWork(key, () => loadTodaysLeadWork(viewer, now));
}

/** Keeps Today's lead work from now on, dropping it on every change; the returned function stops. */
export function followLeadWorkChanges(): Promise<() => Promise<void>> {
  return keepUntilChannelNotifies(LEAD_WORK_CHANGES_CHANNEL);
}

/** This process's kept Today lists, dropped at once after a submission that may have changed them, before its notice arrives. */
export function forgetKeptLeadWork(): void {
  forgetKeptContent(LEAD_WORK_CHANGES_CHANNEL);
}
