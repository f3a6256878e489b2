import { readFileSync } from "node:fs";

/** The compiled server that `npm run serve` starts (`build-tools/server-entries.ts`). */
export const COMPILED_SERVER = "build/server/server.js";

/**
 * What `npm run serve` gives Node (its environment settings, its V8 settings
 * and the compiled entry), read from package.json, so that a benchmark runs
 * the server exactly as a deployment does, as one process whose CPU it can read.
 */
function serveScript(): { env: Record<string, string>; args: string[] } {
  const scripts = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> }).scripts;
  const words = scripts.serve!.split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? "")) {
    const [name, value] = words.shift()!.split("=") as [string, string];
    env[name] = value;
  }
  const [command, node, ...args] = words;
  if (command !== "exec" || node !== "node" || args.at(-1) !== COMPILED_SERVER) throw new Error(`The serve script is expected to be "[NAME=value …] exec node … ${COMPILED_SERVER}", not "${scripts.serve}"`);
  return { env, args };
}

/** The arguments `npm run serve` gives Node. */
export function serveNodeArguments(): string[] {
  return serveScript().args;
}

/** The environment settings `npm run serve` starts Node with. */
export function serveEnvironment(): Record<string, string> {
  return serveScript().env;
}
