import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { jsonObjectOf } from "./json-object-sql";

const dialect = new PgDialect();

describe("jsonObjectOf", () => {
  it("names each value by its field, values passed as parameters", () => {
    expect(dialect.sqlToQuery(jsonObjectOf({ id: sql`${7}`, reviewedAt: sql`now()` }))).toMatchObject({
      sql: "json_build_object('id', $1, 'reviewedAt', now())",
      params: [7],
    });
  });

  it("refuses a field name that is not a plain identifier, so no text can reach the SQL as a literal", () => {
    expect(() => jsonObjectOf({ "x', (select 1), '": sql`1` })).toThrow(/Not a JSON field name/);
    expect(() => jsonObjectOf({ "": sql`1` })).toThrow(/Not a JSON field name/);
  });
});
