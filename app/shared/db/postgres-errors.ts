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
