import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectOverlappingQuery } from "../../../tests/setup/fail-on-overlapping-queries";
import { getDb } from "./client.server";
import { rawQuery } from "./raw-query.server";

/**
 * One connection runs one query at a time (a transaction is one connection):
 * the test setup fails a test that issues a query on a connection already
 * running one, on both engines, so that node-postgres's deprecated queue is
 * never relied on.
 */
describe("one query at a time per connection", () => {
  it("fails a test whose transaction runs two queries at once", async () => {
    await getDb().transaction(async (tx) => {
      await Promise.all([rawQuery(tx, sql`select pg_sleep(0.05), 1 as first`), rawQuery(tx, sql`select 2 as second`)]);
    });
    expectOverlappingQuery(/select 2 as second/);
  });

  it("lets queries on the pool run side by side, and a transaction's one after another", async () => {
    const both = await Promise.all([rawQuery<{ n: number }>(getDb(), sql`select 1 as n`), rawQuery<{ n: number }>(getDb(), sql`select 2 as n`)]);
    expect(both.map((result) => result.rows[0]!.n)).toEqual([1, 2]);
    await getDb().transaction(async (tx) => {
      await rawQuery(tx, sql`select 1`);
      await rawQuery(tx, sql`select 2`);
    });
  });
});
