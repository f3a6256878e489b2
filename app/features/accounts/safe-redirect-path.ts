const BASE = "http://same.invalid";

/** Login and logout are never a place to return to. */
const REFUSED_PATHS = new Set(["/login", "/logout"]);

/** The path, query and fragment of `value` resolved against our own origin, or null when it leaves that origin. */
function resolveHere(value: string): string | null {
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * A same-site path to return to after signing in, or null. The input must be
 * an absolute path without backslashes or control characters; the path
 * returned (after URL normalisation, which turns `/.//host` into `//host`)
 * must itself be a plain absolute path, not `//` or `/\`, that resolves to
 * itself on our own origin. The returned value is what the browser follows,
 * so it is the one checked.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== "string" || value === "" || value.length > 512 || !value.startsWith("/")) return null;
  if (value.includes("\\") || [...value].some((character) => character < " " || character === "\u007f")) return null;
  const path = resolveHere(value);
  if (path === null || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  if (resolveHere(path) !== path) return null;
  if (REFUSED_PATHS.has(new URL(path, BASE).pathname)) return null;
  return path;
}
