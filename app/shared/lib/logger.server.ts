/**
 * Minimal structured logger. Context objects are redacted so that secrets
 * (passwords, tokens, cookies, connection strings) never reach the logs.
 */
const SECRET_KEY = /pass(word)?|secret|token|cookie|authorization|databaseurl|smtp/i;
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;

function redact(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    return { name: value.name, message: value.message, stack: value.stack };
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

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? "info") as Level;
  return LEVELS[level] ?? LEVELS.info;
}

function write(level: Level, message: string, context?: Record<string, unknown>) {
  if (LEVELS[level] < threshold()) return;
  const line = context ? `${message} ${JSON.stringify(redact(context))}` : message;
  const sink = level === "error" ? console.error : level === "warn" ? console.warn : console.log;
  sink(`[${level}] ${line}`);
}

export const logger = {
  debug: (message: string, context?: Record<string, unknown>) => write("debug", message, context),
  info: (message: string, context?: Record<string, unknown>) => write("info", message, context),
  warn: (message: string, context?: Record<string, unknown>) => write("warn", message, context),
  error: (message: string, context?: Record<string, unknown>) => write("error", message, context),
};

export { redact };
