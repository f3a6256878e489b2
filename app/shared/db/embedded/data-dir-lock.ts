import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Exactly one process may open an embedded database folder: PGlite is a
 * single PostgreSQL session, and two processes writing the same files destroy
 * them. The owner holds `<folder>.lock`, naming itself and its socket; a lock
 * whose process is gone is stale and taken over.
 */
export type LockHolder = { pid: number; command: string; startedAt: string; socketPath: string };

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.startedAt}). ` +
        "Only one server may open it; command-line tools (import:listings, user:create, db:seed, db:backup) work while it runs.",
    );
  }
}

export function lockPathFor(dataDir: string): string {
  return `${dataDir}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function readLockHolder(dataDir: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockPathFor(dataDir), "utf8")) as LockHolder;
    return typeof holder.pid === "number" ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** The live process holding the folder, if any (a stale lock counts as none). */
export function findLiveHolder(dataDir: string): LockHolder | undefined {
  const holder = readLockHolder(dataDir);
  return holder && holder.pid !== process.pid && isAlive(holder.pid) ? holder : undefined;
}

/** Takes the folder's lock or throws DataDirInUseError naming the live holder. Returns the release function. */
export function acquireDataDirLock(dataDir: string, socketPath: string): () => void {
  const lockPath = lockPathFor(dataDir);
  mkdirSync(path.dirname(lockPath), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    command: process.argv.slice(1).map((part) => (path.isAbsolute(part) ? path.relative(process.cwd(), part) : part)).join(" ") || "node",
    startedAt: new Date().toISOString(),
    socketPath,
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockPath, JSON.stringify(holder), { flag: "wx" });
      const release = () => {
        if (readLockHolder(dataDir)?.pid === process.pid) rmSync(lockPath, { force: true });
        process.off("exit", release);
      };
      // A process that exits without closing the database still gives the folder back.
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = readLockHolder(dataDir);
    if (current && current.pid !== process.pid && isAlive(current.pid)) throw new DataDirInUseError(dataDir, current);
    // Stale: move it aside atomically so that two processes taking over cannot both win.
    try {
      renameSync(lockPath, `${lockPath}.stale-${process.pid}`);
      rmSync(`${lockPath}.stale-${process.pid}`, { force: true });
    } catch {
      // Another process moved it first; try again.
    }
  }
  const current = readLockHolder(dataDir);
  if (current) throw new DataDirInUseError(dataDir, current);
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}
