import { isSafeText, UNSAFE_TEXT_MESSAGE } from "~/shared/forms/text";
import { CALENDAR_MESSAGES, FEED_LABEL_MAX_LENGTH, FEED_URL_MAX_LENGTH } from "./calendar-messages";

/** The path of a rental's export: /calendar/<token>.ics */
export const EXPORT_PATH = /^\/calendar\/([A-Za-z0-9_-]+)\.ics$/;

export function exportPath(token: string): string {
  return `/calendar/${token}.ics`;
}

/** The token of an export path, or null. */
export function exportTokenOfPath(pathname: string): string | null {
  return EXPORT_PATH.exec(pathname)?.[1] ?? null;
}

export type FeedUrlCheck = { ok: true; url: string } | { ok: false; error: string };

/**
 * An import address as the owner pasted it: http(s) only (webcal:// is
 * https), no user name or password, not this site's own export.
 */
export function checkFeedUrl(input: string, publicUrl: string): FeedUrlCheck {
  const text = input.trim();
  if (text === "") return { ok: false, error: CALENDAR_MESSAGES.urlRequired };
  if (text.length > FEED_URL_MAX_LENGTH) return { ok: false, error: CALENDAR_MESSAGES.urlTooLong };
  let url: URL;
  try {
    url = new URL(text.replace(/^webcals?:\/\//i, "https://"));
  } catch {
    return { ok: false, error: CALENDAR_MESSAGES.urlInvalid };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, error: CALENDAR_MESSAGES.urlInvalid };
  if (url.hostname === "") return { ok: false, error: CALENDAR_MESSAGES.urlInvalid };
  if (url.username || url.password) return { ok: false, error: CALENDAR_MESSAGES.urlCredentials };
  url.hash = "";
  if (url.host === new URL(publicUrl).host && exportTokenOfPath(url.pathname)) {
    return { ok: false, error: CALENDAR_MESSAGES.urlOwnExport };
  }
  return { ok: true, url: url.toString() };
}

const KNOWN_SOURCES: Array<[RegExp, string]> = [
  [/(^|\.)airbnb\.[a-z.]+$/, "Airbnb"],
  [/(^|\.)(vrbo|homeaway)\.[a-z.]+$/, "VRBO"],
  [/(^|\.)booking\.com$/, "Booking.com"],
  [/(^|\.)google\.com$/, "Google Calendar"],
];

/** The owner's label, or one named after the feed's site ("Airbnb", "VRBO", else the host name). */
export function feedLabel(label: string, url: string): { ok: true; label: string } | { ok: false; error: string } {
  const trimmed = label.trim().replace(/\s+/g, " ");
  if (!isSafeText(trimmed)) return { ok: false, error: UNSAFE_TEXT_MESSAGE };
  if (trimmed.length > FEED_LABEL_MAX_LENGTH) return { ok: false, error: CALENDAR_MESSAGES.labelTooLong };
  if (trimmed) return { ok: true, label: trimmed };
  const host = new URL(url).hostname.toLowerCase();
  const known = KNOWN_SOURCES.find(([pattern]) => pattern.test(host));
  return { ok: true, label: known ? known[1] : host.replace(/^www\./, "") };
}

/**
 * What an imported period is called here, never a guest's name: VRBO's
 * "Reserved - Maria Gonzalez" becomes "VRBO: Reserved".
 */
export function importedSummary(label: string, summary: string): string {
  return `${label}: ${/reserv|booked|booking/i.test(summary) ? "Reserved" : "Not available"}`;
}
