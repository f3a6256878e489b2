import { formatWithOptions, inspect, type InspectOptions } from "node:util";
import { logger, logsAsJson } from "../app/shared/lib/logger.server";

type Level = "debug" | "info" | "warn" | "error";

/** What console.* was given, as one message, with the first error kept whole (name, message, stack) for the context. */
function forward(level: Level) {
  return (...args: unknown[]) => {
    const error = args.find((arg): arg is Error => arg instanceof Error);
    const parts = args.map((arg) => (arg instanceof Error ? `${arg.name}: ${arg.message}` : arg));
    const message = formatWithOptions({ colors: false, breakLength: Infinity }, ...parts);
    logger[level](message, error ? { source: "console", error } : { source: "console" });
  };
}

/**
 * Every line the server process writes is a logger line. Under JSON logging
 * (production) whatever else prints through console.* (React's and React
 * Router's own error reports, Express's last-resort handler, libraries, the
 * start-up banner) becomes one JSON object with `source: "console"`, and so
 * do Node's process warnings and a crash: nothing reaches stdout or stderr
 * as raw text, so no visitor's input can put control characters or extra
 * lines into the log. In text mode (development) the logger itself prints
 * through console, so nothing is changed.
 */
export function logProcessOutput(): void {
  if (!logsAsJson()) return;
  console.log = forward("info");
  console.info = forward("info");
  console.debug = forward("debug");
  console.warn = forward("warn");
  console.error = forward("error");
  console.dir = (value: unknown, options?: InspectOptions) => forward("info")(inspect(value, { ...options, colors: false, breakLength: Infinity }));
  // Node prints its warnings (deprecations, experimental features) through this one default listener.
  process.removeAllListeners("warning");
  process.on("warning", (warning) => logger.warn(`${warning.name}: ${warning.message}`, { source: "process", warning }));
  // A crash is logged as one line, then the process stops as Node would have (status 1).
  process.on("uncaughtException", (error, origin) => {
    logger.error("The server stopped on an unexpected error", { origin, error });
    process.exit(1);
  });
}
