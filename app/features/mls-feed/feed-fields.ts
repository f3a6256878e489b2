import { isSafeText } from "~/shared/forms/text";

/**
 * The feed's fields that end up in a query (keys, timestamps, photo
 * addresses) are judged before any statement uses them: a value the
 * database cannot store, or cannot compare, refuses its own record and never
 * a page's batch look-up (decision 0119).
 */
export const MAX_KEY_LENGTH = 255;
export const MAX_URL_LENGTH = 2048;

/** A key as a problem report shows it: as sent when it is storable text, else escaped (JSON) and cut short. */
export function reportedKey(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  if (isSafeText(trimmed) && trimmed.length <= MAX_KEY_LENGTH) return trimmed;
  const escaped = JSON.stringify(trimmed);
  return escaped.length > 200 ? `${escaped.slice(0, 200)}…` : escaped;
}

export type KeyCheck = { ok: true; key: string | null } | { ok: false; reason: string };

/** A key field (ListingKey, ListOfficeKey, MediaKey…): null when absent; refused when it is not storable, short text. */
export function checkKey(record: Record<string, unknown>, name: string): KeyCheck {
  const value = record[name];
  if (value === undefined || value === null) return { ok: true, key: null };
  if (typeof value === "number" && Number.isSafeInteger(value)) return { ok: true, key: String(value) };
  if (typeof value !== "string") return { ok: false, reason: `${name} is not text` };
  const key = value.trim();
  if (key === "") return { ok: true, key: null };
  if (!isSafeText(key)) return { ok: false, reason: `${name} holds a character the database cannot store (such as NUL)` };
  if (key.length > MAX_KEY_LENGTH) return { ok: false, reason: `${name} is longer than ${MAX_KEY_LENGTH} characters` };
  return { ok: true, key };
}

/** An ISO timestamp the database and the feed's filter can both hold (years 1800 to 9999); null otherwise. */
export function feedTime(value: unknown): Date | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const year = at.getUTCFullYear();
  return year >= 1800 && year <= 9999 ? at : null;
}

/** Why a photo address cannot be fetched (not an absolute http(s) URL, unstorable, too long); null when it can. */
export function photoUrlProblem(value: string): string | null {
  if (!isSafeText(value)) return "MediaURL holds a character the database cannot store (such as NUL)";
  if (value.length > MAX_URL_LENGTH) return `MediaURL is longer than ${MAX_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "MediaURL is not a valid address";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "MediaURL is not an http(s) address";
  if (url.username || url.password) return "MediaURL carries a user name or password";
  return null;
}

/**
 * An unforeseen failure in one line, for a run's problems or a photo's last
 * error: PostgreSQL's own message where the error carries one (never the
 * query text or its parameters), else the error's first line.
 */
export function oneLineReason(error: unknown): string {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && typeof message === "string") return message.split("\n")[0]!.slice(0, 200);
    current = (current as { cause?: unknown }).cause;
  }
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith("Failed query") ? "the database refused a statement" : message.split("\n")[0]!.slice(0, 200);
}
