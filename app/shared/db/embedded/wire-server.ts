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
  parseListenCommand,
  readFrontendMessages,
  scanBackendOutput,
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
  status: TransactionStatus;
  closed: boolean;
};

type Unit = { session: Session; messages: FrontendMessage[]; rollback?: boolean };

type WireServerOptions = {
  /** A transaction left idle this long is rolled back and its client disconnected. */
  idleInTransactionMs?: number;
  onError?: (message: string, error: unknown) => void;
};

const ROLLBACK = Buffer.concat([Buffer.from("Q"), int32(13), Buffer.from("ROLLBACK\0")]);

function int32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
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

  private disconnect(session: Session) {
    if (session.closed) return;
    session.closed = true;
    this.sessions.delete(session);
    this.queue = this.queue.filter((unit) => unit.session !== session);
    if (this.owner === session) {
      // Its transaction must not outlive it; the rollback runs before anyone else.
      this.queue.unshift({ session, messages: [], rollback: true });
      void this.pump();
    }
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
    if (unit.rollback) {
      await this.execute([ROLLBACK]).catch((error: unknown) => this.onError("Could not roll back a disconnected client's transaction", error));
      this.owner = null;
      return;
    }
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
    if (session.closed && this.owner === session) {
      await this.execute([ROLLBACK]).catch((error: unknown) => this.onError("Could not roll back a disconnected client's transaction", error));
      this.owner = null;
    }
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
