import { sql } from "drizzle-orm";
import { contentTypeForKey, type Storage } from "~/features/media/index.server";
import type { Database } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { quoted, readMigrationState, readTableLayouts, type TableLayout } from "./database-layout.server";
import { BackupRefused, checkBackup, readBackupLines, RowChecker } from "./read-backup.server";

const BATCH = 500;

export type RestoreSummary = {
  rows: Record<string, number>;
  files: number;
  filesRemoved: number;
  /** False for a backup of the format before row checksums, whose rows were only counted. */
  rowChecksums: boolean;
};

/**
 * Replaces the database and the uploads with a backup's. The backup is read
 * once to check it first (refused before anything changes when it is
 * incomplete, damaged or from another schema version); then its files are
 * stored, every table is emptied and refilled in one transaction with its
 * sequences moved past the restored ids (the rows are checked against their
 * checksums again on the way, so a file changed since the check rolls it
 * back), and after that commits, files the backup does not have are removed.
 */
export async function restoreBackup(db: Database, storage: Storage, file: string): Promise<RestoreSummary> {
  const layouts = await readTableLayouts(db);
  const checked = await checkBackup(file, { migrations: await readMigrationState(db), tables: layouts });

  // Files first: storing them only adds (keys are content hashes), so a failure here leaves the database as it was.
  for await (const line of readBackupLines(file)) {
    if (line.kind === "file") await storage.put(line.value.key, Buffer.from(line.value.data, "base64"), contentTypeForKey(line.value.key));
  }

  const byName = new Map(layouts.map((layout) => [layout.name, layout]));
  const rows: Record<string, number> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${layouts.map((layout) => quoted(layout.name)).join(", ")} restart identity cascade`));
    // Triggers that record history (a listing's price and status events) stand aside: the backup holds it.
    await tx.execute(sql`select set_config('app.restoring', 'on', true)`);
    let table: TableLayout | undefined;
    let batch: string[] = [];
    const checker = new RowChecker(checked.rowChecksums);
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const columns = table.columns.map(quoted).join(", ");
      await tx.execute(
        sql`${sql.raw(`insert into ${quoted(table.name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${quoted(table.name)}, `)}${`[${batch.join(",")}]`}::json)`,
      );
      rows[table.name] = (rows[table.name] ?? 0) + batch.length;
      batch = [];
    };
    for await (const line of readBackupLines(file)) {
      if (line.kind !== "row" && line.kind !== "batch") checker.tableEnds(table?.name);
      if (line.kind === "table") {
        await flush();
        // Checked above: every table is this database's, with its columns, unless the file changed since.
        table = byName.get(line.value.name);
        if (!table) throw new BackupRefused("The backup file changed while it was being restored");
        rows[table.name] = 0;
      } else if (line.kind === "row") {
        if (line.table !== table?.name) throw new BackupRefused("The backup file changed while it was being restored");
        checker.row(line.rowJson);
        batch.push(line.rowJson);
        if (batch.length >= BATCH) await flush();
      } else if (line.kind === "batch") {
        checker.batch(line.value, table?.name);
      } else {
        await flush();
        table = undefined;
      }
    }
    await flush();
    for (const layout of layouts) {
      for (const { column, sequence } of layout.sequences) {
        await tx.execute(
          sql.raw(
            `select setval(${`'public.${quoted(sequence).replace(/'/g, "''")}'`}::regclass, coalesce((select max(${quoted(column)}) from ${quoted(layout.name)}), 0) + 1, false)`,
          ),
        );
      }
    }
  });

  const extra: string[] = [];
  for await (const key of storage.list()) if (!checked.keys.has(key)) extra.push(key);
  let filesRemoved = 0;
  for (const key of extra) {
    try {
      await storage.delete(key);
      filesRemoved += 1;
    } catch (error) {
      logger.error("A file the backup does not have could not be removed", { key, error });
    }
  }
  return { rows, files: checked.keys.size, filesRemoved, rowChecksums: checked.rowChecksums };
}
