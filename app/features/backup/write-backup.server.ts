import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Storage } from "~/features/media/index.server";
import type { Database } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { BACKUP_FORMAT, backupFileName, RowDigest, rowLine, type BackupEnd, type BackupHeader, type FileEntry, type TableStart } from "./backup-format";
import { quoted, readMigrationState, readTableLayouts } from "./database-layout.server";

const BATCH = 1_000;

export type BackupSummary = { file: string; rows: Record<string, number>; files: number; bytes: number };

/** Where `--out` puts the backup: inside it when it is a folder (or ends with a slash), else that very file. */
export async function backupTarget(out: string, now = new Date()): Promise<string> {
  const isFolder = out.endsWith("/") || out.endsWith(path.sep) || (await stat(out).then((info) => info.isDirectory(), () => false));
  // A file named on purpose is written under exactly that name: a script that copies it afterwards looks for it there.
  return isFolder ? path.join(out, backupFileName(now)) : out;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The temporary name a backup is written under until it is complete. */
export const partialFile = (file: string) => `${file}.partial`;

/**
 * Writes every application table, a batch of rows at a time from one
 * consistent snapshot, then every stored upload, to `file` (written under a
 * temporary name and renamed at the end, so a backup cut short never looks
 * finished). When `signal` aborts, the backup stops at its next line,
 * removes the temporary file and throws the signal's reason.
 */
export async function writeBackup(
  db: Database,
  storage: Storage,
  file: string,
  options: { engine?: string; now?: Date; signal?: AbortSignal } = {},
): Promise<BackupSummary> {
  const { signal } = options;
  signal?.throwIfAborted();
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = partialFile(file);
  const gzip = createGzip();
  const output = createWriteStream(partial);
  gzip.pipe(output);
  const write = async (line: string) => {
    signal?.throwIfAborted();
    if (!gzip.write(`${line}\n`)) await once(gzip, "drain");
  };

  try {
    const rows: Record<string, number> = {};
    await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      const layouts = await readTableLayouts(tx);
      const header: BackupHeader = {
        kind: "header",
        format: BACKUP_FORMAT,
        createdAt: (options.now ?? new Date()).toISOString(),
        engine: options.engine ?? "postgresql",
        migrations: await readMigrationState(tx),
        tables: layouts.map((layout) => layout.name),
      };
      await write(JSON.stringify(header));
      for (const layout of layouts) {
        const start: TableStart = { kind: "table", name: layout.name, columns: layout.columns };
        await write(JSON.stringify(start));
        let count = 0;
        const digest = new RowDigest();
        const columns = layout.columns.map(quoted).join(", ");
        await tx.execute(sql.raw(`declare backup_rows no scroll cursor for select row_to_json(r)::text as line from (select ${columns} from ${quoted(layout.name)}) r`));
        for (;;) {
          const { rows: batch } = await rawQuery<{ line: string }>(tx, sql.raw(`fetch ${BATCH} from backup_rows`));
          for (const row of batch) {
            await write(rowLine(layout.name, row.line));
            digest.add(row.line);
          }
          if (batch.length > 0) await write(JSON.stringify(digest.close(layout.name)));
          count += batch.length;
          if (batch.length < BATCH) break;
        }
        rows[layout.name] = count;
        await tx.execute(sql.raw("close backup_rows"));
      }
    });

    let files = 0;
    for await (const key of storage.list()) {
      const object = await storage.get(key);
      if (!object) continue; // removed since it was listed
      const bytes = await readAll(object.body);
      const entry: FileEntry = { kind: "file", key, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex"), data: bytes.toString("base64") };
      await write(JSON.stringify(entry));
      files += 1;
    }
    const end: BackupEnd = { kind: "end", rows, files };
    await write(JSON.stringify(end));
    gzip.end();
    await finished(output);
    signal?.throwIfAborted();
    await rename(partial, file);
    return { file, rows, files, bytes: (await stat(file)).size };
  } catch (error) {
    gzip.destroy();
    output.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
