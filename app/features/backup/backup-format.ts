import { createHash, type Hash } from "node:crypto";

/**
 * A backup is one gzip-compressed file of JSON lines
 * (docs/decisions/0041-backups.md, 0067):
 *
 *   {"kind":"header","format":2,"createdAt":…,"migrations":[…],"tables":[…]}
 *   {"kind":"table","name":"listings","columns":[…]}
 *   {"t":"listings","r":{…one row, as PostgreSQL's row_to_json wrote it…}}
 *   …up to a thousand rows, then their checksum:
 *   {"kind":"batch","table":"listings","rows":1000,"sha256":…}
 *   …every table in foreign-key order, parents first…
 *   {"kind":"file","key":"<hash>/960.webp","size":…,"sha256":…,"data":"<base64>"}
 *   {"kind":"end","rows":{"listings":…},"files":…}
 *
 * The end line comes last and counts everything before it: a file without
 * it, or whose counts differ, is incomplete and is refused. A row that does
 * not match its batch's checksum is refused as damaged.
 */
export const BACKUP_FORMAT = 2;
/** Backups of this format and later carry a checksum per batch of rows; format 1 is still read (decision 0067). */
export const FIRST_FORMAT_WITH_ROW_CHECKSUMS = 2;
export const READABLE_FORMATS = [1, 2];
export const BACKUP_EXTENSION = ".backup.jsonl.gz";

export type BackupHeader = { kind: "header"; format: number; createdAt: string; engine: string; migrations: string[]; tables: string[] };
export type TableStart = { kind: "table"; name: string; columns: string[] };
export type RowBatch = { kind: "batch"; table: string; rows: number; sha256: string };
export type FileEntry = { kind: "file"; key: string; size: number; sha256: string; data: string };
export type BackupEnd = { kind: "end"; rows: Record<string, number>; files: number };

/** A row line, written around PostgreSQL's own JSON text so that no value passes through JavaScript numbers. */
export function rowLine(table: string, rowJson: string): string {
  return `{"t":${JSON.stringify(table)},"r":${rowJson}}`;
}

/** The table and the row's JSON text of a row line, or null when the line is not one. */
export function readRowLine(line: string): { table: string; rowJson: string } | null {
  const match = /^\{"t":"([a-z0-9_]+)","r":/.exec(line);
  if (!match || !line.endsWith("}")) return null;
  return { table: match[1]!, rowJson: line.slice(match[0].length, -1) };
}

/** The SHA-256 of a batch of rows: each row's JSON text as written, followed by a newline. */
export class RowDigest {
  private hash: Hash = createHash("sha256");
  rows = 0;

  add(rowJson: string) {
    this.hash.update(`${rowJson}\n`);
    this.rows += 1;
  }

  /** The batch's line, and a fresh digest for the next batch. */
  close(table: string): RowBatch {
    const batch: RowBatch = { kind: "batch", table, rows: this.rows, sha256: this.hash.digest("hex") };
    this.hash = createHash("sha256");
    this.rows = 0;
    return batch;
  }
}

/** `sugar-apple-2026-11-23T221500Z.backup.jsonl.gz` */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return `sugar-apple-${stamp}${BACKUP_EXTENSION}`;
}
