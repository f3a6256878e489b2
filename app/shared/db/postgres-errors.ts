/**
 * PostgreSQL's SQLSTATE codes, read from an error as the driver throws it or
 * as Drizzle wraps it (the driver's error is then its `cause`).
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === "object" && "code" in current && typeof current.code === "string") return current.code;
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return undefined;
}

/**
 * A unique constraint refused the row (23505), optionally only one whose
 * name contains `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === "object" && "code" in current && current.code === "23505") {
      const name = "constraint" in current && typeof current.constraint === "string" ? current.constraint : "";
      return constraint === undefined || name.includes(constraint);
    }
    current = typeof current === "object" && "cause" in current ? current.cause : undefined;
  }
  return false;
}

/**
 * A foreign key refused the change: 23503, or 23001 for an `on delete
 * restrict` key (deleting a row that records which must be kept refer to).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === "23503" || state === "23001";
}

/** An exclusion constraint refused the row (23P01), e.g. overlapping stays. */
export function isExclusionViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23P01";
}

/**
 * PostgreSQL gave up on the transaction because another one got in its way
 * (deadlock 40P01, serialization failure 40001). The transaction was rolled
 * back whole, so running it again is safe and usually succeeds.
 */
export function isTransientConflict(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === "40P01" || state === "40001";
}

/** Socket errors of a connection that broke or could not be made. */
const LOST_SOCKET = new Set(["ECONNRESET", "ECONNREFUSED", "ECONNABORTED", "EPIPE", "ENOTCONN", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EHOSTDOWN", "ENETDOWN"]);
/** What the `pg` driver says when the server's end of a connection closes, or after it did. */
const LOST_MESSAGE = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|socket hang up/i;

/**
 * The database server went away, rather than refused what was sent: the
 * connection broke or could not be made (socket errors; the embedded
 * database's socket gone), or the server is shutting down or starting
 * (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now,
 * class 08 connection exceptions). Found in the error or its causes.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, syscall, message } = current as { code?: unknown; syscall?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (LOST_SOCKET.has(code) || /^(?:57P0[123]|08[0-9A-Z]{3})$/.test(code)) return true;
      // A Unix socket that is no longer there: the embedded database's owner stopped.
      if (code === "ENOENT" && syscall === "connect") return true;
    }
    if (typeof message === "string" && LOST_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
