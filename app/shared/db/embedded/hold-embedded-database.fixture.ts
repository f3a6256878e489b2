/**
 * Test helper run as a child process: opens an embedded database folder as
 * its owner, as a server would, prints "ready" and holds it until killed or
 * sent "close" on standard input.
 */
import { openEmbeddedDatabase } from "./embedded-database.server";

const dataDir = process.argv[2]!;
const embedded = await openEmbeddedDatabase(dataDir, { exclusive: true });
console.log("ready");
process.stdin.on("data", (data) => {
  if (String(data).trim() === "close") void embedded.close().then(() => process.exit(0));
});
