import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { isConnectionLost, isUniqueViolation } from "./postgres-errors";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A port that accepts connections and closes each at once, as a database server that stops does. */
async function closingServer(): Promise<number> {
  const server = createServer((socket) => socket.destroy());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

async function freePort(): Promise<number> {
  const port = await closingServer();
  await new Promise((resolve) => servers.pop()!.close(resolve));
  return port;
}

async function connectError(config: pg.ClientConfig): Promise<unknown> {
  const client = new pg.Client({ ...config, user: "postgres", database: "postgres", connectionTimeoutMillis: 5_000 });
  client.on("error", () => undefined);
  return client.connect().then(
    () => client.end().then(() => null),
    (error: unknown) => error,
  );
}

/** A PostgreSQL error as the driver throws it, with its SQLSTATE. */
function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  return error;
}

describe("isConnectionLost", () => {
  it("recognises a connection refused, closed by the server, or to a Unix socket that is gone", async () => {
    const refused = await connectError({ host: "127.0.0.1", port: await freePort() });
    expect(refused).toMatchObject({ code: "ECONNREFUSED" });
    expect(isConnectionLost(refused)).toBe(true);

    const closed = await connectError({ host: "127.0.0.1", port: await closingServer() });
    expect(String(closed)).toMatch(/Connection terminated/);
    expect(isConnectionLost(closed)).toBe(true);

    const gone = await connectError({ host: path.join(tmpdir(), `no-database-${process.pid}.run`), port: 5432 });
    expect(gone).toMatchObject({ code: "ENOENT", syscall: "connect" });
    expect(isConnectionLost(gone)).toBe(true);
  });

  it("recognises PostgreSQL shutting down or refusing connections, also inside Drizzle's wrapper", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006"]) {
      const error = serverError(code, "terminating connection due to administrator command");
      expect(isConnectionLost(error), code).toBe(true);
      expect(isConnectionLost(new Error("Failed query: insert into listings values ($1)", { cause: error })), code).toBe(true);
    }
  });

  it("does not mistake a refused row or a missing file for a lost connection", () => {
    const duplicate = serverError("23505", 'duplicate key value violates unique constraint "listings_slug_unique"');
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isConnectionLost(duplicate)).toBe(false);
    expect(isConnectionLost(new Error("Failed query: insert into listings values ($1)", { cause: serverError("22P02", "invalid input syntax for type integer") }))).toBe(false);
    expect(isConnectionLost(Object.assign(new Error("ENOENT: no such file or directory, open 'feed.csv'"), { code: "ENOENT", syscall: "open" }))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
  });
});
