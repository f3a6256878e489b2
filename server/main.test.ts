import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "server-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server entry and collects what it prints until it exits. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += String(chunk)));
    child.stderr.on("data", (chunk) => (output += String(chunk)));
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("server start-up", () => {
  it("refuses to start in production without the required settings, naming them", async () => {
    const { code, output } = await startServer({ NODE_ENV: "production", DATABASE_URL: "postgres://db.internal/app" });
    expect(code).toBe(1);
    expect(output).toContain(
      "Missing required environment variables: SESSION_SECRET, PUBLIC_URL, STORAGE_LOCATION, MAIL_FROM, BROKERAGE_LEGAL_NAME, BROKERAGE_LICENSE, BROKER_OF_RECORD, BROKER_LICENSE",
    );
  });

  it("with DEMO_DATA=true runs the production renderers without the deployment's settings (what npm start does)", async () => {
    const { code, output } = await startServer({ NODE_ENV: "production", DEMO_DATA: "true", DATABASE_URL: "postgres://127.0.0.1:1/demo" });
    expect(code).toBe(1);
    expect(output).not.toContain("Missing required environment variables");
    // Production logs are JSON, one object a line, the reason to stop included.
    const lines = output.trim().split("\n").map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(lines.at(-1)).toMatchObject({ level: "error", msg: expect.stringMatching(/^Cannot reach the database at 127\.0\.0\.1:1\/demo: /) });
  });

  it("stops with one clear line naming the database host, never the password", async () => {
    const { code, output } = await startServer({ DATABASE_URL: "postgres://realty:hunter2-secret@127.0.0.1:1/realty" });
    expect(code).toBe(1);
    expect(output).toMatch(/^Cannot reach the database at 127\.0\.0\.1:1\/realty: /m);
    expect(output).not.toContain("hunter2-secret");
  });
}, 30_000);
