import type { AddressInfo } from "node:net";
import express from "express";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { originCheck } from "./origin-check";
import { publicOrigin } from "./public-origin";
import { reactRouterHandler } from "./react-router-handler";
import { readWholeBody } from "./request-body";

const PUBLIC_URL = "https://www.example.com";

/** The smallest React Router app with a form action: one root route whose action answers "saved". */
const build = {
  entry: {
    module: {
      default: (_request: Request, status: number) => new Response("page", { status, headers: { "Content-Type": "text/html" } }),
      // React Router reports a refused action here; the status is what the test reads.
      handleError: () => {},
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null, action: () => "saved" } },
  },
  assets: { routes: {}, entry: { module: "/entry.js", imports: [] }, url: "/manifest.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

async function post(options: { trustProxy: number; withPublicOrigin: boolean }, headers: (base: string) => Record<string, string>) {
  const app = express();
  app.set("trust proxy", options.trustProxy);
  app.use(originCheck({ publicUrl: PUBLIC_URL }));
  if (options.withPublicOrigin) app.use(publicOrigin({ publicUrl: PUBLIC_URL }));
  app.use(readWholeBody());
  app.all("/{*path}", reactRouterHandler({ build, mode: "production", getLoadContext: () => ({}) }));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers(base) },
      body: "name=Jo",
    });
    return response.status;
  } finally {
    server.close();
  }
}

describe("publicOrigin: behind a TLS proxy both origin checks agree", () => {
  const fromPublicSite = () => ({ Origin: PUBLIC_URL, "X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7" });

  it("without it, React Router refuses a form sent from PUBLIC_URL through a proxy that speaks plain HTTP to the app", async () => {
    expect(await post({ trustProxy: 0, withPublicOrigin: false }, fromPublicSite)).toBe(400);
  });

  it("accepts a form sent from PUBLIC_URL, whether or not the proxy is trusted", async () => {
    expect(await post({ trustProxy: 0, withPublicOrigin: true }, fromPublicSite)).toBe(200);
    expect(await post({ trustProxy: 1, withPublicOrigin: true }, fromPublicSite)).toBe(200);
    const rewritesHost = () => ({ ...fromPublicSite(), "X-Forwarded-Host": "internal:8080" });
    expect(await post({ trustProxy: 1, withPublicOrigin: true }, rewritesHost)).toBe(200);
  });

  it("still accepts a form sent to the app's own address, and refuses other sites in the app's check", async () => {
    expect(await post({ trustProxy: 0, withPublicOrigin: true }, (base) => ({ Origin: base }))).toBe(200);
    expect(await post({ trustProxy: 0, withPublicOrigin: true }, () => ({ Origin: "https://evil.example" }))).toBe(403);
    expect(await post({ trustProxy: 1, withPublicOrigin: true }, () => ({ Origin: "http://www.example.com" }))).toBe(403);
  });
});
