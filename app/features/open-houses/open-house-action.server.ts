import type { SessionUser } from "~/features/accounts/index.server";
import { failureMessage, failureReply } from "~/shared/http/reply";
import { OPEN_HOUSE_MESSAGES } from "./open-house-rules";
import { addOpenHouse, removeOpenHouse } from "./staff-open-houses.server";

/**
 * A post from a listing's staff page about its open houses:
 * `intent=add-open-house` (date, start, end, note) or
 * `intent=remove-open-house` (key). Success is a notice for the redirect; a
 * refusal is the form's reply with its status.
 */

export type OpenHouseFailure = { intent: "open-house"; formError: string; fieldErrors: Record<string, string | undefined>; values: Record<string, string> };
export type OpenHouseAnswer = { done: "open-house-added" | "open-house-removed" } | { status: number; body: OpenHouseFailure };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export const isOpenHouseIntent = (intent: unknown) => intent === "add-open-house" || intent === "remove-open-house";

export async function handleOpenHouseAction(user: SessionUser, listingId: string, form: FormData): Promise<OpenHouseAnswer> {
  if (form.get("intent") === "remove-open-house") {
    const result = await removeOpenHouse(user, listingId, text(form.get("key")));
    if (result.success) return { done: "open-house-removed" };
    return failureReply(result, { intent: "open-house", formError: failureMessage(result, OPEN_HOUSE_MESSAGES.unavailable), fieldErrors: {}, values: {} });
  }
  const values = { date: text(form.get("date")), start: text(form.get("start")), end: text(form.get("end")), note: text(form.get("note")) };
  const result = await addOpenHouse(user, listingId, values);
  if (result.success) return { done: "open-house-added" };
  return failureReply(result, { intent: "open-house", formError: failureMessage(result, OPEN_HOUSE_MESSAGES.unavailable), fieldErrors: result.fieldErrors ?? {}, values });
}
