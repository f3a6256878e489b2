import type { z } from "zod";
import type { FieldErrors } from "../lib/result";
import { isSafeText, markUnsafeText, UNSAFE_TEXT_MESSAGE } from "./text";

/**
 * The one way a submitted form becomes typed data (docs/decisions/0004-forms.md).
 * Only the schema's own fields are read, so extra posted fields are ignored;
 * a missing field reaches the schema as undefined and gets its message.
 * Never throws on bad input. Type-only zod import: nothing here reaches the
 * browser bundle.
 */

/** What the visitor typed, echoed back so the form re-renders filled. */
export type FormValues = Partial<Record<string, string>>;

/** The body a route action answers bad input with (HTTP 400). */
export type FormFailure = {
  fieldErrors: FieldErrors;
  values: FormValues;
  /** A message for the whole form (shown above the fields). */
  formError?: string;
  /** The spam guard's form token to send the form again with, when it replaces the page's own. */
  formToken?: string;
};

export type ParsedForm<T> = ({ success: true; data: T } | ({ success: false } & FormFailure)) & {
  values: FormValues;
};

export type ParseFormOptions = {
  /** Fields never echoed back, such as passwords. */
  secret?: readonly string[];
};

export const FORM_ERROR_MESSAGE = "Please check the fields marked below.";

/** Reads a request's form body; a body that is not a form reads as empty. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

function readField(formData: FormData, name: string): unknown {
  const entries = formData.getAll(name);
  if (entries.length === 0) return undefined;
  return entries.length === 1 ? entries[0] : entries;
}

/** Parses a submitted form against an object schema: typed data, or what to show the visitor. */
export function parseForm<Schema extends z.ZodObject>(
  formData: FormData,
  schema: Schema,
  options: ParseFormOptions = {},
): ParsedForm<z.output<Schema>> {
  const names = Object.keys(schema.shape);
  const input: Record<string, unknown> = {};
  const values: FormValues = {};
  // Text the database cannot store is refused here for every form, whatever its schema says.
  const unsafe: string[] = [];
  for (const name of names) {
    const value = readField(formData, name);
    input[name] = value;
    const texts = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === "string");
    if (texts.some((text) => !isSafeText(text))) unsafe.push(name);
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string" && !options.secret?.includes(name)) values[name] = markUnsafeText(first);
  }

  const parsed = schema.safeParse(input);
  if (parsed.success && unsafe.length === 0) return { success: true, data: parsed.data, values };

  const errors = issuesToErrors(parsed.success ? [] : parsed.error.issues);
  for (const name of unsafe) errors.fieldErrors[name] = UNSAFE_TEXT_MESSAGE;
  return { success: false, ...errors, values };
}

/**
 * The first message per field (keyed by the field's name) and a message for
 * the whole form. Services that re-validate use it for the same shape.
 */
export function issuesToErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): {
  fieldErrors: FieldErrors;
  formError: string;
} {
  const fieldErrors: FieldErrors = {};
  let formError: string | undefined;
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === undefined) formError ??= issue.message;
    else fieldErrors[String(field)] ??= issue.message;
  }
  return { fieldErrors, formError: formError ?? FORM_ERROR_MESSAGE };
}

/** The failure part of a parsed form, ready to answer with `data(..., { status: 400 })`. */
export function formFailure(parsed: FormFailure): FormFailure {
  const { fieldErrors, values, formError } = parsed;
  return formError === undefined ? { fieldErrors, values } : { fieldErrors, values, formError };
}
