/**
 * Test helper run as a child process: starts a timer, as the server's mail
 * sender and background jobs do, then serves on 127.0.0.1 at the port given
 * as its argument, printing "is running" only once it listens.
 */
import { listenOrExit } from "./listen";

const port = Number(process.argv[2]);
setInterval(() => undefined, 1_000);
await listenOrExit((_request, response) => response.end("ok"), {
  port,
  host: "127.0.0.1",
  beforeExit: async () => console.log("background work stopped"),
});
console.log(`is running on port ${port}`);
