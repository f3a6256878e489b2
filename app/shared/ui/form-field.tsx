import { useId, type HTMLInputAutoCompleteAttribute, type ReactNode } from "react";
import { groupDollars, MONEY_PATTERN } from "../lib/money";

type FormFieldProps = {
  name: string;
  label: string;
  /** Shown under the label; read with the field by screen readers. */
  hint?: ReactNode;
  /** The server's message for this field, if any. */
  error?: string;
  defaultValue?: string;
  /** Renders a textarea instead of an input. */
  multiline?: boolean;
  rows?: number;
  type?: "text" | "email" | "tel" | "password" | "url" | "number" | "date" | "search";
  required?: boolean;
  /** Native constraints: pass the same constants the zod schema uses. */
  minLength?: number;
  maxLength?: number;
  /** An HTML pattern (matched against the whole value; empty values pass). */
  pattern?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: "text" | "email" | "tel" | "url" | "numeric" | "decimal" | "search" | "none";
  /** Focus on page load: the first refused field, so pages without React still guide the visitor. */
  autoFocus?: boolean;
  /** Native bounds for `type="number"`: pass the same constants the zod schema uses. */
  min?: number;
  max?: number;
  step?: number | "any";
  /** <option> elements: renders a select instead of an input. */
  options?: ReactNode;
  /**
   * A dollar amount: a text field with the number keyboard, shown with its
   * thousands separated ("4,250,000"), again each time it is left (the shell
   * script); the server reads "4,250,000" and "$4,250,000" alike.
   */
  money?: boolean;
};

/**
 * A labelled field with hint and error, linked for assistive technology.
 * The browser checks the native constraints before sending; the server checks
 * again with the zod schema and its message arrives as `error`.
 */
export function FormField({
  name,
  label,
  hint,
  error,
  defaultValue,
  multiline = false,
  rows = 6,
  type = "text",
  required = false,
  minLength,
  maxLength,
  pattern,
  autoComplete,
  inputMode,
  autoFocus,
  min,
  max,
  step,
  options,
  money = false,
}: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    defaultValue,
    required,
    minLength,
    maxLength,
    autoComplete,
    autoFocus,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;

  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="field__optional"> (optional)</span>}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {options ? (
        <select
          id={id}
          name={name}
          required={required}
          defaultValue={defaultValue ?? ""}
          autoFocus={autoFocus}
          aria-invalid={shared["aria-invalid"]}
          aria-describedby={describedBy}
        >
          {options}
        </select>
      ) : multiline ? (
        <textarea {...shared} rows={rows} />
      ) : money ? (
        <input {...shared} defaultValue={defaultValue === undefined ? undefined : groupDollars(defaultValue)} type="text" pattern={pattern ?? MONEY_PATTERN} inputMode={inputMode ?? "numeric"} data-money="" />
      ) : (
        <input {...shared} type={type} pattern={pattern} inputMode={inputMode} min={min} max={max} step={step} />
      )}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
