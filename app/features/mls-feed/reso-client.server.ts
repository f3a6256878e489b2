import { fetch, type Agent } from "undici";
import type { AppConfig } from "~/shared/config/env.server";
import { guardedAgent, isPrivateLiteral, networkReason, readCapped } from "./guarded-fetch.server";

export type MlsSettings = AppConfig["mls"];

/** One OData page: its records and the link to the next page, if any. */
export type ODataPage = { value: Array<Record<string, unknown>>; nextLink?: string };

/** The feed could not be read (after retries): the pass stops here, keeping what it has applied. */
export class FeedRequestError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = "FeedRequestError";
  }
}

export type ResoClientOptions = {
  /** Waits between attempts (tests record the waits instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
  /** Attempts per request on 429, 5xx and network errors. */
  attempts?: number;
  timeoutMs?: number;
  /** Told of each wait, e.g. to print a progress line. */
  onRetry?: (reason: string, waitMs: number) => void;
};

const PAGE_MAX_BYTES = 64 * 1024 * 1024;
const MAX_WAIT_MS = 5 * 60_000;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** 1 s, 2 s, 4 s… up to a minute, when the server names no wait. */
const backoffMs = (attempt: number) => Math.min(60_000, 1000 * 2 ** (attempt - 1));

/**
 * The RESO Web API as the sync uses it: GETs of OData JSON with a bearer
 * token (a fixed MLS_TOKEN, or one fetched with OAuth2 client credentials
 * and renewed when it expires or is refused), through the address guard.
 * 429 and 5xx answers are retried after the server's Retry-After (or a
 * growing wait); a 401/403 after a fresh token, an HTML answer or a body
 * that is not an OData page fail the request with a one-line reason.
 */
export class ResoClient {
  private readonly agent: Agent;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly attempts: number;
  private readonly timeoutMs: number;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    readonly settings: MlsSettings,
    private readonly options: ResoClientOptions = {},
  ) {
    this.agent = guardedAgent(settings.allowPrivate);
    this.sleep = options.sleep ?? defaultSleep;
    this.attempts = options.attempts ?? 6;
    this.timeoutMs = options.timeoutMs ?? 60_000;
  }

  /** The URL of a resource with query options (values already in OData syntax). */
  resourceUrl(resource: string, query: Record<string, string | number | undefined>): string {
    const url = new URL(`${this.settings.apiUrl}/${resource}`);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    return url.toString();
  }

  /** One page of a resource (or the page a nextLink names). */
  async getPage(url: string): Promise<ODataPage> {
    const body = await this.request(url);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      throw new FeedRequestError(`the feed did not answer JSON at ${shortUrl(url)}`);
    }
    const page = parsed as { value?: unknown; "@odata.nextLink"?: unknown };
    if (!page || typeof page !== "object" || !Array.isArray(page.value)) {
      throw new FeedRequestError(`the feed's answer at ${shortUrl(url)} is not an OData page (no "value" list)`);
    }
    const value = page.value.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === "object" && !Array.isArray(item));
    const next = page["@odata.nextLink"];
    if (typeof next !== "string" || !next) return { value };
    // A next page the feed cannot name is the feed's failure, reported as one: the pass stops, keeping what it applied.
    if (!URL.canParse(next, url)) throw new FeedRequestError(`the feed's next page address at ${shortUrl(url)} is not a valid URL`);
    return { value, nextLink: new URL(next, url).toString() };
  }

  close(): void {
    this.agent.close().catch(() => undefined);
  }

  private async request(url: string): Promise<Buffer> {
    const target = new URL(url);
    if (!this.settings.allowPrivate && isPrivateLiteral(target)) throw new FeedRequestError(`the feed's address ${target.host} is private`);
    let refreshedToken = false;
    for (let attempt = 1; ; attempt++) {
      let failure: string;
      let waitMs: number | null = null;
      try {
        const response = await fetch(target, {
          dispatcher: this.agent,
          signal: AbortSignal.timeout(this.timeoutMs),
          headers: { accept: "application/json", authorization: `Bearer ${await this.bearer()}`, "user-agent": "SugarAppleRealty-MlsSync/1.0" },
        });
        if (response.ok) {
          const type = response.headers.get("content-type") ?? "";
          if (!/json/i.test(type)) {
            await response.body?.cancel();
            throw new FeedRequestError(`the feed answered ${type.split(";")[0] || "something other than JSON"} at ${shortUrl(url)}`);
          }
          const body = await readCapped(response.body, PAGE_MAX_BYTES);
          if (body === null) throw new FeedRequestError(`the feed's page at ${shortUrl(url)} is larger than ${PAGE_MAX_BYTES / 1024 / 1024} MB`);
          return body;
        }
        await response.body?.cancel();
        if ((response.status === 401 || response.status === 403) && this.settings.oauth && !refreshedToken) {
          this.token = null;
          refreshedToken = true;
          attempt--;
          continue;
        }
        if (response.status !== 429 && response.status < 500) {
          throw new FeedRequestError(`the feed refused the request with ${response.status}${response.status === 401 || response.status === 403 ? " (check MLS_TOKEN or the client credentials)" : ""} at ${shortUrl(url)}`, response.status);
        }
        failure = `the feed answered ${response.status}`;
        waitMs = retryAfterMs(response.headers.get("retry-after"));
      } catch (error) {
        if (error instanceof FeedRequestError) throw error;
        failure = `the feed could not be reached: ${networkReason(error)}`;
      }
      if (attempt >= this.attempts) throw new FeedRequestError(`${failure} at ${shortUrl(url)} (gave up after ${attempt} attempts)`);
      const wait = Math.min(MAX_WAIT_MS, waitMs ?? backoffMs(attempt));
      this.options.onRetry?.(failure, wait);
      await this.sleep(wait);
    }
  }

  /** The bearer token: MLS_TOKEN, or an OAuth2 client-credentials token kept until a minute before it expires. */
  private async bearer(): Promise<string> {
    const { token, oauth } = this.settings;
    if (!oauth) return token ?? "";
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    let response;
    try {
      response = await fetch(oauth.tokenUrl, {
        method: "POST",
        dispatcher: this.agent,
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams({ grant_type: "client_credentials", client_id: oauth.clientId, client_secret: oauth.clientSecret }).toString(),
      });
    } catch (error) {
      throw new FeedRequestError(`the MLS's token service could not be reached: ${networkReason(error)}`);
    }
    const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    if (!response.ok || typeof body?.access_token !== "string") {
      throw new FeedRequestError(`the MLS's token service refused the client credentials (${response.status})`, response.status);
    }
    const seconds = typeof body.expires_in === "number" ? body.expires_in : 3600;
    this.token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 };
    return this.token.value;
  }
}

/** A URL as a log line shows it: the path and no query (it may be long), never a token. */
export function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return "the feed";
  }
}
