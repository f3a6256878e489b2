import type { z } from "zod";
import { FORM_ERROR_MESSAGE, parseForm, type FormValues } from "~/shared/forms/parse-form";
import { failureReply, type Reply } from "~/shared/http/reply";
import type { FieldErrors, Result } from "~/shared/lib/result";
import type { OwnerFormReply } from "./owner-form-reply";

/**
 * The replies of the office's money forms (an owner's page, the trust
 * account): a form parsed by its schema or sent back with what was typed, a
 * service's refusal under the form's field names, or a message of success.
 */

type Reply_ = Reply<OwnerFormReply>;

/** A service's field names as the form's. */
const FORM_FIELDS: Record<string, string> = { amountCents: "amount", commissionBasisPoints: "commission", damageWaiverOwnerBasisPoints: "damageWaiverOwnerShare" };

function renamed(fieldErrors: FieldErrors | undefined): FieldErrors | undefined {
  if (!fieldErrors) return undefined;
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(fieldErrors)) if (message) errors[FORM_FIELDS[name] ?? name] = message;
  return errors;
}

export function refused(intent: string, failure: Extract<Result, { success: false }>, values?: FormValues): Reply_ {
  return failureReply(failure, { intent, success: false, error: failure.error, fieldErrors: renamed(failure.fieldErrors), values });
}

/** The form parsed by its schema, or the reply that sends it back. */
export function parsed<Schema extends z.ZodObject>(intent: string, form: FormData, schema: Schema) {
  const result = parseForm(form, schema);
  if (result.success) return result;
  return { success: false as const, reply: { status: 400, body: { intent, success: false, error: result.formError ?? FORM_ERROR_MESSAGE, fieldErrors: result.fieldErrors, values: result.values } } satisfies Reply_ };
}

export const done = (intent: string, message: string, now: Date): Reply_ => ({ status: 200, body: { intent, success: true, message, at: now.getTime() } });

