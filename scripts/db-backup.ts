/**
 * `npm run db:backup -- [--out FILE_OR_DIR] [--keep-days N]`: writes every
 * application table and every stored upload to one compressed file
 * (docs/decisions/0041-backups.md), by default into DATA_DIR/backups/. Into a
 * folder, it then deletes this site's backups there older than N days (30;
 * 0 keeps all). With the embedded database, stop the server first: only one
 * process may open its folder.
 *
 * Exit status: 0 when the backup is written, 1 otherwise (no file is left behind).
 */
import path from "node:path";
import { ConfigError, getConfig } from "../app/shared/config/env.server";
import { closeConnection, getConnection } from "../app/shared/db/client.server";
import { getStorage } from "../app/features/media/storage.server";
import { pruneBackups } from "../app/features/backup/prune-backups.server";
import { backupTarget, writeBackup } from "../app/features/backup/write-backup.server";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  console.log("Usage: npm run db:backup -- [--out FILE_OR_DIR] [--keep-days N]   (default: DATA_DIR/backups/, 30 days)");
  process.exit(0);
}
const outIndex = args.indexOf("--out");
const out = outIndex === -1 ? undefined : args[outIndex + 1];
if (outIndex !== -1 && !out) {
  console.error("--out needs a file or folder");
  process.exit(1);
}
const keepIndex = args.indexOf("--keep-days");
const keepDays = keepIndex === -1 ? 30 : Number(args[keepIndex + 1]);
if (!Number.isInteger(keepDays) || keepDays < 0) {
  console.error("--keep-days needs a whole number of days (0 keeps every backup)");
  process.exit(1);
}

try {
  const config = getConfig();
  const connection = getConnection();
  const storage = getStorage();
  const target = out ?? `${path.join(config.dataDir, "backups")}/`;
  const file = await backupTarget(target);
  console.log(`Backing up ${connection.engine} (${connection.location}) and uploads (${storage.location}) to ${file} …`);
  const started = Date.now();
  const summary = await writeBackup(connection.db, storage, file, { engine: connection.engine });
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written: ${rows.toLocaleString("en-US")} rows in ${Object.keys(summary.rows).length} tables, ` +
      `${summary.files.toLocaleString("en-US")} files, ${(summary.bytes / 1_048_576).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  // Only a folder of backups is pruned, never around a file named on purpose.
  if (file.startsWith(path.join(target, path.sep))) {
    const removed = await pruneBackups(path.dirname(file), keepDays);
    if (removed.length > 0) console.log(`Removed ${removed.length} backup(s) older than ${keepDays} days: ${removed.join(", ")}`);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeConnection();
}
