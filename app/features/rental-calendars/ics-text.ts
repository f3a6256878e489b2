/**
 * RFC 5545 content-line helpers shared by the writer and the reader: text
 * escaping (§3.3.11), line folding at 75 octets and unfolding (§3.1), and
 * splitting a content line into name, parameters and value.
 */

export const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/** Escapes a TEXT value: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Reverses escapeText; also accepts the common non-standard `\:`. */
export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,:nN])/g, (_match, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

/**
 * Folds one content line so that no physical line exceeds 75 octets
 * (UTF-8), never splitting a multi-byte character. Continuation lines start
 * with one space, which counts towards their 75.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** Joins folded lines (CRLF, LF or CR endings; a continuation starts with a space or tab). */
export function unfoldLines(body: string): string[] {
  const lines: string[] = [];
  for (const physical of body.split(/\r\n|\n|\r/)) {
    if ((physical.startsWith(" ") || physical.startsWith("\t")) && lines.length > 0) {
      lines[lines.length - 1] += physical.slice(1);
    } else if (physical.trim() !== "") {
      lines.push(physical);
    }
  }
  return lines;
}

export type ContentLine = {
  /** Upper-cased property name, e.g. "DTSTART". */
  name: string;
  /** Upper-cased parameter names; values without surrounding quotes. */
  params: Record<string, string>;
  value: string;
};

/**
 * Splits `NAME;PARAM=value;PARAM="quoted:value":VALUE`. Colons and
 * semicolons inside quoted parameter values do not count. Null when the
 * line has no colon.
 */
export function parseContentLine(line: string): ContentLine | null {
  let inQuotes = false;
  let valueStart = -1;
  const separators: number[] = [];
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && char === ";") separators.push(index);
    else if (!inQuotes && char === ":") {
      valueStart = index;
      break;
    }
  }
  if (valueStart < 0) return null;
  const head = line.slice(0, valueStart);
  const cuts = [...separators, valueStart];
  const name = head.slice(0, cuts[0]).trim().toUpperCase();
  if (name === "") return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < separators.length; index += 1) {
    const raw = line.slice(separators[index]! + 1, cuts[index + 1]);
    const equals = raw.indexOf("=");
    if (equals < 0) continue;
    const key = raw.slice(0, equals).trim().toUpperCase();
    params[key] = raw.slice(equals + 1).trim().replace(/^"(.*)"$/, "$1");
  }
  return { name, params, value: line.slice(valueStart + 1) };
}
