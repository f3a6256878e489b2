import { errorCodeOf, message, type FrontendMessage } from "./wire-messages";

/**
 * Plans kept for the statements the app runs again and again.
 *
 * The `pg` driver sends a parameterised query as an unnamed statement
 * (Parse, Bind, Describe, Execute, Sync), which PostgreSQL parses, analyses
 * and plans at every run; on the embedded database that is about half of a
 * small query's cost. The wire server sees every client's messages, so it
 * prepares a statement under a name of its own the second time the same text
 * arrives and binds later runs to it, answering the Parse itself. Clients
 * cannot tell: they share the one session's statements as they share the rest
 * of it. Bounded: at most `capacity` statements; texts seen once are
 * remembered only up to a limit, so one-off queries never fill it.
 */
export class StatementCache {
  private readonly prepared = new Map<string, string>();
  private readonly seenOnce = new Set<string>();
  private nextName = 1;

  constructor(private readonly capacity = 400) {}

  /** How many statements are kept. */
  get size(): number {
    return this.prepared.size;
  }

  /** Forgets every statement, as after DISCARD or DEALLOCATE: they no longer exist in the session. */
  clear(): void {
    this.prepared.clear();
    this.seenOnce.clear();
  }

  /**
   * The messages to run for a unit of work; `prefix`, what the client must
   * read before the database's answer to see what it would have without the
   * cache (the ParseComplete of the Parse answered here); and `settle`, to be
   * called with the answer (after its prefix) to learn what became of the
   * statement.
   */
  rewrite(messages: FrontendMessage[]): { messages: Buffer[]; prefix?: Buffer; settle: (output: Buffer) => void } {
    const unchanged = { messages: messages.map((message) => message.bytes), settle: () => undefined };
    const shape = unnamedRun(messages);
    if (!shape) return unchanged;
    const { key, bind } = shape;
    const name = this.prepared.get(key);
    if (name !== undefined) {
      return {
        messages: [withStatementName(bind, name), ...rest(messages, bind)],
        prefix: PARSE_COMPLETE,
        settle: (output) => {
          // The session lost it (or its result type changed): prepare it afresh next time.
          if (STALE_STATEMENT_CODES.has(errorCodeOf(output) ?? "")) this.prepared.delete(key);
        },
      };
    }
    if (!this.seenOnce.has(key) || this.prepared.size >= this.capacity) {
      if (this.seenOnce.size >= this.capacity * 20) this.seenOnce.clear();
      this.seenOnce.add(key);
      return unchanged;
    }
    const newName = `app_statement_${this.nextName++}`;
    return {
      messages: [namedParse(messages[0]!, newName), withStatementName(bind, newName), ...rest(messages, bind)],
      settle: (output) => {
        if (output[0] === PARSE_COMPLETE[0]) {
          this.prepared.set(key, newName);
          this.seenOnce.delete(key);
        }
      },
    };
  }
}

/** A statement name that no longer exists, or a kept plan whose result type changed under it. */
const STALE_STATEMENT_CODES = new Set(["26000", "0A000"]);
const PARSE_COMPLETE = Buffer.from([0x31, 0, 0, 0, 4]);

/**
 * A unit that parses an unnamed statement first and binds it once, with no
 * other use of the unnamed statement: its key is the Parse's text and types.
 */
function unnamedRun(messages: FrontendMessage[]): { key: string; bind: FrontendMessage } | undefined {
  const [parse, ...others] = messages;
  if (parse?.type !== "P" || parse.bytes[5] !== 0) return undefined;
  const binds = others.filter((message) => message.type === "B");
  if (binds.length !== 1 || statementNameOf(binds[0]!) !== "") return undefined;
  const usesUnnamedAgain = others.some(
    (message) => message.type === "P" || ((message.type === "D" || message.type === "C") && message.bytes[5] === 0x53 /* S */ && message.bytes[6] === 0),
  );
  if (usesUnnamedAgain) return undefined;
  return { key: parse.bytes.subarray(6).toString("latin1"), bind: binds[0]! };
}

function rest(messages: FrontendMessage[], bind: FrontendMessage): Buffer[] {
  return messages.slice(1).filter((message) => message !== bind).map((message) => message.bytes);
}

/** Bind: portal name, then statement name, each ending in a zero byte. */
function statementNameOf(bind: FrontendMessage): string {
  const portalEnd = bind.bytes.indexOf(0, 5);
  const statementEnd = bind.bytes.indexOf(0, portalEnd + 1);
  return bind.bytes.subarray(portalEnd + 1, statementEnd).toString("utf8");
}

function withStatementName(bind: FrontendMessage, name: string): Buffer {
  const portalEnd = bind.bytes.indexOf(0, 5);
  const statementEnd = bind.bytes.indexOf(0, portalEnd + 1);
  return message("B", Buffer.concat([bind.bytes.subarray(5, portalEnd + 1), Buffer.from(name, "utf8"), bind.bytes.subarray(statementEnd)]));
}

/** Parse with `name` in place of the empty name (the byte after the length). */
function namedParse(parse: FrontendMessage, name: string): Buffer {
  return message("P", Buffer.concat([Buffer.from(name, "utf8"), parse.bytes.subarray(5)]));
}
