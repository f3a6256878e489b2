import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupFileName } from "./backup-format";
import { pruneBackups } from "./prune-backups.server";

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "prune-backups-"));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const NOW = new Date("2026-11-23T03:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

describe("pruneBackups", () => {
  it("deletes only this site's backups older than the kept days, by the time in their names", async () => {
    const old = backupFileName(new Date(NOW.getTime() - 31 * DAY));
    const recent = backupFileName(new Date(NOW.getTime() - 29 * DAY));
    for (const name of [old, recent, "notes.txt", "other.backup.jsonl.gz"]) await writeFile(path.join(folder, name), "x");

    expect(await pruneBackups(folder, 0, NOW)).toEqual([]);
    expect(await pruneBackups(folder, 30, NOW)).toEqual([old]);
    expect((await readdir(folder)).sort()).toEqual(["notes.txt", "other.backup.jsonl.gz", recent].sort());
  });
});
