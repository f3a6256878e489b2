/**
 * The one result shape every service returns: `{ success: true, id }` or
 * `{ success: true, data }` on success, `{ success: false, error }` with the
 * message the user reads on failure. What kind of failure it is travels as a
 * code, never in the message's wording: callers branch on `code`, and HTTP
 * statuses come from it in one place (`shared/http/failure-status.ts`).
 */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Why a request failed, when it is not simply input that broke a rule (no
 * code): the actor may not do it, the thing is not there, it changed under the request, it is too
 * large, the sender is over a limit, a link has expired or been used, or
 * something went wrong on our side (logged; the message is generic).
 */
export type FailureCode = "forbidden" | "not_found" | "conflict" | "too_large" | "rate_limited" | "gone" | "unexpected";

export type Failure = {
  success: false;
  error: string;
  /** Per-field messages for forms; absent for non-form failures. */
  fieldErrors?: FieldErrors;
  /** Absent when the caller's input broke a rule. */
  code?: FailureCode;
};

export type Success<T extends object> = { success: true } & T;
export type Result<T extends object = object> = Success<T> | Failure;

export function ok<T extends object>(value: T): Success<T> {
  return { success: true, ...value };
}

/** Input that broke a rule: the message says which. */
export function fail(error: string, fieldErrors?: FieldErrors): Failure {
  return fieldErrors ? { success: false, error, fieldErrors } : { success: false, error };
}

/** A failure of another kind than bad input. */
export function failWith(code: FailureCode, error: string): Failure {
  return { success: false, error, code };
}
