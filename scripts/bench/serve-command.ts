import { readFileSync } from "node:fs";

/** The compiled server that `npm run serve` starts (`build-tools/server-entries.ts`). */
export const COMPILED_SERVER = "build/server/server.js";

/**
 * The arguments `npm run serve` gives Node (its V8 settings and the compiled
 * entry), read from package.json, so that a benchmark runs the server exactly
 * as a deployment does, as one process whose CPU it can read.
 */
export function serveNodeArguments(): string[] {
  const scripts = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> }).scripts;
  const [command, ...args] = scripts.serve!.split(/\s+/);
  if (command !== "exec" || args.shift() !== "node" || args.at(-1) !== COMPILED_SERVER) throw new Error(`The serve script is expected to be "exec node … ${COMPILED_SERVER}", not "${scripts.serve}"`);
  return args;
}
