/** Collapses every run of white space, line breaks included, to one space: for one-line fields. */
export const oneLine = (value: string) => value.replace(/\s+/g, " ");

/**
 * Browsers send a textarea's line breaks as CRLF; counting them as one
 * character each, as the textarea itself does, keeps the browser's and the
 * server's length limits in step.
 */
export const normalizeLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");

/**
 * Characters PostgreSQL cannot store: U+0000 (refused in text and jsonb) and
 * UTF-16 halves without their partner (a lone surrogate is not a character:
 * jsonb refuses its escape and text would silently store U+FFFD instead).
 * In `u` mode the class matches only unpaired surrogates.
 */
// eslint-disable-next-line no-control-regex -- NUL is the character this rule is about.
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

export const UNSAFE_TEXT_MESSAGE = "This contains a character that cannot be saved (an invisible control character or a broken symbol); please remove it";

/** True when the text holds nothing PostgreSQL refuses. */
export const isSafeText = (value: string) => !UNSTORABLE.test(value);

/**
 * True when a string anywhere in a value (array items, object keys and values)
 * is not safe text. Nesting deeper than 32 levels counts as unsafe: no form or
 * feed sends it, and it is not worth walking.
 */
export function hasUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isSafeText(value);
  if (value === null || typeof value !== "object") return false;
  if (depth > 32) return true;
  if (Array.isArray(value)) return value.some((item) => hasUnsafeText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => !isSafeText(key) || hasUnsafeText(item, depth + 1));
}

/** Shows where unstorable characters were, when a refused value is echoed back. */
export const markUnsafeText = (value: string) => value.replace(new RegExp(UNSTORABLE.source, "gu"), "\uFFFD");
