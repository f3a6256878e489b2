/**
 * Framing of the PostgreSQL wire protocol (version 3), as far as a
 * multiplexer in front of a single-session database needs it: split the
 * client's byte stream into messages, group them into units that must run
 * back to back, and read the transaction status and notifications out of
 * the database's answers.
 */

export const PROTOCOL_VERSION_3 = 196_608;
export const SSL_REQUEST_CODE = 80_877_103;
export const GSSENC_REQUEST_CODE = 80_877_104;
export const CANCEL_REQUEST_CODE = 80_877_102;

/** A message from the client: `type` is "" for the untyped start-up family. */
export type FrontendMessage = { type: string; bytes: Buffer };

/** Splits off the complete messages at the front of `buffer`; `rest` is the incomplete tail. */
export function readFrontendMessages(buffer: Buffer, startedUp: boolean): { messages: FrontendMessage[]; rest: Buffer; startedUp: boolean } {
  const messages: FrontendMessage[] = [];
  let offset = 0;
  let started = startedUp;
  for (;;) {
    if (!started) {
      // Start-up, SSL, GSS and cancel requests: int32 length, int32 code, no type byte.
      if (buffer.length - offset < 8) break;
      const length = buffer.readInt32BE(offset);
      if (length < 8 || length > 10_000) throw new Error("Malformed start-up message");
      if (buffer.length - offset < length) break;
      const code = buffer.readInt32BE(offset + 4);
      messages.push({ type: "", bytes: buffer.subarray(offset, offset + length) });
      offset += length;
      if (code === PROTOCOL_VERSION_3) started = true;
      continue;
    }
    if (buffer.length - offset < 5) break;
    const length = buffer.readInt32BE(offset + 1);
    if (length < 4) throw new Error("Malformed message length");
    if (buffer.length - offset < length + 1) break;
    messages.push({ type: String.fromCharCode(buffer[offset]!), bytes: buffer.subarray(offset, offset + 1 + length) });
    offset += 1 + length;
  }
  return { messages, rest: buffer.subarray(offset), startedUp: started };
}

/** The request code of an untyped start-up family message. */
export function startupCode(message: FrontendMessage): number {
  return message.bytes.readInt32BE(4);
}

/**
 * Whether a message closes a unit of work: a simple query, or the Sync or
 * Flush that ends an extended-protocol batch. Messages before it (Parse,
 * Bind, Describe, Execute, Close) must reach the database without another
 * client's messages in between, since they share its unnamed statement.
 */
export function endsUnit(message: FrontendMessage): boolean {
  return message.type === "Q" || message.type === "S" || message.type === "H" || message.type === "";
}

/** The SQL text of a simple query message. */
export function simpleQueryText(message: FrontendMessage): string {
  return message.bytes.subarray(5, message.bytes.length - 1).toString("utf8");
}

export type TransactionStatus = "I" | "T" | "E";

type BackendScan = {
  /** The answer with every NotificationResponse taken out (the answer's own memory when it had none). */
  output: Buffer;
  notifications: Array<{ channel: string; payload: string; bytes: Buffer }>;
  /** The status of the last ReadyForQuery, if the answer had one. */
  status?: TransactionStatus;
};

/** Reads the database's answer: its last transaction status and the notifications in it. */
export function scanBackendOutput(data: Uint8Array): BackendScan {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const kept: Buffer[] = [];
  const notifications: BackendScan["notifications"] = [];
  let status: TransactionStatus | undefined;
  let offset = 0;
  let keptFrom = 0;
  while (buffer.length - offset >= 5) {
    const type = buffer[offset]!;
    const length = buffer.readInt32BE(offset + 1);
    const end = offset + 1 + length;
    if (end > buffer.length) break;
    if (type === 0x5a /* Z */) {
      status = String.fromCharCode(buffer[offset + 5]!) as TransactionStatus;
    } else if (type === 0x41 /* A */) {
      // int32 process id, channel\0, payload\0
      const body = buffer.subarray(offset + 9, end);
      const split = body.indexOf(0);
      const channel = body.subarray(0, split).toString("utf8");
      const payload = body.subarray(split + 1, body.length - 1).toString("utf8");
      notifications.push({ channel, payload, bytes: Buffer.from(buffer.subarray(offset, end)) });
      kept.push(buffer.subarray(keptFrom, offset));
      keptFrom = end;
    }
    offset = end;
  }
  kept.push(buffer.subarray(keptFrom));
  // Without notifications the answer goes out as it is: no copy (see answer-buffer.ts for why copies matter).
  return { output: notifications.length > 0 ? Buffer.concat(kept) : buffer, notifications, status };
}

/** The SQLSTATE code of the first ErrorResponse in an answer, if it has one. */
export function errorCodeOf(answer: Buffer): string | undefined {
  for (let offset = 0; answer.length - offset >= 5; offset += 1 + answer.readInt32BE(offset + 1)) {
    if (answer[offset] !== 0x45 /* E */) continue;
    const end = Math.min(answer.length, offset + 1 + answer.readInt32BE(offset + 1));
    // Fields: a type byte, then a zero-terminated value; a zero byte ends the list.
    for (let field = offset + 5; field < end && answer[field] !== 0; ) {
      const valueEnd = answer.indexOf(0, field + 1);
      if (valueEnd === -1 || valueEnd >= end) return undefined;
      if (answer[field] === 0x43 /* C */) return answer.subarray(field + 1, valueEnd).toString("latin1");
      field = valueEnd + 1;
    }
    return undefined;
  }
  return undefined;
}

/** A simple query that drops the session's prepared statements (DISCARD ALL, DEALLOCATE …). */
export function dropsPreparedStatements(sql: string): boolean {
  return /^\s*(discard|deallocate)\b/i.test(sql);
}

/** A typed backend or frontend message: its type, its length, its body. */
export function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, "latin1");
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

function cString(text: string): Buffer {
  return Buffer.concat([Buffer.from(text, "utf8"), Buffer.from([0])]);
}

/** A simple query, as a client sends it. */
export function simpleQueryMessage(sql: string): Buffer {
  return message("Q", cString(sql));
}

/** Close of a named prepared statement, then Sync: closing one that does not exist is not an error. */
export function closeStatementsMessages(names: Iterable<string>): Buffer[] {
  return [...[...names].map((name) => message("C", Buffer.concat([Buffer.from("S"), cString(name)]))), message("S", Buffer.alloc(0))];
}

/** CommandComplete followed by ReadyForQuery, for a command answered without the database. */
export function commandCompleteAndReady(tag: string, status: TransactionStatus): Buffer {
  return Buffer.concat([message("C", cString(tag)), message("Z", Buffer.from(status, "latin1"))]);
}

/** An ErrorResponse with a severity, SQLSTATE code and message. */
export function errorResponse(severity: "ERROR" | "FATAL", code: string, text: string): Buffer {
  return message(
    "E",
    Buffer.concat([
      Buffer.from("S"), cString(severity),
      Buffer.from("V"), cString(severity),
      Buffer.from("C"), cString(code),
      Buffer.from("M"), cString(text),
      Buffer.from([0]),
    ]),
  );
}

const LISTEN = /^\s*(listen|unlisten)\s+(?:"([^"]+)"|([a-z_][a-z0-9_$]*)|(\*))\s*;?\s*$/i;

/** A simple query that is only a LISTEN or UNLISTEN, with its channel ("*" for all). */
export function parseListenCommand(sql: string): { command: "LISTEN" | "UNLISTEN"; channel: string } | undefined {
  const match = LISTEN.exec(sql);
  if (!match) return undefined;
  const command = match[1]!.toUpperCase() as "LISTEN" | "UNLISTEN";
  const channel = match[2] ?? match[3]?.toLowerCase() ?? match[4]!;
  return { command, channel };
}
