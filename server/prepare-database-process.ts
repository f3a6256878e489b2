import { fork } from "node:child_process";
import { closeConnection, openConnection } from "../app/shared/db/client.server";
import { seedDemoData } from "../app/seed/seed-demo-data.server";

/** Given to the server's own entry, it loads the demo data and exits instead of serving. */
export const LOAD_DEMO_DATA_FLAG = "--load-demo-data";

type PictureMade = { type: "picture"; made: number; total: number };

/**
 * Loads the demo data in a child process of the same entry (the same build,
 * or the same source under development), reaching the database the server
 * opened: drawing the demo pictures takes hundreds of MiB in the image
 * library, which a process never gives back, so the server, which serves
 * for months, never holds it.
 */
export function loadDemoDataInChildProcess(onPicture: (made: number, total: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, [LOAD_DEMO_DATA_FLAG], { execArgv: process.execArgv, stdio: "inherit" });
    child.on("message", (message: PictureMade) => {
      if (message.type === "picture") onPicture(message.made, message.total);
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The demo data could not be loaded: its process ${signal ? `was stopped by ${signal}` : `exited with status ${code}`}`));
    });
  });
}

/** The child's part: load the demo data through the server's database, telling the server each picture drawn, then exit. */
export async function loadDemoDataAndExit(): Promise<never> {
  try {
    await openConnection({ exclusive: false }).ping();
    await seedDemoData({ onPicture: (made, total) => process.send?.({ type: "picture", made, total } satisfies PictureMade) });
    await closeConnection();
    process.exit(0);
  } catch (error) {
    console.error("The demo data could not be loaded:", error);
    process.exit(1);
  }
}
