import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * `json_build_object('name', value, …)` of named SQL values: one JSON
 * document per row, so that a statement can answer several lists at once and
 * the driver reads each as one value. The names are the code's own constants,
 * written into the SQL as literals (checked, never a visitor's text).
 */
export function jsonObjectOf(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([name, value]) => {
    if (!FIELD_NAME.test(name)) throw new Error(`Not a JSON field name for SQL: ${name}`);
    return sql`${sql.raw(`'${name}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
