import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeEach, inject } from "vitest";

/**
 * Gives each test file its own real database: an in-memory PGlite, or a
 * freshly created PostgreSQL database when TEST_DB_ENGINE=postgres, each a
 * copy of the one the run migrated first (migrated-database.global.ts). Every
 * test starts from empty tables.
 */
const engine = process.env.TEST_DB_ENGINE ?? "pglite";
let dropDatabase: (() => Promise<void>) | undefined;

if (engine === "postgres") {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  // A database that does not answer fails the file instead of holding the run.
  const clientConfig = { connectionString: baseUrl, connectionTimeoutMillis: 30_000, query_timeout: 60_000 };
  const admin = new pg.Client(clientConfig);
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("migratedPostgresTemplate")}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client(clientConfig);
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = "memory://";
}

const { resetConfigForTests } = await import("~/shared/config/env.server");
resetConfigForTests();
const { closeConnection, getDb, startInMemoryDatabasesFrom } = await import("~/shared/db/client.server");
if (engine !== "postgres") startInMemoryDatabasesFrom(new Blob([await readFile(inject("migratedPgliteDump"))]));
const { rawQuery } = await import("~/shared/db/raw-query.server");
const { migrateDatabase } = await import("~/shared/db/migrate.server");
await migrateDatabase();

const { rows: tables } = await rawQuery<{ tablename: string }>(
  getDb(),
  sql`select tablename from pg_tables where schemaname = 'public'`,
);
const tableList = tables.map((row) => `"${row.tablename}"`).join(", ");

beforeEach(async () => {
  if (tableList) await getDb().execute(sql.raw(`truncate ${tableList} restart identity cascade`));
});

afterAll(async () => {
  await closeConnection();
  await dropDatabase?.();
});
