import { lookup } from "node:dns/promises";
import { Agent, fetch } from "undici";
import { guardedLookup, isPrivateLiteral, PRIVATE_ADDRESS_CODE } from "~/features/rental-calendars/index.server";
import { SIGNATURE_HEADER, signatureHeader } from "./webhook-signature";

const TIMEOUT_MS = 10_000;

/** What one attempt came to: delivered, or why not and whether trying again may help. */
export type PostOutcome = { delivered: true; status: number } | { delivered: false; permanent: boolean; status: number | null; reason: string };

export type WebhookTarget = { url: string; secret: string; allowPrivate: boolean };

let agents: { allowPrivate: boolean; agent: Agent } | null = null;

/** One connection pool per process; its lookup refuses private, loopback and link-local answers unless allowed. */
function agentFor(allowPrivate: boolean): Agent {
  if (agents?.allowPrivate !== allowPrivate) {
    void agents?.agent.close();
    agents = { allowPrivate, agent: new Agent({ connect: { lookup: guardedLookup((hostname) => lookup(hostname, { all: true, verbatim: true }), allowPrivate) }, connections: 4 }) };
  }
  return agents.agent;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 500);

function networkReason(error: unknown): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return "the CRM took too long to answer";
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code === PRIVATE_ADDRESS_CODE) return "the webhook's host points at a private address";
  return oneLine(cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)));
}

/**
 * Posts one signed JSON body. A 2xx answer is delivered; 408, 429 and 5xx
 * answers and network failures may be tried again; any other answer (a 4xx:
 * the CRM refuses the body or the credentials) and a private address are
 * refused for good, since sending the same again cannot help.
 */
export async function postWebhook(target: WebhookTarget, delivery: { id: string; event: string; body: string }, now: Date): Promise<PostOutcome> {
  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return { delivered: false, permanent: true, status: null, reason: "CRM_WEBHOOK_URL is not a valid address" };
  }
  if (!target.allowPrivate && isPrivateLiteral(url)) return { delivered: false, permanent: true, status: null, reason: "the webhook's address is private" };
  try {
    const response = await fetch(url, {
      method: "POST",
      dispatcher: agentFor(target.allowPrivate),
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: {
        "content-type": "application/json",
        "user-agent": "SugarAppleRealty-Webhook/1",
        "x-webhook-id": delivery.id,
        "x-webhook-event": delivery.event,
        [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(target.secret, delivery.body, now),
      },
      body: delivery.body,
    });
    const text = oneLine(await response.text().catch(() => ""));
    if (response.status >= 200 && response.status < 300) return { delivered: true, status: response.status };
    const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
    return { delivered: false, permanent: !retryable, status: response.status, reason: oneLine(`HTTP ${response.status}${text ? `: ${text}` : ""}`) };
  } catch (error) {
    const reason = networkReason(error);
    return { delivered: false, permanent: reason.includes("private address"), status: null, reason };
  }
}
