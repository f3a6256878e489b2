import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { getConnection } from "./client.server";

// Resolved from the project root: the server and every script run from there.
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/** Any fixed number: the advisory lock that lets one process at a time migrate. */
const MIGRATION_LOCK_KEY = 724_611_903;

/**
 * Applies the committed SQL migrations; safe to call on every start. Processes
 * starting together on one database take turns under an advisory lock: the
 * first applies the migrations, the others find them applied.
 */
export async function migrateDatabase(migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const connection = getConnection();
  if (!connection.pool) {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await connection.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
