import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { getConfig } from "../config/env.server";
import { logger } from "../lib/logger.server";
import { openEmbeddedDatabase, type EmbeddedDatabase } from "./embedded/embedded-database.server";
import { keptStatementsClient } from "./kept-statements-client.server";

/** Both engines expose the same Drizzle PostgreSQL API. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Engine = "pglite" | "postgres";

type Connection = {
  db: Database;
  engine: Engine;
  /** Where the data lives, safe to print (never a password). */
  location: string;
  /** Resolves once the database answers; rejects with the reason it cannot (e.g. another process owns the folder). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** How to open a connection of one's own (LISTEN), on the pool's terms. */
  clientConfig?: pg.ClientConfig;
  /** The in-process PGlite of an in-memory test database. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** For the embedded folder: whether this process owns it or reaches its owner's socket. */
  embeddedRole?: () => EmbeddedDatabase["role"] | undefined;
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

const POOL_SIZE = 10;

function poolConnection(clientConfig: pg.ClientConfig, engine: Engine, location: string, Client?: typeof pg.Client): Connection {
  const pool = new pg.Pool({ ...clientConfig, max: POOL_SIZE, ...(Client ? { Client } : {}) });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", (error) => logger.error("Database pool error", { error }));
  return {
    db: drizzlePg({ client: pool }) as unknown as Database,
    engine,
    location,
    clientConfig,
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
    pool,
  };
}

/**
 * The embedded folder: this process becomes its owner (PGlite in a worker
 * thread behind a Unix socket), or a tool reaches the running server's
 * socket. Either way queries go through the same `pg` driver as PostgreSQL.
 * Connections wait until the owner is ready.
 */
function embeddedConnection(dataDir: string, exclusive: boolean): Connection {
  const opening = openEmbeddedDatabase(dataDir, {
    exclusive,
    onLog: (message, detail) => logger.warn(message, { detail }),
  });
  opening.catch(() => undefined);
  let embedded: EmbeddedDatabase | undefined;
  void opening.then((opened) => (embedded = opened), () => undefined);
  // The pool's clients wait for the owner before connecting (pg.Pool calls connect with a callback).
  const connectNow = pg.Client.prototype.connect as unknown as (this: pg.Client) => Promise<void>;
  class EmbeddedClient extends pg.Client {}
  Object.defineProperty(EmbeddedClient.prototype, "connect", {
    value(this: pg.Client, callback?: (error: Error | null) => void) {
      const connected = opening.then(() => connectNow.call(this));
      if (!callback) return connected;
      connected.then(() => callback(null), callback);
    },
  });
  const clientConfig: pg.ClientConfig = { host: `${dataDir}.run`, port: 5432, user: "postgres", database: "postgres" };
  const connection = poolConnection(clientConfig, "pglite", dataDir, EmbeddedClient);
  const closePool = connection.close;
  return {
    ...connection,
    ping: async () => {
      await opening;
      await connection.ping();
    },
    close: async () => {
      await closePool();
      const opened = await opening.catch(() => undefined);
      await opened?.close();
    },
    embeddedRole: () => embedded?.role,
  };
}

/** The extensions every embedded database loads (the schema's exclusion constraints and trigram search need them). */
const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

let inMemorySeed: Blob | undefined;

/**
 * Later in-memory databases of this process start as a copy of `seed` (a
 * dump from PGlite's dumpDataDir) instead of an empty cluster: creating a
 * cluster costs seconds, loading a copy a fraction of one. Test files start
 * from one migrated copy this way.
 */
export function startInMemoryDatabasesFrom(seed: Blob | undefined): void {
  inMemorySeed = seed;
}

/** A PGlite living in this process's memory, with the extensions the schema needs. */
export function createInMemoryPglite(): PGlite {
  return new PGlite("memory://", { extensions: PGLITE_EXTENSIONS, ...(inMemorySeed ? { loadDataDir: inMemorySeed } : {}) });
}

function connect(exclusive: boolean): Connection {
  const config = getConfig();
  if (config.databaseUrl) {
    // Statements run again and again are planned once per connection (the embedded database's wire server does so on its side).
    return poolConnection({ connectionString: config.databaseUrl }, "postgres", describeDatabaseUrl(config.databaseUrl), keptStatementsClient());
  }
  const dir = config.pgliteDir;
  if (!dir.startsWith("memory://")) return embeddedConnection(dir, exclusive);
  // An in-memory database (tests) lives and dies with this process: nothing else can reach it.
  const client = createInMemoryPglite();
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

// One connection per process: the server, its jobs and the app are one module graph (compiled, or Vite's in development).
let connection: Connection | undefined;

/**
 * Opens the process's database. A server passes `exclusive` so that it owns
 * the embedded folder or fails naming the process that does; tools (and
 * anything calling getConnection first) may share a running server's.
 */
export function openConnection(options: { exclusive: boolean }): Connection {
  connection ??= connect(options.exclusive);
  return connection;
}

export function getConnection(): Connection {
  return openConnection({ exclusive: false });
}

/** The application's database handle. */
export function getDb(): Database {
  return getConnection().db;
}

export async function closeConnection(): Promise<void> {
  const closing = connection;
  connection = undefined;
  if (closing) await closing.close();
}
