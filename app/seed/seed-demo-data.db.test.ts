import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { resetStorageForTests } from "~/features/media/storage.server";
import { resetConfigForTests } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { seedDemoData } from "./seed-demo-data.server";

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "seed-demo-"));
  vi.stubEnv("STORAGE_LOCATION", folder);
  vi.stubEnv("DEMO_DATA", "true");
  resetConfigForTests();
  resetStorageForTests();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  resetStorageForTests();
  await rm(folder, { recursive: true, force: true, maxRetries: 5 });
});

// The test setup fails any query issued on a connection already running one: loading the demo data issues none.
// Drawing every demo picture takes about a minute on two quiet cores and several when the machine is busy.
it("loads the demo data once, one query at a time on each connection, and a second load adds nothing and says so", async () => {
  const pictures: Array<[number, number]> = [];
  const first = await seedDemoData({ onPicture: (made, total) => pictures.push([made, total]) });
  expect(first.added).toBe(true);
  // Progress counts every picture drawn, one by one, up to the total it announced.
  const total = pictures[0]![1];
  expect(total).toBeGreaterThan(0);
  expect(pictures).toEqual(Array.from({ length: total }, (_, at) => [at + 1, total]));
  const count = async () => (await rawQuery<{ count: number }>(getDb(), sql`select count(*)::int as count from listings`)).rows[0]!.count;
  const listings = await count();
  expect(listings).toBeGreaterThan(0);
  const second = await seedDemoData({ onPicture: () => expect.fail("no picture is drawn again") });
  expect(second.added).toBe(false);
  expect(await count()).toBe(listings);
}, 300_000);
