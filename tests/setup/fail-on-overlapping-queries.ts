import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach } from "vitest";

/**
 * One connection runs one query at a time: a query issued on a connection
 * (a transaction, a pool's client) while another is still running on it
 * fails the test. node-postgres only warns, once per process ("Calling
 * client.query() when the client is already executing a query"), and will
 * refuse it in its next major version; PGlite queues it silently. Queries
 * that should run side by side take a connection each (the pool).
 */
const overlaps: string[] = [];
const shortText = (text: unknown) => String(text).replace(/\s+/g, " ").slice(0, 160);

type ClientState = { _queryQueue: unknown[]; _activeQuery: { text?: string } | null; pipeline?: boolean };
const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client & ClientState, ...args: unknown[]) {
  if (!this.pipeline && (this._activeQuery || this._queryQueue.length > 0)) {
    const config = args[0] as string | { text?: string } | undefined;
    overlaps.push(`${shortText(typeof config === "string" ? config : config?.text)} (while running: ${shortText(this._activeQuery?.text)})`);
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

process.on("warning", (warning) => {
  if (/already executing a query/.test(warning.message)) overlaps.push(warning.message);
});

// A transaction of an in-memory PGlite (the tests' database) is one connection too.
type Transaction = { query: (...args: unknown[]) => Promise<unknown>; exec: (...args: unknown[]) => Promise<unknown> };
const transaction = PGlite.prototype.transaction as (this: PGlite, callback: (tx: Transaction) => Promise<unknown>) => Promise<unknown>;
PGlite.prototype.transaction = function (this: PGlite, callback: (tx: Transaction) => Promise<unknown>) {
  return transaction.call(this, (tx) => {
    let running: string | null = null;
    const serial =
      (run: (...args: unknown[]) => Promise<unknown>) =>
      async (...args: unknown[]) => {
        if (running !== null) overlaps.push(`${shortText(args[0])} (while running: ${running})`);
        running = shortText(args[0]);
        try {
          return await run.apply(tx, args);
        } finally {
          running = null;
        }
      };
    const query = serial(tx.query);
    const exec = serial(tx.exec);
    return callback(new Proxy(tx, { get: (target, name, receiver) => (name === "query" ? query : name === "exec" ? exec : Reflect.get(target, name, receiver)) }));
  });
} as typeof PGlite.prototype.transaction;

afterEach(() => {
  if (overlaps.length === 0) return;
  const found = overlaps.splice(0);
  throw new Error(`A query was issued on a connection already running one (run them one after another, or on the pool):\n${found.join("\n")}`);
});

/** For a test that makes an overlap on purpose: asserts one was found matching `pattern`, and clears them. */
export function expectOverlappingQuery(pattern: RegExp) {
  const found = overlaps.splice(0);
  if (!found.some((overlap) => pattern.test(overlap))) throw new Error(`Expected an overlapping query matching ${pattern}, got:\n${found.join("\n") || "(none)"}`);
}
