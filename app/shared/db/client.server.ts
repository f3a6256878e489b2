import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { getConfig } from "../config/env.server";

/** Both engines expose the same Drizzle PostgreSQL API. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Engine = "pglite" | "postgres";

type Connection = {
  db: Database;
  engine: Engine;
  /** Where the data lives, safe to print (never a password). */
  location: string;
  /** Raw query for start-up checks and migrations tooling. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
};

/** The host (and port) of a connection string, never its credentials. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
  } catch {
    return "an unparseable DATABASE_URL";
  }
}

function connect(): Connection {
  const config = getConfig();
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on("error", (error) => console.error(`[error] PostgreSQL pool error: ${error.message}`));
    return {
      db: drizzlePg({ client: pool }) as unknown as Database,
      engine: "postgres",
      location: describeDatabaseUrl(config.databaseUrl),
      ping: async () => {
        await pool.query("select 1");
      },
      close: () => pool.end(),
      pool,
    };
  }
  const dir = config.pgliteDir;
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, { extensions: { btree_gist, pg_trgm } });
  return {
    db: drizzlePglite({ client }) as unknown as Database,
    engine: "pglite",
    location: dir,
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
    pglite: client,
  };
}

// One connection per process, shared by the server entry, the bundled app
// and scripts (PGlite must never be opened twice on one folder).
const KEY = Symbol.for("stjohn-realty.database");
type GlobalWithDb = typeof globalThis & { [KEY]?: Connection };

export function getConnection(): Connection {
  const holder = globalThis as GlobalWithDb;
  holder[KEY] ??= connect();
  return holder[KEY];
}

/** The application's database handle. */
export function getDb(): Database {
  return getConnection().db;
}

export async function closeConnection(): Promise<void> {
  const holder = globalThis as GlobalWithDb;
  const connection = holder[KEY];
  delete holder[KEY];
  if (connection) await connection.close();
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(query: SQL): Promise<T[]> {
  const result = (await getDb().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
