/**
 * `npm run feed:sync`: one pass of the MLS feed sync (MLS_API_URL and its
 * credentials), with a line per page, then the photos it queued, fetched
 * here with a line per round. Another process running a pass (the server's
 * schedule) makes this one wait for nothing: it says so and exits.
 *
 * Options: --reconcile (compare every ListingKey with the feed now, not only
 * once a day), --no-photos (leave the photos to the server's fetcher).
 * Exit status: 0 when the pass succeeded, 2 when it ran with problems
 * reported, 1 when it stopped or could not start.
 */
import { ConfigError, getConfig } from "../app/shared/config/env.server";
import { closeConnection, getConnection } from "../app/shared/db/client.server";
import { migrateDatabase } from "../app/shared/db/migrate.server";
import { countPendingPhotos, fetchDuePhotos, runFeedSync } from "~/features/mls-feed/index.server";
import { oneLine } from "../app/shared/forms/text";

const args = process.argv.slice(2);
if (args.includes("--help")) {
  console.log("Usage: npm run feed:sync -- [--reconcile] [--no-photos]");
  process.exit(0);
}

try {
  const settings = getConfig().mls;
  if (!settings.apiUrl) {
    console.error("MLS_API_URL is not set: there is no feed to sync (see README, The MLS feed).");
    process.exitCode = 1;
  } else {
    await migrateDatabase();
    console.log(`Syncing ${settings.apiUrl} into ${getConnection().location}`);
    const report = await runFeedSync({ reconcile: args.includes("--reconcile") ? "always" : "auto", onProgress: (line) => console.log(oneLine(line)) });
    if (!report.claimed) {
      console.log("Another process is running a pass now; nothing to do.");
    } else {
      if (!args.includes("--no-photos")) {
        let pending = await countPendingPhotos();
        if (pending > 0) console.log(`Fetching ${pending} photos`);
        while (pending > 0) {
          const round = await fetchDuePhotos();
          for (const failure of round.failed) console.log(`  ListingKey ${oneLine(failure.key)}, photo ${oneLine(failure.media)}: ${oneLine(failure.reason)}`);
          if (round.ready + round.retried + round.failed.length === 0) break;
          pending = await countPendingPhotos();
          console.log(`Photos: ${round.ready} stored, ${round.retried} to retry later, ${round.failed.length} skipped; ${pending} waiting`);
        }
      }
      process.exitCode = report.status === "failed" ? 1 : report.errors.length > 0 ? 2 : 0;
    }
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `The sync stopped: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
  process.exitCode = 1;
} finally {
  await closeConnection();
}
