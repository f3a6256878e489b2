import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { BACKUP_EXTENSION } from "./backup-format";

const STAMPED = /^sugar-apple-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup\.jsonl\.gz$/;

/**
 * Deletes the backups in `folder` made more than `keepDays` days before
 * `now`, judged by the time in their names (so copying a file does not
 * make it young). Other files are never touched; 0 keeps everything.
 * Backups hold what the retention periods have since deleted, so they too
 * are kept only for a while.
 */
export async function pruneBackups(folder: string, keepDays: number, now = new Date()): Promise<string[]> {
  if (keepDays <= 0) return [];
  const cutoff = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  const removed: string[] = [];
  for (const name of await readdir(folder)) {
    const match = STAMPED.exec(name);
    if (!match || !name.endsWith(BACKUP_EXTENSION)) continue;
    const [, year, month, day, hour, minute, second] = match.map(Number);
    const madeAt = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
    if (madeAt < cutoff) {
      await rm(path.join(folder, name), { force: true });
      removed.push(name);
    }
  }
  return removed.sort();
}
