import { parseCsv } from "~/shared/lib/parse-csv";
import { AGENT_LIMITS, AGENT_MESSAGES as MESSAGES } from "./agent-rules";

/**
 * Reads a bulk agent file (CSV or JSON) into rows, each with the line it
 * starts on, so that a bad row can be reported alone. Pure: no database.
 *
 * CSV: a header line naming the columns (name, title, email, phone, bio,
 * languages, specialities, status, sortOrder; case and spaces ignored), one
 * agent per record; lists are comma-separated inside a quoted field.
 * JSON: a list of agent objects, or `{ "agents": [...] }`.
 */
export const BULK_FORMATS = ["csv", "json"] as const;
export type BulkFormat = (typeof BULK_FORMATS)[number];

export type BulkRow = {
  /** 1-based position among the file's agents. */
  row: number;
  /** The line the agent starts on in the file. */
  line: number;
  input: Record<string, unknown>;
};

export type BulkFile = { success: true; rows: BulkRow[] } | { success: false; error: string };

const COLUMN_ALIASES: Record<string, string> = {
  name: "name",
  fullname: "name",
  title: "title",
  email: "email",
  emailaddress: "email",
  phone: "phone",
  bio: "bio",
  languages: "languages",
  specialities: "specialities",
  specialties: "specialities",
  status: "status",
  sortorder: "sortOrder",
  order: "sortOrder",
};

const columnName = (header: string) => COLUMN_ALIASES[header.toLowerCase().replace(/[\s_-]+/g, "")];

function readCsv(text: string): BulkFile {
  const { records, error } = parseCsv(text);
  const [header, ...body] = records;
  if (!header) return { success: false, error: MESSAGES.bulkEmpty };
  const columns = header.fields.map((field) => columnName(field.trim()));
  if (!columns.includes("name") || !columns.includes("email")) return { success: false, error: MESSAGES.bulkCsvHeader };
  const rows: BulkRow[] = body.map((record, index) => {
    const input: Record<string, unknown> = {};
    columns.forEach((column, position) => {
      if (column) input[column] = record.fields[position] ?? "";
    });
    return { row: index + 1, line: record.line, input };
  });
  if (error) {
    // An unclosed quote ends the file there: that row is reported, the ones before it stand.
    rows.push({ row: rows.length + 1, line: error.line, input: { __error: `${error.reason} (line ${error.line})` } });
  }
  return { success: true, rows };
}

/** The line each element of the agents list starts on, by scanning the text once. */
function elementLines(text: string, listDepth: number): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let expectValue = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\n") line++;
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === listDepth && expectValue && !/[\s,\]]/.test(char)) {
      lines.push(line);
      expectValue = false;
    }
    if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      depth++;
      if (depth === listDepth && char === "[") expectValue = true;
    } else if (char === "}" || char === "]") depth--;
    else if (char === "," && depth === listDepth) expectValue = true;
  }
  return lines;
}

function readJson(text: string): BulkFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return { success: false, error: MESSAGES.bulkJson };
  }
  const wrapped = parsed !== null && typeof parsed === "object" && !Array.isArray(parsed);
  const list = wrapped ? (parsed as { agents?: unknown }).agents : parsed;
  if (!Array.isArray(list)) return { success: false, error: MESSAGES.bulkJson };
  const lines = elementLines(text, wrapped ? 2 : 1);
  const linesFit = lines.length === list.length;
  const rows = list.map((entry, index): BulkRow => {
    const line = linesFit ? lines[index]! : 1;
    if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
      return { row: index + 1, line, input: { __error: MESSAGES.bulkJsonRow } };
    }
    return { row: index + 1, line, input: entry as Record<string, unknown> };
  });
  return { success: true, rows };
}

export function readBulkFile(text: string, format: string): BulkFile {
  if (format !== "csv" && format !== "json") return { success: false, error: MESSAGES.bulkFormat };
  if (new TextEncoder().encode(text).length > AGENT_LIMITS.bulkBytesMax) return { success: false, error: MESSAGES.bulkTooLarge };
  const file = format === "csv" ? readCsv(text) : readJson(text);
  if (!file.success) return file;
  if (file.rows.length === 0) return { success: false, error: MESSAGES.bulkEmpty };
  if (file.rows.length > AGENT_LIMITS.bulkRowsMax) return { success: false, error: MESSAGES.bulkTooManyRows };
  return file;
}

/** The format a file name or content type suggests, for uploads. */
export function guessBulkFormat(fileName: string, contentType = ""): BulkFormat | null {
  if (/\.json$/i.test(fileName) || contentType.includes("json")) return "json";
  if (/\.csv$/i.test(fileName) || contentType.includes("csv")) return "csv";
  return null;
}
