/**
 * The one result shape every service ("data helper" in the spec) returns:
 * `{ success: true, id }` or `{ success: true, data }` on success,
 * `{ success: false, error }` with the spec's exact message on failure.
 */
export type FieldErrors = Partial<Record<string, string>>;

export type Failure = {
  success: false;
  error: string;
  /** Per-field messages for forms; absent for non-form failures. */
  fieldErrors?: FieldErrors;
  /** True when the failure was not a rule the caller broke (it was logged). */
  unexpected?: boolean;
  /** True when concurrent changes kept getting in the way: the same request may succeed if sent again (HTTP 409). */
  conflict?: boolean;
};

export type Success<T extends object> = { success: true } & T;
export type Result<T extends object = object> = Success<T> | Failure;

export function ok<T extends object>(value: T): Success<T> {
  return { success: true, ...value };
}

export function fail(error: string, fieldErrors?: FieldErrors): Failure {
  return fieldErrors ? { success: false, error, fieldErrors } : { success: false, error };
}
