import { createHash } from "node:crypto";
import pg from "pg";

/** How many statement texts a pool names at most, and how many texts seen once it remembers before starting afresh. */
const MAX_NAMED = 200;
const MAX_SEEN_ONCE = MAX_NAMED * 20;

/** A statement PostgreSQL no longer holds (DISCARD, DEALLOCATE, a pooler), or whose result's columns a migration changed. */
const STALE_STATEMENT_CODES = new Set(["26000", "0A000"]);

type QueryConfig = { text: string; name?: string };
type Callback = (error: Error | null, result: unknown) => void;

function isPlainQuery(config: unknown): config is QueryConfig {
  return typeof config === "object" && config !== null && typeof (config as QueryConfig).text === "string" && !(config as QueryConfig).name && !("submit" in config);
}

/** The driver's own query, called on a kept-statements client without binding it anew for each run. */
const clientQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => never;

const isStale = (error: unknown) => STALE_STATEMENT_CODES.has(String((error as { code?: unknown } | null)?.code ?? ""));

/**
 * A `pg` client for PostgreSQL that parses and plans a statement the app runs again and again once per connection,
 * not at every run. The driver sends a parameterised query as an unnamed statement, which PostgreSQL parses,
 * analyses and plans each time; for the review queue's statement that costs the database more than running it. The
 * second time a pool sees a text, its clients name the statement after the text, so each connection prepares it
 * once and binds later runs to it (on the embedded database the wire server does the same, `statement-cache.ts`).
 *
 * Bounded: at most `MAX_NAMED` texts a pool, and texts seen once are remembered up to a limit, so one-off queries
 * never fill it. A statement PostgreSQL can no longer run as prepared is renamed on that connection, so the next run
 * prepares it afresh; a run that was not inside a transaction is then retried at once, unnamed, so the caller never
 * sees it.
 */
export function keptStatementsClient(): typeof pg.Client {
  const named = new Set<string>();
  const seenOnce = new Set<string>();
  /** Whether the pool names this text: the second time it is seen, while there is room. */
  const keeps = (text: string): boolean => {
    if (named.has(text)) return true;
    if (seenOnce.has(text) && named.size < MAX_NAMED) {
      seenOnce.delete(text);
      named.add(text);
      return true;
    }
    if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
    seenOnce.add(text);
    return false;
  };

  return class KeptStatementsClient extends pg.Client {
    /** This connection's name for each kept text; a new one once PostgreSQL refused the old. */
    private readonly names = new Map<string, string>();
    private renamed = 0;
    /** The session's state at its last ReadyForQuery: "I" idle, "T" in a transaction, "E" in a failed one. */
    private transactionStatus = "I";

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      (this as unknown as { connection: pg.Connection }).connection.on("readyForQuery", (message: { status?: string }) => {
        this.transactionStatus = message.status ?? "I";
      });
    }

    override query(...args: unknown[]): never {
      const run = (...runArgs: unknown[]) => clientQuery.apply(this, runArgs);
      const [config, values, callback] = args;
      if (!isPlainQuery(config) || !keeps(config.text)) return clientQuery.apply(this, args);
      const inTransaction = this.transactionStatus !== "I";
      const name = this.nameFor(config.text);
      const forgetIfStale = (error: unknown): boolean => {
        if (!isStale(error)) return false;
        this.names.set(config.text, `${statementName(config.text)}_r${++this.renamed}`);
        return !inTransaction;
      };
      if (typeof callback === "function") {
        return run({ ...config, name }, values, (error: Error | null, result: unknown) => {
          if (error && forgetIfStale(error)) run(config, values, callback);
          else (callback as Callback)(error, result);
        });
      }
      const withName = (run({ ...config, name }, ...args.slice(1)) as Promise<unknown>).catch((error: unknown) => {
        if (forgetIfStale(error)) return run(config, ...args.slice(1));
        throw error;
      });
      return withName as never;
    }

    private nameFor(text: string): string {
      let name = this.names.get(text);
      if (name === undefined) this.names.set(text, (name = statementName(text)));
      return name;
    }
  };
}

/** A prepared statement's name for a text: PostgreSQL takes names of up to 63 characters. */
function statementName(text: string): string {
  return `kept_${createHash("sha1").update(text).digest("base64url").slice(0, 22)}`;
}
