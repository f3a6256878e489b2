import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import {
  BACKUP_EXTENSION,
  FIRST_FORMAT_WITH_ROW_CHECKSUMS,
  READABLE_FORMATS,
  readRowLine,
  RowDigest,
  type BackupEnd,
  type BackupHeader,
  type FileEntry,
  type RowBatch,
  type TableStart,
} from "./backup-format";

/** A backup that must not be restored; the message says why, and nothing has been changed. */
export class BackupRefused extends Error {}

export type BackupLine =
  | { kind: "header"; value: BackupHeader }
  | { kind: "table"; value: TableStart }
  | { kind: "row"; table: string; rowJson: string }
  | { kind: "batch"; value: RowBatch }
  | { kind: "file"; value: FileEntry }
  | { kind: "end"; value: BackupEnd };

/** The file a restore reads: FILE itself, or the newest backup in the folder FILE_OR_DIR. */
export async function resolveBackupFile(fileOrDir: string): Promise<string> {
  const info = await stat(fileOrDir).catch(() => null);
  if (!info) throw new BackupRefused(`No such backup file or folder: ${fileOrDir}`);
  if (!info.isDirectory()) return fileOrDir;
  const names = (await readdir(fileOrDir)).filter((name) => name.endsWith(BACKUP_EXTENSION)).sort();
  if (names.length === 0) throw new BackupRefused(`No backup (*${BACKUP_EXTENSION}) in ${fileOrDir}`);
  return path.join(fileOrDir, names.at(-1)!);
}

function parse(line: string, number: number): BackupLine {
  const row = readRowLine(line);
  if (row) return { kind: "row", ...row };
  let value: { kind?: unknown };
  try {
    value = JSON.parse(line) as { kind?: unknown };
  } catch {
    throw new BackupRefused(`The backup is damaged: line ${number} is not JSON`);
  }
  switch (value.kind) {
    case "header":
    case "table":
    case "batch":
    case "file":
    case "end":
      return { kind: value.kind, value } as BackupLine;
    default:
      throw new BackupRefused(`The backup is damaged: line ${number} is not a backup line`);
  }
}

/** Every line of a backup in order; a damaged or truncated compressed stream is refused. */
export async function* readBackupLines(file: string): AsyncGenerator<BackupLine> {
  const gunzip = createGunzip();
  const input = createReadStream(file).on("error", (error) => gunzip.destroy(error));
  const lines = createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const line of lines) {
      number += 1;
      if (line) yield parse(line, number);
    }
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupRefused(`The backup is incomplete or damaged (${reason})`);
  } finally {
    lines.close();
    input.destroy();
  }
}

/**
 * Checks each batch of a table's rows against the checksum line that
 * follows it (formats with row checksums); in a format-1 backup rows are
 * only counted. Throws BackupRefused at the first batch that does not match.
 */
export class RowChecker {
  private digest = new RowDigest();
  private firstRow = 1;

  constructor(readonly checksums: boolean) {}

  static forHeader(header: BackupHeader): RowChecker {
    return new RowChecker(header.format >= FIRST_FORMAT_WITH_ROW_CHECKSUMS);
  }

  row(rowJson: string) {
    if (this.checksums) this.digest.add(rowJson);
  }

  batch(line: RowBatch, table: string | undefined) {
    if (!this.checksums || line.table !== table) throw new BackupRefused(`The backup is damaged: a checksum of ${line.table} rows is out of place`);
    const found = this.digest.close(line.table);
    if (found.rows !== line.rows) {
      throw new BackupRefused(`The backup is incomplete or damaged: ${table} has ${found.rows} rows where their checksum counts ${line.rows}`);
    }
    if (found.sha256 !== line.sha256) {
      const last = this.firstRow + found.rows - 1;
      throw new BackupRefused(`The backup is damaged: rows ${this.firstRow.toLocaleString("en-US")} to ${last.toLocaleString("en-US")} of ${table} do not match their checksum`);
    }
    this.firstRow += found.rows;
  }

  /** The rows of `table` are over: none may be left without a checksum. */
  tableEnds(table: string | undefined) {
    if (table !== undefined && this.digest.rows > 0) {
      throw new BackupRefused(`The backup is incomplete or damaged: the last ${this.digest.rows} rows of ${table} have no checksum`);
    }
    this.firstRow = 1;
  }
}

export type CheckedBackup = { header: BackupHeader; end: BackupEnd; keys: Set<string>; rowChecksums: boolean };

/**
 * Reads the whole backup once without changing anything: a header of a
 * readable format for exactly these migrations and tables, tables in their
 * order, every batch of rows and every file against its checksum, and an
 * end line whose counts match.
 */
export async function checkBackup(file: string, expected: { migrations: string[]; tables: { name: string; columns: string[] }[] }): Promise<CheckedBackup> {
  const tableNames = expected.tables.map((table) => table.name);
  let header: BackupHeader | undefined;
  let end: BackupEnd | undefined;
  let current: string | undefined;
  let checker = new RowChecker(false);
  const rows: Record<string, number> = {};
  const keys = new Set<string>();
  for await (const line of readBackupLines(file)) {
    if (end) throw new BackupRefused("The backup is damaged: something follows its end");
    if (!header) {
      if (line.kind !== "header") throw new BackupRefused("This is not a backup of this site (no header)");
      header = line.value;
      if (!READABLE_FORMATS.includes(header.format)) {
        throw new BackupRefused(`This backup's format (${String(header.format)}) is not one this version reads (${READABLE_FORMATS.join(", ")})`);
      }
      checker = RowChecker.forHeader(header);
      if (JSON.stringify(header.migrations) !== JSON.stringify(expected.migrations)) {
        throw new BackupRefused(
          `This backup is from another schema version (${header.migrations.length} migrations; this database has ${expected.migrations.length}). ` +
            "Restore it with the version of the site that made it.",
        );
      }
      if (JSON.stringify(header.tables) !== JSON.stringify(tableNames)) {
        throw new BackupRefused("This backup's tables are not this database's tables");
      }
      continue;
    }
    if (line.kind !== "row" && line.kind !== "batch") {
      checker.tableEnds(current);
    }
    if (line.kind === "table") {
      const next = header.tables[Object.keys(rows).length];
      if (line.value.name !== next) throw new BackupRefused(`The backup is damaged: table ${line.value.name} is out of place`);
      const columns = expected.tables.find((table) => table.name === next)?.columns ?? [];
      if (JSON.stringify(line.value.columns) !== JSON.stringify(columns)) throw new BackupRefused(`The columns of ${next} in the backup differ from this database's`);
      current = next;
      rows[current] = 0;
    } else if (line.kind === "row") {
      if (line.table !== current) throw new BackupRefused(`The backup is damaged: a row of ${line.table} is out of place`);
      rows[current] = (rows[current] ?? 0) + 1;
      checker.row(line.rowJson);
    } else if (line.kind === "batch") {
      checker.batch(line.value, current);
    } else if (line.kind === "file") {
      current = undefined;
      const bytes = Buffer.from(line.value.data, "base64");
      if (bytes.length !== line.value.size || createHash("sha256").update(bytes).digest("hex") !== line.value.sha256) {
        throw new BackupRefused(`The backup is damaged: the file ${line.value.key} does not match its checksum`);
      }
      keys.add(line.value.key);
    } else if (line.kind === "end") {
      current = undefined;
      end = line.value;
    } else {
      throw new BackupRefused("The backup is damaged: a second header");
    }
  }
  if (!header) throw new BackupRefused("The backup is empty");
  if (!end) throw new BackupRefused("The backup is incomplete: it has no end (the backup was cut short)");
  const complete =
    Object.keys(rows).length === header.tables.length &&
    header.tables.every((table) => end!.rows[table] === rows[table]) &&
    Object.keys(end.rows).length === header.tables.length &&
    end.files === keys.size;
  if (!complete) throw new BackupRefused("The backup is incomplete: its contents do not match the counts at its end");
  return { header, end, keys, rowChecksums: checker.checksums };
}
