import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { AppConfig } from "../app/shared/config/env.server";
import { videoFrameSources } from "../app/features/content";
import { policyWithScriptHashes } from "./page-cache/script-hashes";

type CspConfig = Pick<AppConfig, "analyticsMeasurementId" | "chatWidgetSrc" | "mapTileUrl" | "heroImageUrl"> & { stripe?: Pick<AppConfig["stripe"], "enabled" | "api"> };

/** Where a guest's "Pay" form is redirected with card payments on: Stripe Checkout, or the API's origin (a local fake serves its pay page there). */
function checkoutOrigin(stripe: CspConfig["stripe"]): string | null {
  if (!stripe?.enabled) return null;
  return stripe.api ? `${stripe.api.protocol}://${stripe.api.host}:${stripe.api.port}` : "https://checkout.stripe.com";
}

/** The origin of an absolute http(s) URL, or null (relative URLs are ours). */
function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The host part of a tile URL template as a CSP source: `{s}.tile.example.org`
 * becomes `*.tile.example.org`; anything stranger allows the scheme's hosts.
 */
function tileSource(template: string | undefined): string | null {
  const match = template ? /^(https?):\/\/([^/?#]+)/i.exec(template) : null;
  if (!match) return null;
  const [, scheme = "https", host = ""] = match;
  const wildcard = host.replace(/^\{[^}]+\}\./, "*.");
  return /[{}]/.test(wildcard) ? `${scheme}:` : `${scheme}://${wildcard}`;
}

/**
 * The Content-Security-Policy, with `{nonce}` for the per-response nonce.
 * Only our own origin, plus the third parties that are configured (decision
 * 0007): GA4 with ANALYTICS_MEASUREMENT_ID, the chat script's origin with
 * CHAT_WIDGET_SRC, map tiles with MAP_TILE_URL, the hero with HERO_IMAGE_URL,
 * Stripe's hosted payment page as a form target with the Stripe settings,
 * and the frame sources passed in (the video player's host while there are
 * attraction videos).
 */
export function contentSecurityPolicy(config: CspConfig, options: { dev?: boolean; frameSources?: readonly string[] } = {}): string {
  const script = ["'self'", "'nonce-{nonce}'"];
  const img = ["'self'", "data:"];
  const connect = ["'self'"];
  // Embedded players (the attraction videos' youtube-nocookie.com), only when there is something to embed.
  const frame: string[] = [...(options.frameSources ?? [])];

  if (config.analyticsMeasurementId) {
    // Google's documented sources for GA4 with gtag.js.
    script.push("https://*.googletagmanager.com");
    img.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
    connect.push("https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com");
  }
  const chat = originOf(config.chatWidgetSrc);
  if (chat) {
    script.push(chat);
    img.push(chat);
    connect.push(chat);
    frame.push(chat);
  }
  const tiles = tileSource(config.mapTileUrl);
  if (tiles) img.push(tiles);
  const hero = originOf(config.heroImageUrl);
  if (hero) img.push(hero);
  // Vite's hot reloading talks over a WebSocket in development.
  if (options.dev) connect.push("ws:", "wss:");

  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    // React writes style attributes (and Leaflet positions tiles with them).
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(" ")}`,
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frame.length > 0 ? frame.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    // A form's redirect counts too: the guest's deposit form is answered with a redirect to Stripe's hosted page.
    `form-action 'self'${checkoutOrigin(config.stripe) ? ` ${checkoutOrigin(config.stripe)}` : ""}`,
  ].join("; ");
}

/** The headers every response carries, by lower-case name, the policy with `{nonce}` for the per-response nonce. */
function everyResponseHeaders(config: AppConfig, options: { dev?: boolean }): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(config, { ...options, frameSources: videoFrameSources() }),
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    "cross-origin-opener-policy": "same-origin",
    ...(config.servedOverHttps ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * What a public page without inline scripts is sent with, besides its
 * Cache-Control: these headers, its policy without a nonce (a stored page
 * allows only the scripts it runs, by hash; server/page-cache/script-hashes.ts).
 * nginx sends page files with them (server/page-cache/page-files.ts).
 */
export function pageFileHeaders(config: AppConfig): Record<string, string> {
  const headers = everyResponseHeaders(config, {});
  headers["content-security-policy"] = policyWithScriptHashes(headers["content-security-policy"]!.replace("{nonce}", ""), "");
  return headers;
}

const NONCE_BYTES = 16;
/** Nonces for 256 responses, drawn from the system's CSPRNG in one call (as Node does for randomUUID) instead of one call each. */
const NONCE_POOL_BYTES = 256 * NONCE_BYTES;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** 16 fresh random bytes, base64: each used once, never reused across responses. */
function nextNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Headers every response carries. Each response gets a fresh CSP nonce in
 * `res.locals.cspNonce`; server/main.ts hands it to React Router, which puts
 * it on its inline scripts (app/entry.server.tsx).
 */
export function securityHeaders(config: AppConfig, options: { dev?: boolean } = {}): RequestHandler {
  const { "content-security-policy": policy, ...others } = everyResponseHeaders(config, options);
  const fixed = Object.entries(others);
  const [policyBeforeNonce, policyAfterNonce] = policy!.split("{nonce}") as [string, string];
  return (_request, response, next) => {
    const nonce = nextNonce();
    response.locals.cspNonce = nonce;
    response.setHeader("Content-Security-Policy", policyBeforeNonce + nonce + policyAfterNonce);
    for (const [name, value] of fixed) response.setHeader(name, value);
    next();
  };
}
