import { logger } from "./logger.server";
import type { Failure, Result } from "./result";

/**
 * Runs a service body; an unexpected throw is logged with its context and
 * turned into the spec's failure shape (success false with the error's
 * message) instead of escaping as a 500.
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
    const message = error instanceof Error ? error.message : String(error);
    const failure: Failure = { success: false, error: message, unexpected: true };
    return failure;
  }
}
