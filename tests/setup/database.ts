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
const { rows: ownedSequences } = await rawQuery<{ name: string }>(
  getDb(),
  sql`select sequence.oid::regclass::text as name
        from pg_class sequence
        join pg_depend owner on owner.objid = sequence.oid and owner.deptype in ('a', 'i')
        join pg_class owning on owning.oid = owner.refobjid
        join pg_namespace namespace on namespace.oid = owning.relnamespace
       where sequence.relkind = 'S' and namespace.nspname = 'public'`,
);
// DELETE rather than TRUNCATE: truncating every table replaces each one's files, about 160 ms a test on PGlite and
// 420 ms on PostgreSQL, where deleting the few rows a test wrote takes a few. Foreign keys are not enforced while
// every table is emptied (replica role, which fires no trigger either), the tables' own counters start again at 1, as
// TRUNCATE … RESTART IDENTITY did, and the change is announced as TRUNCATE's triggers announced it.
const emptyEveryTable = [
  "do $$ begin set local session_replication_role = replica;",
  ...tables.map((row) => `delete from "${row.tablename}";`),
  ...ownedSequences.map((row) => `perform setval('${row.name}', 1, false);`),
  "perform nextval('public_content_changes');",
  "perform pg_notify('public_content_changed', 'tables emptied for a test');",
  "perform pg_notify('personal_changed', 'tables emptied for a test');",
  "end $$",
].join(" ");

beforeEach(async () => {
  if (tables.length > 0) await getDb().execute(sql.raw(emptyEveryTable));
});

afterAll(async () => {
  await closeConnection();
  await dropDatabase?.();
});
