import { lookup } from "node:dns/promises";
import { Agent, fetch, type Response } from "undici";
import { getConfig } from "~/shared/config/env.server";
import { CALENDAR_MESSAGES, FEED_MAX_BYTES, FEED_TIMEOUT_MS } from "./calendar-messages";
import { guardedLookup, isPrivateLiteral, PRIVATE_ADDRESS_CODE, type ResolveHost } from "./guarded-lookup";

export type FetchFeedResult = { ok: true; body: string } | { ok: false; error: string };

const NETWORK_REASONS: Record<string, string> = {
  ENOTFOUND: "its host name was not found",
  EAI_AGAIN: "its host name could not be looked up",
  ECONNREFUSED: "the connection was refused",
  ECONNRESET: "the connection was reset",
  EHOSTUNREACH: "the host is unreachable",
  ENETUNREACH: "the network is unreachable",
  UND_ERR_SOCKET: "the connection was closed",
  CERT_HAS_EXPIRED: "its security certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its security certificate is not trusted",
  SELF_SIGNED_CERT_IN_CHAIN: "its security certificate is not trusted",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "its security certificate is not trusted",
  ERR_TLS_CERT_ALTNAME_INVALID: "its security certificate is for another host",
};

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** A plain-language reason for a failed request (the cause's code where Node gives one). */
function describeNetworkError(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const code = cause?.code ?? (error as { code?: string } | undefined)?.code;
  const reason = (code && NETWORK_REASONS[code]) ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return `${CALENDAR_MESSAGES.feedUnreachable}: ${reason}.`;
}

async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

const MAX_REDIRECTS = 5;

const resolveWithDns: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

function refusedAsPrivate(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === PRIVATE_ADDRESS_CODE;
}

/**
 * Downloads an import feed: redirects followed (each hop's host must be
 * public unless CALENDAR_FEEDS_ALLOW_PRIVATE, checked as it connects), at most FEED_TIMEOUT_MS for
 * the whole download and FEED_MAX_BYTES of body. Every failure is a message
 * for the owner, never a throw.
 */
export async function fetchFeed(
  url: string,
  options: { timeoutMs?: number; maxBytes?: number; allowPrivateHosts?: boolean; resolveHost?: ResolveHost } = {},
): Promise<FetchFeedResult> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const allowPrivateHosts = options.allowPrivateHosts ?? getConfig().calendarFeedsAllowPrivate;
  const signal = AbortSignal.timeout(timeoutMs);
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(options.resolveHost ?? resolveWithDns, allowPrivateHosts) } });
  try {
    let target = new URL(url);
    let response: Response | null = null;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!allowPrivateHosts && isPrivateLiteral(target)) return { ok: false, error: CALENDAR_MESSAGES.feedPrivateAddress };
      response = await fetch(target, {
        dispatcher,
        redirect: "manual",
        signal,
        headers: { accept: "text/calendar, text/plain;q=0.5, */*;q=0.1", "user-agent": "SugarAppleRealty-CalendarSync/1.0" },
      });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) break;
      await response.body?.cancel();
      target = new URL(location, target);
      if (target.protocol !== "https:" && target.protocol !== "http:") return { ok: false, error: CALENDAR_MESSAGES.urlInvalid };
      response = null;
    }
    if (!response) return { ok: false, error: CALENDAR_MESSAGES.feedTooManyRedirects };
    if (!response.ok) {
      await response.body?.cancel();
      const text = response.statusText ? ` (${response.statusText})` : "";
      return { ok: false, error: `${CALENDAR_MESSAGES.feedHttpStatus} ${response.status}${text}.` };
    }
    const body = await readCapped(response, options.maxBytes ?? FEED_MAX_BYTES);
    if (body === null) return { ok: false, error: CALENDAR_MESSAGES.feedTooLarge };
    return { ok: true, body };
  } catch (error) {
    if (isTimeout(error)) return { ok: false, error: CALENDAR_MESSAGES.feedTimeout };
    if (refusedAsPrivate(error)) return { ok: false, error: CALENDAR_MESSAGES.feedPrivateAddress };
    return { ok: false, error: describeNetworkError(error) };
  } finally {
    dispatcher.close().catch(() => undefined);
  }
}
