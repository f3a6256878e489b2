import { isTransientConflict } from "../db/postgres-errors";
import { logger } from "./logger.server";
import { failWith, type Result } from "./result";

/** What a caller hears about a failure that was not a rule it broke. */
export const UNEXPECTED_FAILURE_MESSAGE = "Something went wrong on our side; please try again in a moment.";

/** What a caller hears when other changes kept getting in the way. */
export const CONFLICT_FAILURE_MESSAGE = "Someone else was changing the same thing at that moment; please try again.";

/** Attempts at a body whose transaction PostgreSQL ended as a deadlock or serialization failure. */
const CONFLICT_ATTEMPTS = 3;

/**
 * Runs a service body; an unexpected throw is logged with its context and
 * turned into the failure shape with a generic message. The error's own text
 * (a driver's SQL, a stack) stays in the log and never reaches a caller.
 * A body that PostgreSQL rolled back as a deadlock or serialization failure
 * runs again, a bounded number of times, then answers that it conflicted.
 */
export async function runService<T extends object>(
  operation: string,
  context: Record<string, unknown>,
  body: () => Promise<Result<T>>,
): Promise<Result<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await body();
    } catch (error) {
      if (isTransientConflict(error)) {
        if (attempt < CONFLICT_ATTEMPTS) {
          logger.warn(`${operation} met a concurrent change; trying again`, { ...context, attempt });
          await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
          continue;
        }
        logger.warn(`${operation} kept meeting concurrent changes`, { ...context, attempts: attempt });
        return failWith("conflict", CONFLICT_FAILURE_MESSAGE);
      }
      logger.error(`${operation} failed`, { ...context, error });
      return failWith("unexpected", UNEXPECTED_FAILURE_MESSAGE);
    }
  }
}
