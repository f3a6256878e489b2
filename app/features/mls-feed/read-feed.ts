import { parseCsv } from "~/shared/lib/parse-csv";

/**
 * Reads an MLS feed file into records with the line each starts on: a RESO
 * Web API response (`{ "value": [ … ] }`, or a bare array) or a CSV file
 * whose header row holds RESO field names. A JSON record also carries its
 * index in the array, which names it when the whole file is one line.
 */
export type FeedRecord = { line: number; index?: number; record: Record<string, unknown> };
export type FeedFailure = { line: number; index?: number; reason: string; listingKey?: string };

/** How a report names a row: a JSON record by its index in the array, a CSV row by its line. */
export function rowLabel(row: { line: number; index?: number }): string {
  return row.index === undefined ? `Line ${row.line}` : `Record ${row.index} (line ${row.line})`;
}
export type Feed = { format: "json" | "csv"; records: FeedRecord[]; failures: FeedFailure[] };

/** The whole file cannot be read (not JSON, no header, no `value` array). */
export class FeedError extends Error {}

/** JSON when the first character is `{` or `[`, else CSV (a file name's extension wins). */
export function detectFormat(text: string, fileName = ""): "json" | "csv" {
  if (/\.json$/i.test(fileName)) return "json";
  if (/\.csv$/i.test(fileName)) return "csv";
  return /^\uFEFF?\s*[[{]/.test(text) ? "json" : "csv";
}

/**
 * The line on which each element of the feed's array starts: the array that
 * is the root, or the value of the root object's "value" key.
 */
export function elementLines(text: string): number[] {
  const lines: number[] = [];
  const stack: string[] = [];
  let line = 1;
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let lastString = "";
  let key: string | null = null;
  let targetDepth = -1;
  let awaiting = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\n") line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') {
        inString = false;
        lastString = text.slice(stringStart, i);
      }
      continue;
    }
    if (awaiting && stack.length === targetDepth && !/[\s,\]]/.test(char)) {
      lines.push(line);
      awaiting = false;
    }
    if (char === '"') {
      inString = true;
      stringStart = i + 1;
    } else if (char === ":" && stack.length === 1 && stack[0] === "{") {
      key = lastString;
    } else if (char === "{" || char === "[") {
      const isTarget = char === "[" && targetDepth === -1 && (stack.length === 0 || (stack.length === 1 && stack[0] === "{" && key === "value"));
      stack.push(char);
      if (isTarget) {
        targetDepth = stack.length;
        awaiting = true;
      }
    } else if (char === "}" || char === "]") {
      if (stack.length === targetDepth) targetDepth = -2;
      stack.pop();
    } else if (char === ",") {
      if (stack.length === targetDepth) awaiting = true;
      if (stack.length === 1) key = null;
    }
  }
  return lines;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function readJson(text: string): Feed {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new FeedError(`The file is not valid JSON: ${(error as Error).message}`);
  }
  const items = Array.isArray(parsed) ? parsed : isObject(parsed) && Array.isArray(parsed.value) ? parsed.value : undefined;
  if (!items) throw new FeedError('The JSON has no "value" array of listings (a RESO Web API response) and is not an array');
  const lines = elementLines(text);
  const feed: Feed = { format: "json", records: [], failures: [] };
  items.forEach((item: unknown, index) => {
    const line = lines[index] ?? 0;
    if (isObject(item)) feed.records.push({ line, index, record: item });
    else feed.failures.push({ line, index, reason: "The entry is not an object of RESO fields" });
  });
  return feed;
}

function readCsv(text: string): Feed {
  const { records, error } = parseCsv(text);
  const [header, ...rows] = records;
  if (!header) throw new FeedError("The CSV file is empty: it needs a header row of RESO field names");
  const names = header.fields.map((name) => name.trim());
  if (!names.includes("ListingKey")) throw new FeedError("The CSV header has no ListingKey column");
  const feed: Feed = { format: "csv", records: [], failures: [] };
  for (const row of rows) {
    if (row.fields.length !== names.length) {
      feed.failures.push({ line: row.line, reason: `The row has ${row.fields.length} fields; the header has ${names.length}` });
      continue;
    }
    const record: Record<string, unknown> = {};
    names.forEach((name, index) => {
      const value = row.fields[index]!.trim();
      if (name && value !== "") record[name] = value;
    });
    feed.records.push({ line: row.line, record });
  }
  if (error) feed.failures.push({ line: error.line, reason: `${error.reason}; the rest of the file could not be read` });
  return feed;
}

/** Reads a feed; throws FeedError when the file as a whole cannot be read. */
export function readFeed(text: string, fileName = ""): Feed {
  return detectFormat(text, fileName) === "json" ? readJson(text) : readCsv(text);
}
