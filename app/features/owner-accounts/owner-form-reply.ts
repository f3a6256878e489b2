import type { FormValues } from "~/shared/forms/parse-form";
import type { FieldErrors } from "~/shared/lib/result";

/**
 * What each of the office's owner forms answers, by the form's intent: a
 * message to show, or what was refused with the values to correct. `at` tells
 * two successes with the same message apart, so the form empties each time.
 */
export type OwnerFormReply =
  | { intent: string; success: true; message: string; at: number }
  | { intent: string; success: false; error: string; fieldErrors?: FieldErrors; values?: FormValues };
