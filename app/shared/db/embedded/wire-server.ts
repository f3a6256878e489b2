import { rmSync } from "node:fs";
import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import {
  CANCEL_REQUEST_CODE,
  PROTOCOL_VERSION_3,
  commandCompleteAndReady,
  dropsPreparedStatements,
  endsUnit,
  errorResponse,
  type FrontendMessage,
  closeStatementsMessages,
  parseListenCommand,
  readFrontendMessages,
  scanBackendOutput,
  simpleQueryMessage,
  simpleQueryText,
  startupCode,
  type TransactionStatus,
} from "./wire-messages";
import { StatementCache } from "./statement-cache";
import { AnswerBuffer } from "./answer-buffer";

/**
 * Serves one PGlite database (a single PostgreSQL session) to many clients
 * over the PostgreSQL wire protocol on a Unix socket.
 *
 * The rules that make one session look like many:
 * - a client's unit of work (a simple query, or an extended-protocol batch up
 *   to its Sync) runs without another client's messages in between;
 * - once a client opens a transaction, only that client runs until the
 *   transaction ends (others wait, as they would for a row lock);
 * - a client that disconnects or stays idle inside a transaction has it
 *   rolled back, so it can never hold the database for good;
 * - the statements a client prepared under a name are closed when it
 *   disconnects, so a client that reconnects can prepare them again;
 * - LISTEN registers the client; notifications are taken out of whichever
 *   answer carried them and sent to every client listening on the channel;
 * - a statement run again and again is planned once (statement-cache.ts).
 */

type Session = {
  id: number;
  socket: net.Socket;
  buffer: Buffer;
  startedUp: boolean;
  pending: FrontendMessage[];
  channels: Set<string>;
  /** The statements this client prepared under a name (Parse) and has not closed. */
  statementNames: Set<string>;
  status: TransactionStatus;
  closed: boolean;
};

/** A client's messages, or, once it has gone, what it left: a transaction to roll back, named statements to close. */
type Unit = { session: Session; messages: FrontendMessage[]; leftBehind?: boolean };

type WireServerOptions = {
  /** A transaction left idle this long is rolled back and its client disconnected. */
  idleInTransactionMs?: number;
  onError?: (message: string, error: unknown) => void;
};

const ROLLBACK = simpleQueryMessage("ROLLBACK");

/** Notes the names the client's Parse messages prepare and its Close messages release. */
function trackStatementNames(session: Session, messages: FrontendMessage[]) {
  for (const { type, bytes } of messages) {
    if (type === "P") {
      const name = bytes.subarray(5, bytes.indexOf(0, 5)).toString("utf8");
      if (name !== "") session.statementNames.add(name);
    } else if (type === "C" && bytes[5] === 0x53 /* S */) {
      session.statementNames.delete(bytes.subarray(6, bytes.indexOf(0, 6)).toString("utf8"));
    }
  }
}

export class PgliteWireServer {
  private readonly server: net.Server;
  private readonly sessions = new Set<Session>();
  private queue: Unit[] = [];
  private running = false;
  private owner: Session | null = null;
  private idleTimer: NodeJS.Timeout | undefined;
  private nextId = 1;
  private readonly statements = new StatementCache();
  private readonly answer = new AnswerBuffer();
  private readonly idleInTransactionMs: number;
  private readonly onError: (message: string, error: unknown) => void;

  constructor(
    private readonly db: PGlite,
    options: WireServerOptions = {},
  ) {
    this.idleInTransactionMs = options.idleInTransactionMs ?? 30_000;
    this.onError = options.onError ?? (() => undefined);
    this.server = net.createServer((socket) => this.accept(socket));
  }

  listen(socketPath: string): Promise<void> {
    // Only the holder of the data folder's lock gets here, so a socket file left by a crash is stale.
    rmSync(socketPath, { force: true });
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(socketPath, () => {
        this.server.off("error", reject);
        resolve();
      });
    });
  }

  /** Stops accepting, disconnects every client and waits for the unit in progress. */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const session of this.sessions) session.socket.destroy();
    await closed;
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 10));
    clearTimeout(this.idleTimer);
  }

  private accept(socket: net.Socket) {
    const session: Session = {
      id: this.nextId++,
      socket,
      buffer: Buffer.alloc(0),
      startedUp: false,
      pending: [],
      channels: new Set(),
      statementNames: new Set(),
      status: "I",
      closed: false,
    };
    this.sessions.add(session);
    socket.setNoDelay(true);
    socket.on("data", (data) => this.receive(session, data));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => this.disconnect(session));
  }

  private receive(session: Session, data: Buffer) {
    let read;
    try {
      read = readFrontendMessages(Buffer.concat([session.buffer, data]), session.startedUp);
    } catch (error) {
      this.onError("Refused a malformed message on the embedded database socket", error);
      session.socket.destroy();
      return;
    }
    session.buffer = Buffer.from(read.rest);
    session.startedUp = read.startedUp;
    for (const message of read.messages) {
      if (message.type === "") {
        const code = startupCode(message);
        if (code === CANCEL_REQUEST_CODE) {
          session.socket.destroy();
          return;
        }
        if (code !== PROTOCOL_VERSION_3) {
          // SSL and GSS encryption requests: a local socket needs neither.
          session.socket.write("N");
          continue;
        }
      }
      if (message.type === "X") {
        // What it sent before runs first, as a server reads a connection's messages in turn; what it leaves is
        // cleared up now, ahead of anything the client does next on a new connection.
        this.disconnect(session, { runWhatWasSent: true });
        session.socket.end();
        return;
      }
      session.pending.push(message);
      if (endsUnit(message)) {
        this.queue.push({ session, messages: session.pending });
        session.pending = [];
      }
    }
    void this.pump();
  }

  private disconnect(session: Session, options: { runWhatWasSent?: boolean } = {}) {
    if (session.closed) return;
    session.closed = true;
    this.sessions.delete(session);
    if (!options.runWhatWasSent) this.queue = this.queue.filter((unit) => unit.session !== session);
    // After its own units: while it holds a transaction only its units run, so its transaction ends before anyone else runs.
    this.queue.push({ session, messages: [], leftBehind: true });
    void this.pump();
  }

  private nextUnit(): Unit | undefined {
    if (!this.owner) return this.queue.shift();
    const index = this.queue.findIndex((unit) => unit.session === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let unit = this.nextUnit(); unit; unit = this.nextUnit()) {
        clearTimeout(this.idleTimer);
        await this.run(unit);
      }
    } finally {
      this.running = false;
    }
    if (this.owner && !this.owner.closed) this.armIdleTimer(this.owner);
  }

  private armIdleTimer(owner: Session) {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.owner !== owner || owner.closed) return;
      this.onError("Rolled back a transaction left idle on the embedded database", new Error(`session ${owner.id}`));
      owner.socket.end(errorResponse("FATAL", "25P03", "terminating connection due to idle-in-transaction timeout"));
      owner.socket.destroy();
    }, this.idleInTransactionMs);
    this.idleTimer.unref();
  }

  private async run(unit: Unit) {
    const { session } = unit;
    if (unit.leftBehind) {
      await this.clearUpAfter(session);
      return;
    }
    trackStatementNames(session, unit.messages);
    const listen = unit.messages.length === 1 && unit.messages[0]!.type === "Q" ? parseListenCommand(simpleQueryText(unit.messages[0]!)) : undefined;
    if (listen?.command === "UNLISTEN") {
      // The one session keeps listening for the others; this client just stops hearing the channel.
      if (listen.channel === "*") session.channels.clear();
      else session.channels.delete(listen.channel);
      this.write(session, commandCompleteAndReady("UNLISTEN", session.status));
      return;
    }
    const run = this.statements.rewrite(unit.messages);
    let output: Buffer;
    try {
      output = await this.execute(run.messages, run.prefix);
      run.settle(output);
    } catch (error) {
      this.onError("The embedded database failed to run a query", error);
      this.write(session, errorResponse("FATAL", "XX000", "the embedded database failed"));
      session.socket.destroy();
      if (this.owner === session) this.owner = null;
      return;
    }
    if (unit.messages[0]?.type === "Q" && dropsPreparedStatements(simpleQueryText(unit.messages[0]))) this.statements.clear();
    const scan = scanBackendOutput(output);
    if (listen?.command === "LISTEN") session.channels.add(listen.channel);
    if (scan.status) {
      session.status = scan.status;
      if (scan.status === "I") {
        if (this.owner === session) this.owner = null;
      } else {
        this.owner = session;
      }
    }
    this.write(session, scan.output);
    for (const notification of scan.notifications) {
      for (const listener of this.sessions) {
        if (listener.channels.has(notification.channel)) this.write(listener, notification.bytes);
      }
    }
  }

  /** Rolls back the transaction a client that has gone left open, and closes the statements it named. */
  private async clearUpAfter(session: Session) {
    if (this.owner === session) {
      await this.execute([ROLLBACK]).catch((error: unknown) => this.onError("Could not roll back a disconnected client's transaction", error));
      this.owner = null;
    }
    if (session.statementNames.size === 0) return;
    // Whatever became of these meanwhile: closing a statement that no longer exists is not an error.
    await this.execute(closeStatementsMessages(session.statementNames)).catch((error: unknown) => this.onError("Could not close a disconnected client's statements", error));
  }

  /**
   * Runs a unit's messages in one call (PostgreSQL reads them in turn, and
   * after an error skips to the Sync as a server does) and collects the raw
   * answer. The streaming call, not `execProtocolRaw`: that one also parses
   * every answer into a list it never empties, so the thread's memory grew
   * with every row ever read. `prefix` goes before the answer, in the same
   * buffer (what the statement cache answers for the database).
   */
  private async execute(messages: Buffer[], prefix?: Buffer): Promise<Buffer> {
    return this.db.runExclusive(async () => {
      const onRawData = (piece: Uint8Array) => this.answer.add(piece);
      try {
        await this.db.execProtocolRawStream(messages.length === 1 ? messages[0]! : Buffer.concat(messages), { onRawData });
      } catch (error) {
        this.answer.clear();
        throw error;
      }
      return this.answer.take(prefix);
    });
  }

  private write(session: Session, data: Buffer) {
    if (data.length > 0 && !session.closed && session.socket.writable) session.socket.write(data);
  }
}
