import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DataDirInUseError } from "./data-dir-lock";
import { openEmbeddedDatabase, socketDirFor, type EmbeddedDatabase } from "./embedded-database.server";

const root = mkdtempSync(path.join(tmpdir(), "embedded-db-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Starts a separate process that owns `dataDir`, as a running server does. */
async function startOwnerProcess(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "hold-embedded-database.fixture.ts"), dataDir], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (data) => String(data).includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`owner exited with ${code}`)));
  });
  return child;
}

function clientFor(dataDir: string) {
  return new pg.Client({ host: socketDirFor(dataDir), port: 5432, user: "postgres", database: "postgres" });
}

describe("the embedded database's owner", () => {
  const dataDir = path.join(root, "shared", "pglite");
  let owner: EmbeddedDatabase;
  const clients: pg.Client[] = [];
  const connect = async () => {
    const client = clientFor(dataDir);
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    owner = await openEmbeddedDatabase(dataDir, { exclusive: true });
    const setup = await connect();
    await setup.query("create table if not exists items (id int primary key, name text not null)");
  }, 60_000);
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
    const cleanup = clientFor(dataDir);
    await cleanup.connect();
    await cleanup.query("truncate items");
    await cleanup.end();
  });
  afterAll(async () => {
    await owner.close();
  });

  it("answers many clients' parameterised queries at once, each with its own result", async () => {
    const pool = new pg.Pool({ host: socketDirFor(dataDir), port: 5432, user: "postgres", database: "postgres", max: 6 });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => pool.query("select $1::int * 2 as doubled, $2::text as label", [i, `row ${i}`])),
    );
    await pool.end();
    expect(results.map((result) => result.rows[0])).toEqual(Array.from({ length: 60 }, (_, i) => ({ doubled: i * 2, label: `row ${i}` })));
  });

  it("plans a statement run again and again once, and its runs still answer each with its own result", async () => {
    const pool = new pg.Pool({ host: socketDirFor(dataDir), port: 5432, user: "postgres", database: "postgres", max: 4 });
    const text = "select $1::int + 1 as next, $2::text as label";
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => pool.query(text, [i, `run ${i}`])));
    expect(results.map((result) => result.rows[0])).toEqual(Array.from({ length: 40 }, (_, i) => ({ next: i + 1, label: `run ${i}` })));
    const kept = await pool.query(
      "select count(*)::int as n, sum(custom_plans)::int as custom, sum(generic_plans)::int as generic from pg_prepared_statements where statement = $1",
      [text],
    );
    expect(kept.rows[0].n).toBe(1);
    // Not planned again for each run's values: one plan, made without them, serves every run.
    expect(kept.rows[0].custom).toBe(0);
    expect(kept.rows[0].generic).toBeGreaterThan(30);
    await pool.end();
  });

  it("answers a kept statement's failure as the failure, and runs it again afterwards", async () => {
    const client = await connect();
    const text = "select $1::int as n";
    for (const value of ["1", "2", "3"]) await client.query(text, [value]);
    await expect(client.query(text, ["not a number"])).rejects.toMatchObject({ code: "22P02" });
    await client.query("begin");
    await expect(client.query("select 1 / $1::int", [0])).rejects.toMatchObject({ code: "22012" });
    await expect(client.query(text, ["4"])).rejects.toMatchObject({ code: "25P02" });
    await client.query("rollback");
    expect((await client.query(text, ["5"])).rows).toEqual([{ n: 5 }]);
  });

  it("prepares a statement afresh after the session's statements are discarded", async () => {
    const client = await connect();
    const text = "select $1::text || '!' as shout";
    for (const word of ["a", "b", "c"]) await client.query(text, [word]);
    await client.query("deallocate all");
    expect((await client.query(text, ["d"])).rows).toEqual([{ shout: "d!" }]);
    expect((await client.query(text, ["e"])).rows).toEqual([{ shout: "e!" }]);
  });

  it("closes the statements a client prepared under a name when it disconnects, so that it can prepare them again", async () => {
    const named = { name: "count-items", text: "select count(*)::int as n from items" };
    const first = clientFor(dataDir);
    await first.connect();
    expect((await first.query(named)).rows).toEqual([{ n: 0 }]);
    await first.end();
    const second = await connect();
    expect((await second.query(named)).rows).toEqual([{ n: 0 }]);
    const kept = await second.query("select count(*)::int as n from pg_prepared_statements where name = $1", [named.name]);
    expect(kept.rows[0].n).toBe(1);
  });

  it("closes a dropped client's named statements after the transaction it left is rolled back", async () => {
    const named = { name: "insert-item", text: "insert into items values ($1, $2)" };
    const dropped = clientFor(dataDir);
    // Its own end is no news to it.
    dropped.on("error", () => undefined);
    await dropped.connect();
    await dropped.query("begin");
    await dropped.query({ ...named, values: [3, "abandoned"] });
    // No Terminate message: the connection just goes, as when a process is killed.
    (dropped as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    const other = await connect();
    await expect.poll(async () => (await other.query("select count(*)::int as n from pg_prepared_statements where name = $1", [named.name])).rows[0].n, { timeout: 5_000 }).toBe(0);
    expect((await other.query("select count(*)::int as n from items")).rows[0].n).toBe(0);
    await other.query({ ...named, values: [4, "kept"] });
    expect((await other.query("select name from items")).rows).toEqual([{ name: "kept" }]);
  });

  it("keeps a transaction to its client: others neither see its writes nor run inside it", async () => {
    const [writer, reader] = await Promise.all([connect(), connect()]);
    await writer.query("begin");
    await writer.query("insert into items values (1, 'uncommitted')");
    let readerDone = false;
    const read = reader.query("select count(*)::int as n from items").then((result) => {
      readerDone = true;
      return result.rows[0].n as number;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readerDone).toBe(false);
    await writer.query("rollback");
    expect(await read).toBe(0);
  });

  it("rolls back the transaction of a client that disconnects inside it", async () => {
    const quitter = clientFor(dataDir);
    await quitter.connect();
    await quitter.query("begin");
    await quitter.query("insert into items values (2, 'abandoned')");
    await quitter.end();
    const other = await connect();
    expect((await other.query("select count(*)::int as n from items")).rows[0].n).toBe(0);
  });

  it("sends a notification to every client listening on its channel, once, after commit", async () => {
    const [listenerA, listenerB, sender] = await Promise.all([connect(), connect(), connect()]);
    const heard: string[] = [];
    listenerA.on("notification", (message) => heard.push(`a:${message.payload}`));
    listenerB.on("notification", (message) => heard.push(`b:${message.payload}`));
    await listenerA.query('listen "live_updates"');
    await listenerB.query('listen "live_updates"');
    await sender.query("begin");
    await sender.query("select pg_notify('live_updates', 'one')");
    expect(heard).toEqual([]);
    await sender.query("commit");
    await listenerB.query('unlisten "live_updates"');
    await sender.query("select pg_notify('live_updates', 'two')");
    await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(3), { timeout: 5000 });
    // A moment more, for any notification delivered twice or to the client that stopped listening.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.sort()).toEqual(["a:one", "a:two", "b:one"]);
  });

  it("refuses a second owner at once, naming the process that holds the folder", async () => {
    const otherDir = path.join(root, "held", "pglite");
    const holder = await startOwnerProcess(otherDir);
    try {
      const error = await openEmbeddedDatabase(otherDir, { exclusive: true }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataDirInUseError);
      expect((error as Error).message).toContain(`in use by process ${holder.pid}`);

      // A tool reaches the owner's database instead of opening the folder.
      const guest = await openEmbeddedDatabase(otherDir, { exclusive: false });
      expect(guest.role).toBe("guest");
      const client = clientFor(otherDir);
      await client.connect();
      await client.query("create table visits (n int)");
      await client.query("insert into visits values (1)");
      await client.end();
    } finally {
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
    }
    // The lock of a process that died is stale: the next owner takes the folder, data intact.
    const next = await openEmbeddedDatabase(otherDir, { exclusive: true });
    const client = clientFor(otherDir);
    await client.connect();
    expect((await client.query("select count(*)::int as n from visits")).rows[0].n).toBe(1);
    await client.end();
    await next.close();
  }, 60_000);
});

describe("command-line tools while a server holds the folder", () => {
  it("imports listings through the running owner, which sees them at once", async () => {
    const dataDir = path.join(root, "serving");
    const holder = await startOwnerProcess(path.join(dataDir, "pglite"));
    try {
      // The sample has two bad rows on purpose, so the import exits with 2 (some rows failed).
      const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/import-listings.ts", "fixtures/mls-sample.csv"], {
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      }).catch((error: { code: number; stdout: string }) => {
        expect(error.code).toBe(2);
        return error;
      });
      expect(stdout).toMatch(/8 created/);
      const client = clientFor(path.join(dataDir, "pglite"));
      await client.connect();
      const { rows } = await client.query("select count(*)::int as n from listings where listing_key like 'MLS-%'");
      await client.end();
      expect(rows[0].n).toBe(8);
    } finally {
      holder.stdin!.write("close\n");
      await new Promise((resolve) => holder.once("exit", resolve));
    }
  }, 120_000);
});
