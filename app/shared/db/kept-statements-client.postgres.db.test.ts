import { randomBytes } from "node:crypto";
import type pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getConnection } from "./client.server";

/**
 * On PostgreSQL the pool's clients prepare a statement run again and again once per connection (the embedded
 * database plans its statements in its wire server instead: statement-cache.ts). Run on PostgreSQL alone.
 */
describe("statements kept on PostgreSQL's connections", () => {
  let client: pg.PoolClient;
  /** A text no other test runs, so that the pool has seen it only here. */
  const uniqueText = (sql: string) => `${sql} -- ${randomBytes(6).toString("hex")}`;
  const prepared = async (text: string) =>
    (await client.query<{ runs: number }>("select (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement = $1", [text])).rows;

  beforeEach(async () => {
    client = await getConnection().pool!.connect();
  });
  afterEach(() => client.release());

  it("prepares a statement the second time it runs, and binds every later run to it", async () => {
    const text = uniqueText("select $1::int + 1 as next");
    for (const value of [1, 2, 3, 4]) expect((await client.query({ text }, [value])).rows).toEqual([{ next: value + 1 }]);
    expect(await prepared(text)).toEqual([{ runs: 3 }]);
  });

  it("answers a run whose statement the session lost, and prepares it afresh", async () => {
    const text = uniqueText("select $1::text || '!' as said");
    await client.query({ text }, ["a"]);
    await client.query({ text }, ["b"]);
    await client.query("deallocate all");
    expect((await client.query({ text }, ["c"])).rows).toEqual([{ said: "c!" }]);
    await client.query({ text }, ["d"]);
    expect(await prepared(text)).toEqual([{ runs: 1 }]);
  });

  it("answers a run after a migration changed the columns its statement returns", async () => {
    await client.query("create temporary table kept_statement_check (a int)");
    await client.query("insert into kept_statement_check values (7)");
    const text = uniqueText("select * from kept_statement_check where a = $1");
    await client.query({ text }, [7]);
    await client.query({ text }, [7]);
    await client.query("alter table kept_statement_check add column b text default 'added'");
    expect((await client.query({ text }, [7])).rows).toEqual([{ a: 7, b: "added" }]);
    expect((await client.query({ text }, [7])).rows).toEqual([{ a: 7, b: "added" }]);
    await client.query("drop table kept_statement_check");
  });

  it("inside a transaction, fails the run that found its statement gone, and prepares it afresh after", async () => {
    const text = uniqueText("select $1::int * 2 as twice");
    await client.query({ text }, [1]);
    await client.query({ text }, [2]);
    await client.query("deallocate all");
    await client.query("begin");
    await expect(client.query({ text }, [3])).rejects.toMatchObject({ code: "26000" });
    await client.query("rollback");
    expect((await client.query({ text }, [4])).rows).toEqual([{ twice: 8 }]);
  });
});
