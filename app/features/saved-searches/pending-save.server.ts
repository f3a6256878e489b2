import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "~/shared/config/env.server";
import { isAlertFrequency, SEARCH_QUERY_MAX, type AlertFrequency } from "./saved-search-rules";

/**
 * A search a signed-out visitor pressed Save on, carried through sign-up or
 * sign-in (decision 0123). The search and its frequency ride in a signed,
 * HttpOnly cookie kept for this page only: the browser that pressed Save
 * brings it back, and the search is saved as chosen. A link alone cannot
 * save anything into an account (no page can set this cookie), and the
 * cookie holds a query longer than a return path may be.
 */

export const PENDING_SAVE_COOKIE = "pending_saved_search";
/** Long enough to sign up, or to find a password, and come back. */
const LIFETIME_SECONDS = 24 * 60 * 60;
const COOKIE_PATH = "/account/searches";

export type PendingSave = { query: string; frequency: AlertFrequency };

/** The signature, under the session secret with this purpose's label, so it can never serve as another. */
function signature(payload: string): string {
  return createHmac("sha256", getConfig().sessionSecret).update(`saved-search-pending:${payload}`).digest("base64url");
}

function attributes(maxAgeSeconds: number): string {
  const secure = getConfig().servedOverHttps ? "; Secure" : "";
  return `Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The Set-Cookie value that keeps the search (query up to its limit; an unknown frequency is instant, the form's default). */
export function pendingSaveCookie(query: unknown, frequency: unknown, now = new Date()): string {
  const save = {
    q: typeof query === "string" ? query.replace(/^\?/, "").slice(0, SEARCH_QUERY_MAX) : "",
    f: isAlertFrequency(frequency) ? frequency : "instant",
    e: Math.floor(now.getTime() / 1000) + LIFETIME_SECONDS,
  };
  const payload = Buffer.from(JSON.stringify(save)).toString("base64url");
  return `${PENDING_SAVE_COOKIE}=${payload}.${signature(payload)}; ${attributes(LIFETIME_SECONDS)}`;
}

export function clearedPendingSaveCookie(): string {
  return `${PENDING_SAVE_COOKIE}=; ${attributes(0)}`;
}

/** The search kept in the request's cookie, or null when there is none, it was not signed here, or it is older than a day. */
export function readPendingSave(cookieHeader: string | null | undefined, now = new Date()): PendingSave | null {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PENDING_SAVE_COOKIE}=`))
    ?.slice(PENDING_SAVE_COOKIE.length + 1);
  const [payload, signed] = value?.split(".") ?? [];
  if (!payload || !signed) return null;
  const expected = Buffer.from(signature(payload));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const save: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof save !== "object" || save === null) return null;
    const { q, f, e } = save as Record<string, unknown>;
    if (typeof q !== "string" || !isAlertFrequency(f) || typeof e !== "number" || e * 1000 <= now.getTime()) return null;
    return { query: q, frequency: f };
  } catch {
    return null;
  }
}
