import { sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import { clampPage, type SortDirection, type TablePage, type TableQuery } from "./table-query";

/**
 * The SQL side of the staff tables: a search that matches typed text
 * literally, an order from a whitelisted column, and a page counted and
 * fetched with LIMIT/OFFSET.
 */

/** `%`, `_` and `\` typed in a search box match themselves: the text is a plain filter, never a pattern. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** `expression ILIKE '%text%'` over any of the expressions: a row matches when one of them contains the text. */
export function matchesText(text: string, expressions: readonly SQLWrapper[]): SQL | undefined {
  if (!text || expressions.length === 0) return undefined;
  return matchesPattern(containing(text), expressions);
}

/** `expression ILIKE pattern` over any of the expressions; the pattern (from `containing`) may be a prepared statement's placeholder. */
export function matchesPattern(pattern: string | Placeholder, expressions: readonly SQLWrapper[]): SQL {
  return sql`(${sql.join(
    expressions.map((expression) => sql`coalesce(${expression}::text, '') ilike ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * The ORDER BY of a table: the chosen column (looked up in the table's own
 * map, so only its whitelisted columns reach SQL) in the chosen direction,
 * empty values last either way, then the tie-breakers that make paging
 * stable (a row never shows on two pages).
 */
export function orderByColumn<Sort extends string>(columns: Record<Sort, SQLWrapper>, sort: Sort, dir: SortDirection, ...tieBreakers: SQL[]): SQL[] {
  const column = columns[sort];
  const direction = dir === "asc" ? sql`asc` : sql`desc`;
  return [sql`${column} ${direction} nulls last`, ...tieBreakers];
}

/**
 * One page of a table: the matching rows counted, the page clamped to the
 * last there is, then that page's rows fetched at its offset. The caller's
 * two queries share one WHERE (its search, filters and scope).
 */
export async function loadTablePage<Row, Sort extends string>(
  query: TableQuery<Sort>,
  countRows: () => Promise<number>,
  fetchRows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<TablePage<Row, Sort>> {
  const total = Number(await countRows());
  const { page, pageCount, offset } = clampPage(query.page, total, query.pageSize);
  const rows = total === 0 ? [] : await fetchRows(query.pageSize, offset);
  return { rows, total, page, pageCount, query: { ...query, page } };
}
