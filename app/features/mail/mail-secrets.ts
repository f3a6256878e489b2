import { escapeHtml } from "~/shared/html/escape-html";
import type { OutboxMessage } from "./outbox.table";

/** What a secret becomes in the outbox's copy of a sent message. */
export const REDACTED = "[redacted]";

/** The secrets worth keeping with a message: distinct and non-empty, longest first, so that one inside another goes whole. */
export function secretsToStore(secrets: readonly string[] | undefined): string[] | null {
  const kept = [...new Set(secrets ?? [])].filter((secret) => secret.length > 0).sort((a, b) => b.length - a.length);
  return kept.length > 0 ? kept : null;
}

function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => result.replaceAll(secret, REDACTED), text);
}

/** The HTML part holds a secret as the layout escaped it (a link's "&" as "&amp;"): both spellings go. */
function redactHtml(html: string, secrets: readonly string[]): string {
  return redact(html, [...new Set(secrets.flatMap((secret) => [escapeHtml(secret), secret]))].sort((a, b) => b.length - a.length));
}

/**
 * A message's stored text, HTML, calendar and header values with every secret
 * replaced, and the list of secrets itself cleared: what the outbox keeps of
 * a message once it has been sent.
 */
export function redactSecrets(row: Pick<OutboxMessage, "text" | "html" | "calendar" | "headers" | "secrets">) {
  const secrets = row.secrets ?? [];
  return {
    text: redact(row.text, secrets),
    html: row.html === null ? null : redactHtml(row.html, secrets),
    calendar: row.calendar === null ? null : redact(row.calendar, secrets),
    headers: row.headers === null ? null : Object.fromEntries(Object.entries(row.headers).map(([name, value]) => [name, redact(value, secrets)])),
    secrets: null,
  };
}
