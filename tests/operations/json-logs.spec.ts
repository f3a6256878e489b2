import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startApp } from "./app-process";

/**
 * A production server's output, from start to shutdown, is one JSON object a
 * line, even when visitors put control characters in the address: nothing
 * reaches stdout or stderr as raw text.
 */
const baseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
// eslint-disable-next-line no-control-regex -- raw control characters are what must not appear
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

test("every line a production server writes is JSON without raw control characters, visitors' control characters included", async () => {
  const name = `ops_logs_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const uploads = mkdtempSync(path.join(tmpdir(), "ops-logs-uploads-"));
  try {
    const app = await startApp({
      NODE_ENV: "production",
      DEMO_DATA: "false",
      DATABASE_URL: url.toString(),
      PUBLIC_URL: "http://127.0.0.1",
      STORAGE_LOCATION: uploads,
      MAIL_FROM: "Office <office@example.com>",
      BROKERAGE_LEGAL_NAME: "Sugar Apple Realty LLC",
      BROKERAGE_LICENSE: "B-1042",
      BROKER_OF_RECORD: "Morgan Hale",
      BROKER_LICENSE: "RB-2077",
    });
    try {
      const token = "A".repeat(43);
      for (const [address, status] of [
        ["/villa/x%00y", 404],
        ["/villa/%1b%5b31mred%7f%c2%85", 404],
        ["/villa-rentals/line%0abreak", 404],
        ["/%E0%A4%A", 400],
        [`/reset-password/${token}`, 200],
      ] as const) {
        expect((await fetch(`${app.url}${address}`)).status, address).toBe(status);
      }
      app.child.kill("SIGTERM");
      expect(await app.exited).toBe(0);

      const lines = app.output().split("\n").filter((line) => line !== "");
      expect(lines.length).toBeGreaterThan(8);
      for (const line of lines) {
        expect(line, "a raw control character").not.toMatch(RAW_CONTROL);
        expect(() => JSON.parse(line), line).not.toThrow();
      }
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(expect.objectContaining({ level: "warn", msg: "Villa not found", name: "x\u0000y" }));
      expect(entries).toContainEqual(expect.objectContaining({ level: "warn", msg: "Villa not found", name: "\u001b[31mred\u007f\u0085" }));
      expect(entries).toContainEqual(expect.objectContaining({ msg: expect.stringMatching(/^Sugar Apple Realty is running/) }));
      expect(entries).toContainEqual(expect.objectContaining({ msg: "Shut down" }));
      // The reset link's token is a secret: its path is logged masked.
      expect(app.output()).not.toContain(token);
    } finally {
      await app.stop();
    }
  } finally {
    rmSync(uploads, { recursive: true, force: true });
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
