import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "server-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A port nobody listens on now: a start that gets as far as the database must not stop at a port another test or server holds. */
async function freePort(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((done) => probe.close(done));
  return String(port);
}

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

/** Starts the real server entry, stops it once its output matches `until`, and returns what it printed. */
function startServerUntil(env: Record<string, string>, until: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (until.test(output)) child.kill("SIGKILL");
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    // Only a safety net: on a busy machine Node and tsx alone take several seconds to start, and the embedded database more.
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("exit", () => {
      clearTimeout(timer);
      resolve(output);
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
    const { code, output } = await startServer({ NODE_ENV: "production", DEMO_DATA: "true", DATABASE_URL: "postgres://127.0.0.1:1/demo", HOST: "127.0.0.1", PORT: await freePort() });
    expect(code).toBe(1);
    expect(output).not.toContain("Missing required environment variables");
    // Production logs are JSON, one object a line, the reason to stop included.
    const lines = output.trim().split("\n").map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(lines.at(-1)).toMatchObject({ level: "error", msg: expect.stringMatching(/^Cannot reach the database at 127\.0\.0\.1:1\/demo: /) });
  });

  it("refuses PORT=abc with a sentence, like every other setting", async () => {
    const { code, output } = await startServer({ PORT: "abc" });
    expect(code).toBe(1);
    expect(output).toBe("Invalid environment variables: PORT: must be a whole number from 1 to 65535\n");
  });

  it("tells a taken port at once, before opening the database, applying migrations or loading demo data", async () => {
    const holder = net.createServer();
    await new Promise<void>((done) => holder.listen(0, "127.0.0.1", done));
    const { port } = holder.address() as net.AddressInfo;
    const folder = mkdtempSync(path.join(tmpdir(), "server-port-"));
    try {
      const started = Date.now();
      const { code, output } = await startServer({ HOST: "127.0.0.1", PORT: String(port), DATA_DIR: folder });
      expect(code).toBe(1);
      expect(output).toBe(`Cannot listen on 127.0.0.1:${port}: the port is already in use\n`);
      // Nothing was started: no embedded database was made in the data folder.
      expect(existsSync(path.join(folder, "pglite"))).toBe(false);
      // The process's own start-up (Node and tsx on a busy machine) is most of it.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      holder.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("says which stage it is in, under production's JSON logging as a log line that reads as on a terminal", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "server-stages-"));
    try {
      const output = await startServerUntil({ NODE_ENV: "production", DEMO_DATA: "true", HOST: "127.0.0.1", PORT: await freePort(), DATA_DIR: folder }, /migrations/);
      const lines = output.trim().split("\n").map((line) => JSON.parse(line) as { level: string; msg: string; stage?: string });
      expect(lines.slice(0, 2)).toEqual([
        expect.objectContaining({ level: "info", stage: "database", msg: `Starting the embedded database in ${path.join(folder, "pglite")}…` }),
        expect.objectContaining({ level: "info", stage: "migrations", msg: "Applying database migrations…" }),
      ]);
    } finally {
      // The migrations' process stops once the server it prepares for is gone, a moment after.
      rmSync(folder, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    }
  }, 90_000);

  it("stops with one clear line naming the database host, never the password", async () => {
    const { code, output } = await startServer({ DATABASE_URL: "postgres://realty:hunter2-secret@127.0.0.1:1/realty", HOST: "127.0.0.1", PORT: await freePort() });
    expect(code).toBe(1);
    expect(output).toMatch(/^Cannot reach the database at 127\.0\.0\.1:1\/realty: /m);
    expect(output).not.toContain("hunter2-secret");
  });
}, 30_000);
