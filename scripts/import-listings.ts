/**
 * `npm run import:listings -- FILE`: imports an MLS feed, a RESO Web API
 * response (JSON, its `value` array) or a CSV file with RESO column names.
 * Listings are upserted by ListingKey, approved and attributed to their
 * listing agent and office; a bad row is reported on one line with its place
 * (a JSON record's index, a CSV line) and reason, and the rest go on. Running
 * the same file twice changes nothing.
 *
 * Exit status: 0 when every row was imported, 2 when some rows were refused,
 * 1 when the file could not be read at all or the database server went away
 * (the message names the row it reached; running the file again finishes it).
 */
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { ConfigError } from "../app/shared/config/env.server";
import { closeConnection, getConnection } from "../app/shared/db/client.server";
import { migrateDatabase } from "../app/shared/db/migrate.server";
import { connectionReason, DatabaseGone, databaseReason, importListingFile, type ImportSummary } from "~/features/mls-feed/index.server";
import { isConnectionLost } from "../app/shared/db/postgres-errors";
import { FeedError, rowLabel } from "~/features/mls-feed/index.server";
import { oneLine } from "../app/shared/forms/text";

const file = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
if (!file || process.argv.includes("--help")) {
  console.error("Usage: npm run import:listings -- FILE   (a RESO Web API JSON response or a CSV with RESO column names)");
  process.exit(file ? 0 : 1);
}
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(1);
}

const tty = process.stdout.isTTY;
const number = (value: number) => value.toLocaleString("en-US");
let lastPlain = -1;

/** A bar on a terminal; otherwise a plain line every tenth of the way. */
function progress(done: number, total: number) {
  const share = total === 0 ? 1 : done / total;
  if (tty) {
    const width = 30;
    const filled = Math.round(share * width);
    process.stdout.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${Math.round(share * 100)}%  ${number(done)} / ${number(total)} rows`);
    if (done >= total) process.stdout.write("\n");
    return;
  }
  const tenth = Math.floor(share * 10);
  if (tenth !== lastPlain) {
    lastPlain = tenth;
    console.log(`Imported ${number(done)} of ${number(total)} rows`);
  }
}

function report(summary: ImportSummary, seconds: number) {
  for (const failure of summary.failed) {
    console.log(`${rowLabel(failure)}${failure.listingKey ? ` (ListingKey ${oneLine(failure.listingKey)})` : ""}: ${oneLine(failure.reason)}`);
  }
  // Imported rows whose photos could not be queued: not failures of the row, so they do not change the exit status.
  for (const left of summary.photosLeftOut ?? []) console.log(`${rowLabel(left)} (ListingKey ${oneLine(left.listingKey ?? "")}): ${oneLine(left.reason)}`);
  console.log(
    `${number(summary.total)} rows in ${seconds.toFixed(1)} s: ${number(summary.created)} created, ${number(summary.updated)} updated, ` +
      `${number(summary.unchanged)} unchanged, ${number(summary.failed.length)} failed.`,
  );
}

function stopReason(error: unknown): string {
  if (error instanceof FeedError || error instanceof ConfigError) return error.message;
  if (error instanceof DatabaseGone) {
    return `the import stopped: ${error.message}, after ${number(error.imported)} rows were imported. Run the same file again once the database is back; rows already imported stay as they are.`;
  }
  if (isConnectionLost(error)) return `the import stopped: the database server went away or could not be reached (${connectionReason(error)}).`;
  return `the import stopped: ${databaseReason(error)}`;
}

try {
  await migrateDatabase();
  console.log(`Importing ${file} into ${getConnection().location}`);
  const started = performance.now();
  const summary = await importListingFile(file, { onProgress: progress });
  report(summary, (performance.now() - started) / 1000);
  process.exitCode = summary.failed.length > 0 ? 2 : 0;
} catch (error) {
  if (tty) process.stdout.write("\n");
  // One line, never a stack or a query: the file's problem, a database that went away, or why the database stopped the import.
  console.error(`${file}: ${stopReason(error)}`);
  process.exitCode = 1;
} finally {
  await closeConnection();
}
