import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sessions } from "~/features/accounts/session.table";
import { addAgent } from "~/features/agents/agents.server";
import { agentFields } from "~/features/agents/agent-factory";
import { pageViews } from "~/features/analytics/page-view.table";
import { createTestBlog } from "~/features/blog/blog-factory";
import { calendarBlocks } from "~/features/rental-calendars/calendar-block.table";
import { createTestRental, requestStay } from "~/features/booking-requests/booking-test-helpers";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { addListingPhotos } from "~/features/listings/listing-photos.server";
import { listings } from "~/features/listings/listing.table";
import { storeTestImage, storedKeys } from "~/features/maintenance/maintenance-test-images";
import { CREDENTIALS, startFakeS3 } from "~/features/media/fake-s3";
import { createDiskStorage, createS3Storage, type Storage } from "~/features/media/storage.server";
import { createTestReview } from "~/features/testimonials/review-factory";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { BACKUP_EXTENSION } from "./backup-format";
import { readTableLayouts } from "./database-layout.server";
import { BackupRefused, resolveBackupFile } from "./read-backup.server";
import { restoreBackup } from "./restore-backup.server";
import { backupTarget, writeBackup } from "./write-backup.server";

let folder: string;
let storage: Storage;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "backup-"));
  storage = createDiskStorage(path.join(folder, "uploads"));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Every table's rows as PostgreSQL prints them, in a stable order. */
async function snapshotTables(): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const layout of await readTableLayouts(getDb())) {
    const { rows } = await rawQuery<{ line: string }>(getDb(), sql.raw(`select t::text as line from "${layout.name}" t order by 1`));
    snapshot[layout.name] = rows.map((row) => row.line);
  }
  return snapshot;
}

async function snapshotFiles(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const key of await storedKeys(storage)) files[key] = (await readFile(path.join(folder, "uploads", key))).toString("base64");
  return files;
}

/** Some of everything: listings with photos, a portrait, a post with a cover, a stay with its calendar block, a review, page views, a session. */
async function seed() {
  const agent = await createTestAgent();
  const listing = await createTestListing({ agentId: agent.id, features: ["Pool", "Ocean view"], details: { view: "Rendezvous Bay" } });
  await addListingPhotos(listing.id, [await storeTestImage(storage), await storeTestImage(storage)]);
  await addAgent(agentFields(), { photo: await storeTestImage(storage) });
  await createTestBlog({ coverImage: await storeTestImage(storage), tags: ["villas", "beaches"] });
  const rental = await createTestRental();
  const stay = await requestStay(rental.id, "2027-02-01", "2027-02-08");
  await getDb().insert(calendarBlocks).values({ listingId: rental.id, during: "[2027-02-01,2027-02-08)", kind: "stay", bookingRequestId: stay });
  await createTestReview();
  await getDb().insert(pageViews).values([{ path: "/" }, { path: "/about", referrer: "https://example.test/" }]);
  await getDb().insert(sessions).values({ id: "a".repeat(64), userId: agent.id, hint: "hint", expiresAt: new Date(Date.now() + 3_600_000) });
  return { listing };
}

describe("backup and restore", () => {
  it("restore brings back every table and every upload exactly as they were backed up", async () => {
    const { listing } = await seed();
    const tables = await snapshotTables();
    const files = await snapshotFiles();
    expect(Object.keys(files).length).toBeGreaterThan(10);

    const summary = await writeBackup(getDb(), storage, await backupTarget(`${folder}/backups/`));
    expect(summary.file.endsWith(BACKUP_EXTENSION)).toBe(true);
    expect(summary.rows).toMatchObject({ listings: 2, listing_photos: 2, page_views: 2, calendar_blocks: 1 });
    expect(summary.files).toBe(Object.keys(files).length);

    // Change everything: a listing gone (its photos cascade), new rows, a file lost, a stray file.
    await getDb().delete(listings).where(sql`${listings.id} = ${listing.id}`);
    await getDb().insert(pageViews).values({ path: "/later" });
    await createTestBlog({ title: "Written after the backup" });
    await storage.delete(Object.keys(files)[0]!);
    await storage.put("stray/480.jpg", new Uint8Array([1, 2, 3]), "image/jpeg");

    const restored = await restoreBackup(getDb(), storage, await resolveBackupFile(`${folder}/backups`));
    expect(restored).toMatchObject({ files: summary.files, filesRemoved: 1, rows: summary.rows });
    expect(await snapshotTables()).toEqual(tables);
    expect(await snapshotFiles()).toEqual(files);

    // Sequences continue after the restored ids.
    const [next] = await getDb().insert(pageViews).values({ path: "/after-restore" }).returning();
    expect(next!.id).toBe(3);
  });

  it("backs up and restores uploads in an S3 bucket too", async () => {
    const fake = await startFakeS3();
    try {
      storage = createS3Storage({ bucket: "photos-bucket", prefix: "site/uploads", endpoint: fake.endpoint, ...CREDENTIALS });
      await seed();
      const tables = await snapshotTables();
      const objects = new Map([...fake.objects].map(([name, object]) => [name, object.body.toString("base64")]));
      expect(objects.size).toBeGreaterThan(10);

      const { file, files } = await writeBackup(getDb(), storage, path.join(folder, `s3${BACKUP_EXTENSION}`));
      expect(files).toBe(objects.size);
      const [lost] = objects.keys();
      fake.objects.delete(lost!);
      await storage.put("stray/480.jpg", new Uint8Array([1, 2, 3]), "image/jpeg");
      await getDb().delete(listings);

      expect((await restoreBackup(getDb(), storage, file)).filesRemoved).toBe(1);
      expect(await snapshotTables()).toEqual(tables);
      expect(new Map([...fake.objects].map(([name, object]) => [name, object.body.toString("base64")]))).toEqual(objects);
    } finally {
      await new Promise((resolve) => fake.server.close(resolve));
    }
  });

  it("restores a backup written before rows had checksums, its rows checked by count", async () => {
    await seed();
    const tables = await snapshotTables();
    const { file } = await writeBackup(getDb(), storage, path.join(folder, `b${BACKUP_EXTENSION}`));
    const lines = gunzipSync(await readFile(file)).toString("utf8").trimEnd().split("\n");
    const header = JSON.parse(lines[0]!) as { format: number };
    const formatOne = [JSON.stringify({ ...header, format: 1 }), ...lines.slice(1).filter((line) => !line.startsWith('{"kind":"batch"'))];
    const old = path.join(folder, `format-1${BACKUP_EXTENSION}`);
    await writeFile(old, gzipSync(`${formatOne.join("\n")}\n`));
    await getDb().delete(listings);

    expect(await restoreBackup(getDb(), storage, old)).toMatchObject({ rowChecksums: false });
    expect(await snapshotTables()).toEqual(tables);
    expect(await restoreBackup(getDb(), storage, file)).toMatchObject({ rowChecksums: true });
  });

  it("streams large tables in batches", async () => {
    await getDb().execute(sql`insert into page_views (path, created_at) select '/p/' || n, now() - make_interval(mins => n) from generate_series(1, 2500) n`);
    const tables = await snapshotTables();
    const { file, rows } = await writeBackup(getDb(), storage, await backupTarget(path.join(folder, "big")));
    expect(file).toBe(path.join(folder, "big"));
    expect(rows.page_views).toBe(2500);
    // One checksum a thousand rows.
    const checksums = gunzipSync(await readFile(file)).toString("utf8").split("\n").filter((line) => line.startsWith('{"kind":"batch","table":"page_views"'));
    expect(checksums.map((line) => (JSON.parse(line) as { rows: number }).rows)).toEqual([1000, 1000, 500]);
    await getDb().execute(sql`delete from page_views where id % 2 = 0`);
    expect((await restoreBackup(getDb(), storage, file)).rows.page_views).toBe(2500);
    expect(await snapshotTables()).toEqual(tables);
  });

  describe("refuses, changing nothing,", () => {
    async function backupThenChange() {
      await seed();
      const { file } = await writeBackup(getDb(), storage, path.join(folder, `b${BACKUP_EXTENSION}`));
      await getDb().insert(pageViews).values({ path: "/after-the-backup" });
      await storage.put("stray/480.jpg", new Uint8Array([1, 2, 3]), "image/jpeg");
      return { file, tables: await snapshotTables(), files: await snapshotFiles() };
    }

    async function expectRefused(file: string, message: RegExp, before: { tables: Record<string, string[]>; files: Record<string, string> }) {
      const refusal = await restoreBackup(getDb(), storage, file).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(BackupRefused);
      expect((refusal as Error).message).toMatch(message);
      expect(await snapshotTables()).toEqual(before.tables);
      expect(await snapshotFiles()).toEqual(before.files);
    }

    const rewrite = async (file: string, change: (lines: string[]) => string[]) => {
      const lines = gunzipSync(await readFile(file)).toString("utf8").trimEnd().split("\n");
      const changed = path.join(folder, `changed${BACKUP_EXTENSION}`);
      await writeFile(changed, gzipSync(`${change(lines).join("\n")}\n`));
      return changed;
    };

    it("a backup cut short", async () => {
      const { file, ...before } = await backupThenChange();
      const bytes = await readFile(file);
      const cut = path.join(folder, `cut${BACKUP_EXTENSION}`);
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.9)));
      await expectRefused(cut, /incomplete/, before);
      await expectRefused(await rewrite(file, (lines) => lines.slice(0, -1)), /incomplete: it has no end/, before);
      await expectRefused(await rewrite(file, (lines) => lines.filter((line) => !line.startsWith('{"t":"listing_photos"'))), /incomplete/, before);
    });

    it("a backup from another schema version", async () => {
      const { file, ...before } = await backupThenChange();
      const other = await rewrite(file, ([header, ...rest]) => {
        const parsed = JSON.parse(header!) as { migrations: string[] };
        return [JSON.stringify({ ...parsed, migrations: [...parsed.migrations, "a-later-migration"] }), ...rest];
      });
      await expectRefused(other, /another schema version/, before);
      const otherColumns = await rewrite(file, (lines) =>
        lines.map((line) => (line.startsWith('{"kind":"table","name":"page_views"') ? line.replace('"path",', '"path","visitor",') : line)),
      );
      await expectRefused(otherColumns, /columns of page_views in the backup differ/, before);
    });

    it("a backup whose rows were edited, added or stripped of their checksum", async () => {
      const { file, ...before } = await backupThenChange();
      const edited = await rewrite(file, (lines) => lines.map((line) => line.replace('"path":"/about"', '"path":"/abort"')));
      await expectRefused(edited, /^The backup is damaged: rows 1 to 2 of page_views do not match their checksum$/, before);
      const added = await rewrite(file, (lines) => lines.flatMap((line) => (line.includes('"path":"/about"') ? [line, line.replace(/"id":\d+/, '"id":99')] : [line])));
      await expectRefused(added, /page_views has 3 rows where their checksum counts 2/, before);
      const unchecked = await rewrite(file, (lines) => lines.filter((line) => !line.startsWith('{"kind":"batch","table":"page_views"')));
      await expectRefused(unchecked, /the last 2 rows of page_views have no checksum/, before);
    });

    it("a backup whose file does not match its checksum, or that is not a backup at all", async () => {
      const { file, ...before } = await backupThenChange();
      const tampered = await rewrite(file, (lines) =>
        lines.map((line) => (line.startsWith('{"kind":"file"') ? line.replace(/"data":"./, '"data":"A') : line)),
      );
      await expectRefused(tampered, /does not match its checksum/, before);
      const notGzip = path.join(folder, `text${BACKUP_EXTENSION}`);
      await writeFile(notGzip, "hello");
      await expectRefused(notGzip, /incomplete or damaged/, before);
      await expect(resolveBackupFile(path.join(folder, "missing"))).rejects.toThrow(/No such backup/);
    });
  });
});
