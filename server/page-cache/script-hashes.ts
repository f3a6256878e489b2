import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;
/** Data blocks (JSON-LD, JSON) are never run, so a policy need not allow them: `type` is neither JavaScript nor a module or import map. */
const DATA_BLOCK = /\stype\s*=\s*["']?application\/(?:ld\+)?json\b/i;
const NONCE_SOURCE = /'nonce-[^']*'/g;

/** The CSP hash source (`'sha256-…'`) of each distinct inline script an HTML document runs, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A stored page is served to many visitors, so its policy may not rest on a
 * per-response nonce that every one of them can read: the page's own inline
 * scripts are allowed by their hashes instead, and nothing else inline runs.
 */
export function policyWithScriptHashes(policy: string, html: string): string {
  const hashes = inlineScriptHashes(html).join(" ");
  return policy
    .replace(NONCE_SOURCE, hashes)
    .replace(/ {2,}/g, " ")
    .replace(/ ;/g, ";");
}
