import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createInMemoryPglite } from "~/shared/db/client.server";
import { MIGRATIONS_FOLDER } from "~/shared/db/migrate.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated PGlite database. */
    migratedPgliteDump: string;
    /** A migrated PostgreSQL database that test files copy (CREATE DATABASE … TEMPLATE). */
    migratedPostgresTemplate: string;
  }
}

/**
 * Migrates one database before the run, which every database test file then
 * starts from as a copy: creating and migrating one per file costs seconds
 * each, copying a fraction of one. Each file still runs the migrator, which
 * finds every migration applied.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.TEST_DB_ENGINE ?? "pglite";
  return engine === "postgres" ? migratePostgresTemplate(project) : dumpMigratedPglite(project);
}

async function dumpMigratedPglite(project: TestProject): Promise<() => Promise<void>> {
  const client = createInMemoryPglite();
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const folder = await mkdtemp(path.join(tmpdir(), "migrated-pglite-"));
  const file = path.join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("migratedPgliteDump", file);
  return () => rm(folder, { recursive: true, force: true });
}

async function migratePostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
  const name = `test_template_${process.pid}_${randomBytes(4).toString("hex")}`;
  const runAsAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 30_000 });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await runAsAdmin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 30_000 });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
  project.provide("migratedPostgresTemplate", name);
  return () => runAsAdmin(`drop database if exists ${name} with (force)`);
}
