import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { readConfig } from "../app/shared/config/env.server";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";

const none = { analyticsMeasurementId: undefined, chatWidgetSrc: undefined, mapTileUrl: undefined, heroImageUrl: undefined };

describe("contentSecurityPolicy", () => {
  it("allows only our own origin and a nonce when no third party is configured", () => {
    expect(contentSecurityPolicy(none)).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-{nonce}'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ].join("; "),
    );
  });

  it("adds each configured third party, and only its origin", () => {
    const policy = contentSecurityPolicy({
      analyticsMeasurementId: "G-TEST123",
      chatWidgetSrc: "https://chat.example.test/widget.js?v=2",
      mapTileUrl: "https://{s}.tile.example.org/{z}/{x}/{y}.png",
      heroImageUrl: "https://images.example.net/hero.jpg",
    });
    expect(policy).toContain("script-src 'self' 'nonce-{nonce}' https://*.googletagmanager.com https://chat.example.test;");
    expect(policy).toContain(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com https://chat.example.test https://*.tile.example.org https://images.example.net;",
    );
    expect(policy).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://chat.example.test;");
    expect(policy).toContain("frame-src https://chat.example.test;");
    expect(policy).not.toContain("widget.js");
  });
  it("lets forms be answered with a redirect to Stripe's hosted payment page only when Stripe is configured", () => {
    expect(contentSecurityPolicy(none)).toContain("form-action 'self'");
    expect(contentSecurityPolicy({ ...none, stripe: { enabled: true, api: undefined } })).toContain("form-action 'self' https://checkout.stripe.com");
    expect(contentSecurityPolicy({ ...none, stripe: { enabled: true, api: { protocol: "http", host: "127.0.0.1", port: 12111 } } })).toContain(
      "form-action 'self' http://127.0.0.1:12111",
    );
    expect(contentSecurityPolicy({ ...none, stripe: { enabled: false, api: undefined } })).not.toContain("stripe");
  });
  it("allows the frame sources it is given, and no others", () => {
    expect(contentSecurityPolicy(none, { frameSources: ["https://www.youtube-nocookie.com"] })).toContain("frame-src https://www.youtube-nocookie.com;");
    expect(contentSecurityPolicy(none, { frameSources: [] })).toContain("frame-src 'none';");
  });
});

describe("securityHeaders", () => {
  it("sends a fresh nonce with every response and hands it on in res.locals", async () => {
    const app = express();
    app.use(securityHeaders(readConfig({ NODE_ENV: "test" })));
    app.get("/", (_request, response) => {
      response.json({ nonce: response.locals.cspNonce as string });
    });
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const nonces = new Set<string>();
      // Past the 256 nonces drawn from the system's random source at once: the next drawing's are as fresh.
      const responses = 300;
      for (let i = 0; i < responses; i++) {
        const response = await fetch(url);
        const { nonce } = (await response.json()) as { nonce: string };
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        expect(response.headers.get("content-security-policy")).toContain(`script-src 'self' 'nonce-${nonce}'`);
        expect(response.headers.get("x-frame-options")).toBe("DENY");
        // The attraction videos' player, and no other frame host.
        expect(response.headers.get("content-security-policy")).toContain("frame-src https://www.youtube-nocookie.com;");
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(responses);
    } finally {
      server.close();
    }
  });
});
