import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runFeedSync } from "./feed-sync.server";
import { testMlsSettings } from "./feed-test-settings";
import { ResoClient } from "./reso-client.server";
import { resoProperty, startResoTestServer, type ResoTestServer } from "./reso-test-server";
import { readSyncProgress } from "./sync-progress.server";
import { syncProgressCounts, syncProgressTitle } from "./sync-progress";

let feed: ResoTestServer;
beforeEach(async () => {
  feed = await startResoTestServer();
});
afterEach(async () => {
  await feed.close();
});

const admin = { id: "00000000-0000-4000-8000-000000000001", email: "admin@example.test", emailVerified: true, role: "admin" as const, status: "active" as const };
const agent = { ...admin, role: "agent" as const };

async function progress() {
  const result = await readSyncProgress(admin);
  if (!result.success) throw new Error(result.error);
  return result.data;
}

describe("a sync run's progress", () => {
  it("is written as the pass goes, a page at a time: its stage, records read, saved and skipped; then its outcome", async () => {
    feed.records.push(...["K1", "K2", "K3", "K4", "K5"].map((key, index) => resoProperty(key, `2026-03-01T0${index}:00:00.000Z`)));
    feed.records.push({ ListingKey: "BAD", ModificationTimestamp: "2026-03-01T06:00:00.000Z" });
    // The second page is answered only once the test has seen the pass waiting for it.
    let answerSecondPage = () => undefined as void;
    const secondPageMayGo = new Promise<void>((resolve) => (answerSecondPage = resolve));
    feed.beforePage = (skip) => (skip === 2 ? secondPageMayGo : Promise.resolve());
    expect(await progress()).toBeNull();
    const settings = testMlsSettings(feed.url);
    const client = new ResoClient(settings);
    const pass = runFeedSync({ settings, client, pageSize: 2, reconcile: "never" }).finally(() => client.close());

    // While the second page is read, the first is saved and counted.
    const seen: string[] = [];
    try {
      for (let tries = 0; tries < 200; tries += 1) {
        const run = await progress();
        if (run?.status === "running" && run.pages === 1 && run.stage === "reading") {
          expect(run).toMatchObject({ read: 2, created: 2, skipped: 0 });
          seen.push(syncProgressTitle(run));
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      answerSecondPage();
    }
    expect(seen).toEqual(["Sync running: Reading page 2 from the feed…"]);

    expect(await pass).toMatchObject({ status: "succeeded" });
    const done = await progress();
    expect(done).toMatchObject({ status: "succeeded", stage: null, pages: 3, read: 6, created: 5, skipped: 1, errorCount: 1 });
    expect(syncProgressTitle(done)).toBe("Sync finished");
    expect(syncProgressCounts(done)).toBe("6 records read from 3 pages · 5 saved (5 new, 0 changed, 0 removed) · 1 skipped · 0 photos queued · 1 problem");
  });

  it("is shown only to those who manage the feed", async () => {
    expect(await readSyncProgress(agent)).toMatchObject({ success: false, code: "forbidden" });
  });
});
