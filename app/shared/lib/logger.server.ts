/**
 * The application's logger: `logger.info(message, context)` and its siblings.
 * Context objects are redacted so that secrets (passwords, tokens, cookies,
 * connection strings) never reach the logs. Each line carries the id of the
 * request it belongs to. Under NODE_ENV=production lines are JSON (pino), one
 * object a line; otherwise they are readable text, control characters
 * escaped. Either way a line is one line, whatever a visitor typed.
 */
import pino from "pino";
import { currentRequest } from "./request-context.server";

const SECRET_KEY = /pass(word)?|secret|token|cookie|authorization|databaseurl|smtp/i;
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

/**
 * What an error wraps, when it wraps one: a failed query's database error
 * ("relation … does not exist", its SQLSTATE) is the part that says what
 * went wrong. Its name, message and code only: a driver's other fields may
 * hold the row's values.
 */
function causeOf(error: Error, depth: number): { cause?: unknown } {
  const cause: unknown = error.cause;
  if (cause === undefined || cause === null || depth > 3) return {};
  if (!(cause instanceof Error)) return { cause: typeof cause === "object" ? "[object]" : String(cause) };
  const code = (cause as { code?: unknown }).code;
  return { cause: { name: cause.name, message: cause.message, ...(typeof code === "string" ? { code } : {}), ...causeOf(cause, depth + 1) } };
}

function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack, ...causeOf(value, depth) };
  }
  if (value === null || typeof value !== "object" || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? "[redacted]" : redact(item, depth + 1),
    ]),
  );
}

function levelSetting(): Level {
  const level = process.env.LOG_LEVEL as Level | undefined;
  return level && level in LEVELS ? level : "info";
}

/** Whether this process logs JSON lines (NODE_ENV=production) rather than readable text. */
export function logsAsJson(): boolean {
  return process.env.NODE_ENV === "production";
}

const SHORT_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
const unicodeEscape = (char: string) => SHORT_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** Control characters (a NUL, an escape sequence, a line break) written as escapes, so that text cannot forge or garble a line. */
function escapeControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, unicodeEscape);
}

/**
 * JSON escapes C0 controls itself; DEL, the C1 controls and the Unicode line
 * separators it leaves raw, so they are escaped too (they only ever occur
 * inside a string, where the escape means the same character).
 */
function escapeJsonExtras(line: string): string {
  return line.replace(/[\u007f-\u009f\u2028\u2029]/g, unicodeEscape);
}

let json: pino.Logger | undefined;

/** One JSON writer per process, synchronous so that nothing is lost when the process exits. */
function jsonLogger(): pino.Logger {
  json ??= pino(
    {
      level: levelSetting(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: { streamWrite: escapeJsonExtras },
    },
    pino.destination({ dest: 1, sync: true }),
  );
  return json;
}

/** Whether lines of this level are written (LOG_LEVEL and above). */
function writes(level: Level): boolean {
  return LEVELS[level] >= LEVELS[levelSetting()];
}

function write(level: Level, message: string, context?: Record<string, unknown>) {
  if (!writes(level)) return;
  const requestId = currentRequest()?.requestId;
  const fields = context ? (redact(context) as Record<string, unknown>) : {};
  if (logsAsJson()) {
    jsonLogger()[level](requestId ? { requestId, ...fields } : fields, message);
    return;
  }
  const details = context ? ` ${JSON.stringify(fields)}` : "";
  const request = requestId ? ` (request ${requestId})` : "";
  const sink = level === "error" ? console.error : level === "warn" ? console.warn : console.log;
  sink(`[${level}] ${escapeControls(message)}${escapeJsonExtras(details)}${request}`);
}

export const logger = {
  /** For work done only to build a line: skipped when the line would not be written. */
  writes,
  debug: (message: string, context?: Record<string, unknown>) => write("debug", message, context),
  info: (message: string, context?: Record<string, unknown>) => write("info", message, context),
  warn: (message: string, context?: Record<string, unknown>) => write("warn", message, context),
  error: (message: string, context?: Record<string, unknown>) => write("error", message, context),
};

export { redact };
