/**
 * A backup is one gzip-compressed file of JSON lines
 * (docs/decisions/0041-backups.md):
 *
 *   {"kind":"header","format":1,"createdAt":…,"migrations":[…],"tables":[…]}
 *   {"kind":"table","name":"listings","columns":[…]}
 *   {"t":"listings","r":{…one row, as PostgreSQL's row_to_json wrote it…}}
 *   …every table in foreign-key order, parents first…
 *   {"kind":"file","key":"<hash>/960.webp","size":…,"sha256":…,"data":"<base64>"}
 *   {"kind":"end","rows":{"listings":…},"files":…}
 *
 * The end line comes last and counts everything before it: a file without
 * it, or whose counts differ, is incomplete and is refused.
 */
export const BACKUP_FORMAT = 1;
export const BACKUP_EXTENSION = ".backup.jsonl.gz";

export type BackupHeader = { kind: "header"; format: number; createdAt: string; engine: string; migrations: string[]; tables: string[] };
export type TableStart = { kind: "table"; name: string; columns: string[] };
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

/** `sugar-apple-2026-11-23T221500Z.backup.jsonl.gz` */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return `sugar-apple-${stamp}${BACKUP_EXTENSION}`;
}
