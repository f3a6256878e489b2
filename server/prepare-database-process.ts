import { fork } from "node:child_process";
import { isDemoDataMissing } from "../app/features/demo-data/index.server";
import { seedDemoData } from "../app/seed/seed-demo-data.server";
import { closeConnection, openConnection } from "../app/shared/db/client.server";
import { DataDirInUseError } from "../app/shared/db/embedded/data-dir-lock";
import { migrateDatabase } from "../app/shared/db/migrate.server";

/** Given to the server's own entry, it prepares the database (migrations, demo data) and exits instead of serving. */
export const PREPARE_DATABASE_FLAG = "--prepare-database";

type PrepareMessage =
  | { type: "stage"; stage: "migrations" | "demo data" }
  | { type: "picture"; made: number; total: number }
  | { type: "failed"; message: string };

export type PrepareEvents = {
  onStage: (stage: "migrations" | "demo data") => void;
  onPicture: (made: number, total: number) => void;
};

/**
 * Applies the migrations and, when asked and missing, loads the demo data in
 * a child process of the same entry (the same build, or the same source under
 * development), which opens the database itself and closes it before the
 * server opens it. What a first start does (the embedded database created,
 * thousands of rows written, the demo pictures drawn) takes hundreds of MiB,
 * which a process's allocator keeps long after: the child gives it all back
 * when it exits, so the server, which serves for months, never holds it.
 * Rejects with the reason to stop (the database unreachable, its folder in
 * use), worded for the person starting the server.
 */
export function prepareDatabaseInChildProcess(events: PrepareEvents): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, [PREPARE_DATABASE_FLAG], { execArgv: process.execArgv, stdio: "inherit" });
    let failure: string | undefined;
    child.on("message", (message: PrepareMessage) => {
      if (message.type === "stage") events.onStage(message.stage);
      else if (message.type === "picture") events.onPicture(message.made, message.total);
      else failure = message.message;
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(failure ?? `The database could not be prepared: its process ${signal ? `was stopped by ${signal}` : `exited with status ${code}`}`));
    });
  });
}

/**
 * Opens the process's database as its only user (the embedded folder's lock is its own) and checks it answers;
 * rejects with the reason to stop, worded for the person starting the server: the process holding the folder, or
 * the database's host (never its password) and why it cannot be reached.
 */
export async function openDatabaseAlone(): Promise<ReturnType<typeof openConnection>> {
  const connection = openConnection({ exclusive: true });
  try {
    await connection.ping();
  } catch (error) {
    if (error instanceof DataDirInUseError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot reach the database at ${connection.location}: ${reason}`);
  }
  return connection;
}

/** The child's part: open the database as its only user, migrate it, load the demo data if asked and missing, close it and exit. */
export async function prepareDatabaseAndExit(options: { demoData: boolean }): Promise<never> {
  const send = (message: PrepareMessage) => process.send?.(message);
  // A server stopped meanwhile (killed, its terminal closed) takes its preparation with it, as it would its own work.
  process.once("disconnect", () => process.exit(1));
  try {
    await openDatabaseAlone();
  } catch (error) {
    send({ type: "failed", message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
  try {
    send({ type: "stage", stage: "migrations" });
    await migrateDatabase();
    if (options.demoData && (await isDemoDataMissing())) {
      send({ type: "stage", stage: "demo data" });
      await seedDemoData({ onPicture: (made, total) => send({ type: "picture", made, total }) });
    }
    await closeConnection();
    process.exit(0);
  } catch (error) {
    console.error("The database could not be prepared:", error);
    process.exit(1);
  }
}
