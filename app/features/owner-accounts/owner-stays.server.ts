import { recordAudit } from "~/features/audit/index.server";
import { blocksOverlapping, boundsOf, findOwnerNights, firstName, holdOwnerNights, lockRentalCalendar, releaseOwnerNights } from "~/features/rental-calendars/index.server";
import { formatDay } from "~/features/stays";
import { pendingRequestsOverlapping } from "~/features/stays/index.server";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { daysBetween, isIsoDay, todayOnIsland } from "~/shared/dates/island-days";
import { getDb } from "~/shared/db/client.server";
import { isExclusionViolation } from "~/shared/db/postgres-errors";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import type { FormFailure } from "~/shared/forms/parse-form";
import type { FailureStatus } from "~/shared/http/failure-status";
import { failureMessage, failureReply } from "~/shared/http/reply";
import { isUuid } from "~/shared/lib/uuid";
import { OWNER_STAY_LIMITS } from "./owner-stay-rules";
import { managedVillaIds, managesVillaFor } from "./villa-management.server";

/**
 * An owner keeps nights of their own villas for themselves: the nights leave
 * the site's availability, quotes and calendar export at once (they are a
 * block on the rental's calendar). They never take a guest's stay, a night
 * booked on an imported calendar or a guest's request awaiting the office;
 * the refusal names the dates in the way.
 */


export const OWNER_STAY_MESSAGES = {
  villa: "Choose one of your villas.",
  checkIn: "Choose the day you arrive.",
  checkOut: "Choose the day you leave, after the day you arrive.",
  past: "Choose an arrival from today on.",
  tooLong: `An owner stay is at most ${OWNER_STAY_LIMITS.maxNights} nights; add another for a longer one.`,
  tooFar: "Choose an arrival within the next two years.",
  notFound: "That stay is not one of yours, or it has already been removed.",
  begun: "A stay that has begun cannot be removed; ask the office.",
  unavailable: "Your calendar could not be changed just now. Please try again in a moment.",
} as const;

export type OwnerStayInput = { listingId: string; checkIn: string; checkOut: string };

function problemsOf(input: OwnerStayInput, today: string): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (!isIsoDay(input.checkIn)) problems.checkIn = OWNER_STAY_MESSAGES.checkIn;
  else if (input.checkIn < today) problems.checkIn = OWNER_STAY_MESSAGES.past;
  else if (daysBetween(today, input.checkIn) > OWNER_STAY_LIMITS.maxDaysAhead) problems.checkIn = OWNER_STAY_MESSAGES.tooFar;
  if (!isIsoDay(input.checkOut) || (isIsoDay(input.checkIn) && input.checkOut <= input.checkIn)) problems.checkOut = OWNER_STAY_MESSAGES.checkOut;
  else if (isIsoDay(input.checkIn) && daysBetween(input.checkIn, input.checkOut) > OWNER_STAY_LIMITS.maxNights) problems.checkOut = OWNER_STAY_MESSAGES.tooLong;
  return Object.keys(problems).length > 0 ? problems : null;
}

const dates = (from: string, to: string) => `${formatDay(from)} to ${formatDay(to)}`;

/** Keeps the nights from check-in to check-out of one of the owner's villas for the owner. */
export async function blockOwnerStay(actor: AuditedActor, input: OwnerStayInput, now = new Date()): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "use:owner-portal");
  if (refused) return refused;
  const problems = problemsOf(input, todayOnIsland(now));
  if (problems) return fail("Please check the dates marked below.", problems);
  return runService("blockOwnerStay", { ownerId: actor.id, listingId: input.listingId }, async () => {
    try {
      return await getDb().transaction(async (tx) => {
        if (!(await managesVillaFor(tx, input.listingId, actor.id))) return fail(OWNER_STAY_MESSAGES.villa, { listingId: OWNER_STAY_MESSAGES.villa });
        await lockRentalCalendar(tx, input.listingId);
        const [block] = await blocksOverlapping(input.listingId, input.checkIn, input.checkOut, tx);
        if (block) {
          const { from, to } = boundsOf(block.during);
          const what = block.kind === "stay" ? `${firstName(block.guestName) || "a guest"}'s stay` : block.kind === "import" ? "nights booked on your imported calendar" : "your own stay";
          return fail(`Those dates overlap ${what} from ${dates(from, to)}. Choose other dates.`);
        }
        const [request] = await pendingRequestsOverlapping(tx, input.listingId, input.checkIn, input.checkOut);
        if (request) return fail(`Those dates overlap a guest's request from ${dates(request.checkIn, request.checkOut)}, awaiting the office's answer. Choose other dates, or call the office.`);
        const id = await holdOwnerNights(tx, input);
        await recordAudit({ actor, action: "owner.stay.add", subject: { type: "listing", id: input.listingId }, after: { checkIn: input.checkIn, checkOut: input.checkOut } }, tx);
        return ok({ id });
      });
    } catch (error) {
      // The calendar lock queues writers, so only a writer that skipped it could get here.
      if (isExclusionViolation(error)) return failWith("conflict", "Those dates were taken a moment ago. Choose other dates.");
      throw error;
    }
  });
}

/** Gives back an owner's stay that has not begun. */
export async function cancelOwnerStay(actor: AuditedActor, blockId: string, now = new Date()): Promise<Result> {
  const refused = refuse(actor, "use:owner-portal");
  if (refused) return refused;
  return runService("cancelOwnerStay", { ownerId: actor.id }, () =>
    getDb().transaction(async (tx) => {
      const stay = isUuid(blockId) ? await findOwnerNights(tx, blockId, await managedVillaIds(tx, actor.id)) : null;
      if (!stay) return failWith("not_found", OWNER_STAY_MESSAGES.notFound);
      if (stay.from <= todayOnIsland(now)) return fail(OWNER_STAY_MESSAGES.begun);
      await lockRentalCalendar(tx, stay.listingId);
      await releaseOwnerNights(tx, stay.id);
      await recordAudit({ actor, action: "owner.stay.remove", subject: { type: "listing", id: stay.listingId }, before: { checkIn: stay.from, checkOut: stay.to } }, tx);
      return ok({});
    }),
  );
}

export type OwnerStayFormReply =
  | { status: 200; body: { intent: "add" | "cancel"; done: true; message: string } }
  | { status: FailureStatus; body: FormFailure & { intent: "add" | "cancel" } };

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The calendar page's forms: keep dates for an owner stay (`intent=add`), or give one back (`intent=cancel`). */
export async function handleOwnerStayForm(actor: AuditedActor, formData: FormData, now = new Date()): Promise<OwnerStayFormReply> {
  if (field(formData, "intent") === "cancel") {
    const result = await cancelOwnerStay(actor, field(formData, "id"), now);
    if (result.success) return { status: 200, body: { intent: "cancel", done: true, message: "Your stay is removed; the dates are open to guests again." } };
    return failureReply(result, { intent: "cancel" as const, fieldErrors: {}, values: {}, formError: failureMessage(result, OWNER_STAY_MESSAGES.unavailable) });
  }
  const input = { listingId: field(formData, "listingId"), checkIn: field(formData, "checkIn"), checkOut: field(formData, "checkOut") };
  const values = { listingId: input.listingId.slice(0, 40), checkIn: input.checkIn.slice(0, 10), checkOut: input.checkOut.slice(0, 10) };
  const result = await blockOwnerStay(actor, input, now);
  if (result.success) {
    return { status: 200, body: { intent: "add", done: true, message: `Your stay from ${dates(input.checkIn, input.checkOut)} is on the calendar; guests can no longer book those nights.` } };
  }
  return failureReply(result, { intent: "add" as const, fieldErrors: result.fieldErrors ?? {}, values, formError: failureMessage(result, OWNER_STAY_MESSAGES.unavailable) });
}
