/**
 * `npm run db:backup -- [--out FILE_OR_DIR]`: writes every application table
 * and every stored upload to one compressed file (docs/decisions/0041-backups.md),
 * by default into DATA_DIR/backups/. With the embedded database, stop the
 * server first: only one process may open its folder.
 *
 * Exit status: 0 when the backup is written, 1 otherwise (no file is left behind).
 */
import path from "node:path";
import { ConfigError, getConfig } from "../app/shared/config/env.server";
import { closeConnection, getConnection } from "../app/shared/db/client.server";
import { getStorage } from "../app/features/media/storage.server";
import { backupTarget, writeBackup } from "../app/features/backup/write-backup.server";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  console.log("Usage: npm run db:backup -- [--out FILE_OR_DIR]   (default: DATA_DIR/backups/)");
  process.exit(0);
}
const outIndex = args.indexOf("--out");
const out = outIndex === -1 ? undefined : args[outIndex + 1];
if (outIndex !== -1 && !out) {
  console.error("--out needs a file or folder");
  process.exit(1);
}

try {
  const config = getConfig();
  const connection = getConnection();
  const storage = getStorage();
  const file = await backupTarget(out ?? `${path.join(config.dataDir, "backups")}/`);
  console.log(`Backing up ${connection.engine} (${connection.location}) and uploads (${storage.location}) to ${file} …`);
  const started = Date.now();
  const summary = await writeBackup(connection.db, storage, file, { engine: connection.engine });
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written: ${rows.toLocaleString("en-US")} rows in ${Object.keys(summary.rows).length} tables, ` +
      `${summary.files.toLocaleString("en-US")} files, ${(summary.bytes / 1_048_576).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeConnection();
}
