import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { getConnection } from "./client.server";

// Resolved from the project root: the server and every script run from there.
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

/** Applies the committed SQL migrations; safe to call on every start. */
export async function migrateDatabase(migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const connection = getConnection();
  if (connection.engine === "postgres") {
    await migratePg(connection.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(connection.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
