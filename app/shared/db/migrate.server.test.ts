import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const baseUrl = process.env.TEST_DATABASE_URL;

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function migrateInChildProcess(where: { DATABASE_URL: string } | { DATA_DIR: string }) {
  return run(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "migrate-database.fixture.ts")], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "warn", ...where },
  });
}

describe("migrations", () => {
  it("find an embedded database already migrated by an earlier start and change nothing", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "migrate-"));
    try {
      await migrateInChildProcess({ DATA_DIR: dataDir });
      await migrateInChildProcess({ DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // Several app processes may start at once against one PostgreSQL; only PostgreSQL has other processes.
  const itOnPostgres = baseUrl ? it : () => undefined;
  itOnPostgres("two processes starting together on an empty database both succeed (5 trials)", async () => {
    for (let trial = 0; trial < 5; trial++) {
      const name = `migrate_race_${process.pid}_${trial}`;
      await withAdmin(async (client) => {
        await client.query(`drop database if exists ${name}`);
        await client.query(`create database ${name}`);
      });
      const url = new URL(baseUrl!);
      url.pathname = `/${name}`;
      try {
        const outcomes = await Promise.allSettled([migrateInChildProcess({ DATABASE_URL: url.toString() }), migrateInChildProcess({ DATABASE_URL: url.toString() })]);
        expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "ok"))).toEqual(["ok", "ok"]);
      } finally {
        await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`).then(() => undefined));
      }
    }
  }, 120_000);
});
