/**
 * `npm run db:restore -- FILE_OR_DIR [--yes]`: replaces the database and the
 * uploads with a backup's (the newest in the folder, given a folder).
 * Migrations are applied first; a backup from another schema version, or an
 * incomplete or damaged one, is refused before anything changes. Asks for
 * confirmation on a terminal unless --yes. It may run while the server does,
 * on either engine: it goes through the running server's embedded database
 * (its socket) or PostgreSQL, the site's requests wait for its one
 * transaction, and the tables' triggers tell every process to forget what it
 * kept.
 *
 * Exit status: 0 when restored, 1 when declined at the prompt, refused or failed.
 */
import { createInterface } from "node:readline/promises";
import { ConfigError } from "../app/shared/config/env.server";
import { closeConnection, getConnection } from "../app/shared/db/client.server";
import { migrateDatabase } from "../app/shared/db/migrate.server";
import { getStorage } from "../app/features/media/index.server";
import { BackupRefused, resolveBackupFile, restoreBackup } from "../app/features/backup/index.server";

const args = process.argv.slice(2);
const source = args.find((arg) => !arg.startsWith("-"));
if (!source || args.includes("--help")) {
  console.error("Usage: npm run db:restore -- FILE_OR_DIR [--yes]   (a backup file, or a folder: its newest backup)");
  process.exit(source ? 0 : 1);
}

async function confirmed(file: string, where: string): Promise<boolean> {
  if (args.includes("--yes") || !process.stdin.isTTY) return true;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`Replace everything in ${where} with ${file}? Type "restore" to go on: `);
  prompt.close();
  return answer.trim() === "restore";
}

try {
  const file = await resolveBackupFile(source);
  const connection = getConnection();
  const storage = getStorage();
  if (!(await confirmed(file, `${connection.engine} (${connection.location}) and ${storage.location}`))) {
    // Declined: a script or an operator checking $? must not take it for a restore.
    console.error("Nothing was changed.");
    process.exitCode = 1;
  } else {
    await migrateDatabase();
    const started = Date.now();
    const summary = await restoreBackup(connection.db, storage, file);
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Restored ${file}: ${rows.toLocaleString("en-US")} rows in ${Object.keys(summary.rows).length} tables, ` +
        `${summary.files.toLocaleString("en-US")} files (${summary.filesRemoved} not in the backup removed), ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (!summary.rowChecksums) console.log("This backup was written before rows carried checksums: its rows were checked by count only.");
  }
} catch (error) {
  if (error instanceof BackupRefused) console.error(`Refused, nothing was changed: ${error.message}`);
  else console.error(error instanceof ConfigError ? error.message : `The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeConnection();
}
