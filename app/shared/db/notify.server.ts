import { sql } from "drizzle-orm";
import pg from "pg";
import { logger } from "../lib/logger.server";
import { getConnection, type Database } from "./client.server";

/**
 * PostgreSQL LISTEN/NOTIFY on both engines, for events that every app process
 * must hear (several processes may share one PostgreSQL; DESIGN "Where data
 * lives"). The embedded database's owner passes them to every listening
 * connection; an in-memory test PGlite delivers them within its process.
 */

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
  return channel;
}

/**
 * Queues a notification. Inside a transaction (pass it as `db`) PostgreSQL
 * sends it only when the transaction commits, and never after a rollback.
 */
export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${checkChannel(channel)}, ${payload})`);
}

export type StopListening = () => Promise<void>;

type ListenOptions = {
  /** Called after a lost PostgreSQL connection is back: notifications in between were missed. */
  onReconnect?: () => void;
};

/** The application_name of each LISTEN connection, followed by ":" and its channel. */
export const LISTENER_APPLICATION_NAME = "live-updates";

const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * One dedicated PostgreSQL connection for LISTEN (a pooled connection cannot
 * hold it), reconnecting with back-off when it drops.
 */
async function listenOnPostgres(clientConfig: pg.ClientConfig, channel: string, onPayload: (payload: string) => void, options: ListenOptions): Promise<StopListening> {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    // Named, so that operators (and tests) can tell the listeners apart in pg_stat_activity.
    const next = new pg.Client({ ...clientConfig, application_name: `${LISTENER_APPLICATION_NAME}:${channel}` });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    let ready = false;
    // Failures while connecting reject open(); only a connection that was up is "lost".
    const lost = (reason: string) => {
      if (!ready || client !== next || stopped) return;
      client = null;
      logger.warn("Lost the database connection for live updates; reconnecting", { channel, reason });
      next.end().catch(() => undefined);
      scheduleRetry();
    };
    next.on("error", (error) => lost(error.message));
    next.on("end", () => lost("connection ended"));
    client = next;
    try {
      await next.connect();
      await next.query(`listen "${channel}"`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    ready = true;
    if (stopped) await next.end();
  };

  const scheduleRetry = () => {
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]!;
    failures += 1;
    retryTimer = setTimeout(() => {
      if (stopped) return;
      open().then(
        () => {
          failures = 0;
          options.onReconnect?.();
        },
        (error: unknown) => {
          logger.warn("Could not reconnect for live updates", { channel, reason: error instanceof Error ? error.message : String(error) });
          client = null;
          scheduleRetry();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  try {
    await open();
  } catch (error) {
    // open() has closed the failed connection.
    stopped = true;
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

/**
 * Calls `onPayload` with every notification on `channel` until the returned
 * function is called. With PostgreSQL this holds one connection of its own.
 */
export async function listen(channel: string, onPayload: (payload: string) => void, options: ListenOptions = {}): Promise<StopListening> {
  checkChannel(channel);
  const connection = getConnection();
  if (connection.pglite) {
    const unlisten = await connection.pglite.listen(channel, onPayload);
    return async () => {
      // The database may already be closed at shutdown; nothing is left to stop then.
      await unlisten().catch(() => undefined);
    };
  }
  if (!connection.clientConfig) throw new Error("The database connection cannot open a listener");
  return listenOnPostgres(connection.clientConfig, channel, onPayload, options);
}
