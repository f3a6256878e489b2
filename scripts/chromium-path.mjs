import { existsSync } from "node:fs";

/**
 * Debian's old headless shell first for the browser tests: they never show a window, and the shell runs them in
 * about half the time of the full browser's headless mode (it starts no browser UI, extensions or component updater),
 * with the same Blink and the same screenshots. The full browser is the fallback on a machine that has only it.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const FULL_BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * The system Chromium used by browser tests and benchmarks, or null. A page-speed benchmark asks for the full
 * browser (`headlessShell: false`), as visitors run it.
 */
export function chromiumPath({ headlessShell = true } = {}) {
  const candidates = [process.env.CHROMIUM_PATH, ...(headlessShell ? [HEADLESS_SHELL] : []), ...FULL_BROWSERS];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}
