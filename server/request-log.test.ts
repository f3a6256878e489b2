import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "../app/shared/lib/logger.server";
import { createRequestLog, loggedPath } from "./request-log";

async function withApp(run: (base: string) => Promise<void>) {
  const app = express();
  app.use(createRequestLog().middleware);
  app.get("/work", async (_request, response) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.warn("Something worth a look", { listing: 7 });
    response.send("done");
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

/** Lines the logger writes at `level` (text lines, as in development), collected instead of printed. */
function capturedLines(level: "info" | "warn"): string[] {
  vi.stubEnv("LOG_LEVEL", level);
  const lines: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((line: string) => void lines.push(line));
  vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
  return lines;
}

describe("createRequestLog", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("tags every log line of a request with its id, honouring a well-formed X-Request-Id and answering it", async () => {
    const lines = capturedLines("info");
    await withApp(async (base) => {
      const given = await fetch(`${base}/work?q=secret`, { headers: { "X-Request-Id": "edge-1234" } });
      expect(given.headers.get("x-request-id")).toBe("edge-1234");
      await given.text();
      const forged = await fetch(`${base}/work`, { headers: { "X-Request-Id": "bad id\u00e9" } });
      const generated = forged.headers.get("x-request-id") ?? "";
      expect(generated).toMatch(/^[0-9a-f-]{36}$/);
      await forged.text();
      await vi.waitFor(() => expect(lines).toHaveLength(4));
      expect(lines.filter((line) => line.endsWith("(request edge-1234)"))).toHaveLength(2);
      expect(lines.filter((line) => line.endsWith(`(request ${generated})`))).toHaveLength(2);
      expect(lines.join("\n")).toContain('[info] request {"method":"GET","path":"/work","status":200');
      expect(lines.join("\n")).not.toContain("secret");
    });
  });

  it("still answers an id, and logs the request's warnings but no request line, when LOG_LEVEL is warn", async () => {
    const lines = capturedLines("warn");
    await withApp(async (base) => {
      const answer = await fetch(`${base}/work`, { headers: { "X-Request-Id": "edge-5678" } });
      expect(answer.headers.get("x-request-id")).toBe("edge-5678");
      await answer.text();
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(lines).toEqual([expect.stringMatching(/^\[warn\] Something worth a look .*\(request edge-5678\)$/)]);
    });
  });

  it("logs paths without their query and without single-use tokens", () => {
    expect(loggedPath("/reset-password/abcDEF123?x=1")).toBe("/reset-password/[redacted]");
    expect(loggedPath("/mls?q=villa")).toBe("/mls");
  });
});
