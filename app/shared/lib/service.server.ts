import { logger } from "./logger.server";
import type { Failure, Result } from "./result";

/** What a caller hears about a failure that was not a rule it broke. */
export const UNEXPECTED_FAILURE_MESSAGE = "Something went wrong on our side; please try again in a moment.";

/**
 * Runs a service body; an unexpected throw is logged with its context and
 * turned into the failure shape with a generic message. The error's own text
 * (a driver's SQL, a stack) stays in the log and never reaches a caller.
 */
export async function runService<T extends object>(
  operation: string,
  context: Record<string, unknown>,
  body: () => Promise<Result<T>>,
): Promise<Result<T>> {
  try {
    return await body();
  } catch (error) {
    logger.error(`${operation} failed`, { ...context, error });
    const failure: Failure = { success: false, error: UNEXPECTED_FAILURE_MESSAGE, unexpected: true };
    return failure;
  }
}
