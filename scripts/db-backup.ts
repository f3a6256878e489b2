/**
 * `npm run db:backup -- [--out FILE_OR_DIR] [--keep-days N]`: writes every
 * application table and every stored upload to one compressed file
 * (docs/decisions/0041-backups.md), by default into DATA_DIR/backups/. Into a
 * folder, it then deletes this site's backups there older than N days (30;
 * 0 keeps all). It may run while the server does: with the embedded database
 * it goes through the running server's socket, reading one consistent snapshot.
 *
 * Exit status: 0 when the backup is written, 1 otherwise, 130 or 143 when
 * stopped by Ctrl-C (SIGINT) or SIGTERM; no file is left behind.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { ConfigError, getConfig } from "../app/shared/config/env.server";
import { closeConnection, getConnection } from "../app/shared/db/client.server";
import { getStorage } from "../app/features/media/index.server";
import { backupTarget, partialFile, pruneBackups, writeBackup } from "../app/features/backup/index.server";

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

const INTERRUPTED = "Backup interrupted; nothing was written.";
/** How long an interrupted backup may take to stop at its next line before the process stops regardless. */
const STOP_WITHIN_MS = 5_000;
const interruption = new AbortController();
let file: string | undefined;
let told = false;
const tellInterrupted = () => {
  if (!told) console.error(INTERRUPTED);
  told = true;
};

/**
 * Ctrl-C or SIGTERM: the backup stops at its next line and removes its
 * temporary file. A second signal, or a backup still busy after a few
 * seconds (a slow query or upload), removes the file and exits at once.
 */
function interrupt(signal: NodeJS.Signals) {
  const code = signal === "SIGINT" ? 130 : 143;
  process.exitCode = code;
  const stopNow = () => {
    if (file) rmSync(partialFile(file), { force: true });
    tellInterrupted();
    process.exit(code);
  };
  if (interruption.signal.aborted) stopNow();
  interruption.abort(new Error(INTERRUPTED));
  setTimeout(stopNow, STOP_WITHIN_MS).unref();
}
process.on("SIGINT", interrupt);
process.on("SIGTERM", interrupt);

try {
  const config = getConfig();
  const connection = getConnection();
  const storage = getStorage();
  const target = out ?? `${path.join(config.dataDir, "backups")}/`;
  file = await backupTarget(target);
  console.log(`Backing up ${connection.engine} (${connection.location}) and uploads (${storage.location}) to ${file} …`);
  const started = Date.now();
  const summary = await writeBackup(connection.db, storage, file, { engine: connection.engine, signal: interruption.signal });
  // Written: from here on a signal stops the process as usual, and the backup stays.
  process.off("SIGINT", interrupt);
  process.off("SIGTERM", interrupt);
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
  if (interruption.signal.aborted) tellInterrupted();
  else console.error(error instanceof ConfigError ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode ||= 1;
} finally {
  await closeConnection();
}
