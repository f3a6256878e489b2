import { existsSync } from "node:fs";

const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The system Chromium used by browser tests and benchmarks, or null. */
export function chromiumPath() {
  return CANDIDATES.find((candidate) => candidate && existsSync(candidate)) ?? null;
}
