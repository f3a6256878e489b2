import { execFileSync } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "./logger.server";
import { requestIdFrom, runInRequest } from "./request-context.server";

describe("logger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes readable lines outside production, with the request's id and secrets redacted", () => {
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: string) => void lines.push(line));
    runInRequest({ requestId: "req-42" }, () => logger.warn("Sign-in refused", { email: "a@example.com", password: "hunter2" }));
    expect(lines).toEqual(['[warn] Sign-in refused {"email":"a@example.com","password":"[redacted]"} (request req-42)']);
  });

  it("keeps a readable line one line, escaping control characters a visitor may have typed", () => {
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: string) => void lines.push(line));
    logger.warn("Villa not found: x\u0000y\u001b[31m\nforged line\u0085", { name: "x\u0000y\u007f" });
    expect(lines).toEqual(['[warn] Villa not found: x\\u0000y\\u001b[31m\\nforged line\\u0085 {"name":"x\\u0000y\\u007f"}']);
  });

  it("writes one JSON object a line under NODE_ENV=production, with level, time, message, request id and redacted context", () => {
    const script = `
      import { logger } from "./app/shared/lib/logger.server.ts";
      import { runInRequest } from "./app/shared/lib/request-context.server.ts";
      runInRequest({ requestId: "abc-123" }, () => logger.error("Mail failed", { to: "x@example.com", smtpUrl: "smtp://u:p@h", error: new Error("boom") }));
      const failed = Object.assign(new Error('relation "x" does not exist'), { code: "42P01", detail: "Key (email)=(x@example.com)" });
      logger.error("Query failed", { error: new Error("Failed query: select 1", { cause: failed }) });
      logger.debug("not shown at the info level");
    `;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", LOG_LEVEL: "info" },
      encoding: "utf8",
    });
    const lines = output.trim().split("\n");
    expect(lines).toHaveLength(2);
    const line = JSON.parse(lines[0] ?? "") as Record<string, unknown>;
    expect(line).toMatchObject({ level: "error", msg: "Mail failed", requestId: "abc-123", to: "x@example.com", smtpUrl: "[redacted]" });
    expect(line.error).toMatchObject({ name: "Error", message: "boom" });
    expect(new Date(line.time as string).getTime()).not.toBeNaN();
    expect(output).not.toContain("smtp://u:p@h");
    // A wrapped database error says what went wrong, without the driver's row details.
    const wrapped = JSON.parse(lines[1] ?? "") as { error: { cause: unknown } };
    expect(wrapped.error.cause).toEqual({ name: "Error", message: 'relation "x" does not exist', code: "42P01" });
    expect(lines[1]).not.toContain("Key (email)");
  });
});

describe("requestIdFrom", () => {
  it("keeps a well-formed X-Request-Id and replaces anything else with a fresh one", () => {
    expect(requestIdFrom("4bf92f3577b34da6-a3ce929d0e0e4736")).toBe("4bf92f3577b34da6-a3ce929d0e0e4736");
    for (const bad of [undefined, "", "with space", "line\nbreak", "x".repeat(129), ["a", "b"]]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
