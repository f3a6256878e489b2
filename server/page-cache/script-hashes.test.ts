import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, policyWithScriptHashes } from "./script-hashes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inline script hashes", () => {
  const html = [
    '<html><head><script nonce="abc">window.a = 1;</script>',
    '<script type="module" src="/assets/entry.js"></script>',
    '<script type="module" nonce="abc" async="">import "/assets/x.js";\n</script>',
    '<script nonce="abc">window.a = 1;</script></head></html>',
  ].join("");

  it("hashes each distinct inline script's exact text and skips scripts loaded from a file", () => {
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/assets/x.js";\n')]);
  });

  it("puts the hashes where the nonce was, leaving the rest of the policy as it was", () => {
    const policy = "default-src 'self'; script-src 'self' 'nonce-abc' https://*.googletagmanager.com; object-src 'none'";
    expect(policyWithScriptHashes(policy, html)).toBe(
      `default-src 'self'; script-src 'self' ${sha("window.a = 1;")} ${sha('import "/assets/x.js";\n')} https://*.googletagmanager.com; object-src 'none'`,
    );
  });

  it("leaves out data blocks, which browsers never run (a page's JSON-LD)", () => {
    const page = '<script type="application/ld+json">{"@type":"House"}</script><script type="module">go();</script><script type=application/json>{}</script>';
    expect(inlineScriptHashes(page)).toEqual([sha("go();")]);
  });

  it("leaves only the site's own scripts allowed when a page has no inline script", () => {
    expect(policyWithScriptHashes("script-src 'self' 'nonce-abc'; img-src 'self'", "<p>hi</p>")).toBe("script-src 'self'; img-src 'self'");
  });
});
