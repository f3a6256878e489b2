/** Path segments that are secrets themselves (single-use links) and never reach the logs. */
const SECRET_PATH = /^(\/reset-password\/)[^/]+/;

/** The path as logged: no query string (it may carry search terms or tokens), secret segments masked. */
export function loggedPath(url: string): string {
  const path = url.split("?")[0] ?? "/";
  return path.replace(SECRET_PATH, "$1[redacted]");
}
