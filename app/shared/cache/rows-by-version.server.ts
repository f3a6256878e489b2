import { sql, type SQL } from "drizzle-orm";

/**
 * Rows of a list that is read again after every change (the review queue's, the dashboard's Activity), kept by the
 * version the database gives each, so that the statement reading the list builds only the rows whose version moved.
 * The statement is given the versions held (`held().versions`, separated by spaces) and answers each row as its
 * version with either the row built afresh or, for a version it was given, null; `rowsOf` takes those from the same
 * `held()`, so a read in flight is answered whatever other reads keep or drop meanwhile. At most `maxRows` are held,
 * the least recently answered dropped first. Versions are text without spaces, unique to a row and what it was built
 * from.
 */
export type HeldRows<Row> = { versions: string; rows: ReadonlyMap<string, Row> };

/** A row as such a statement answers it: its version, and what to build it from unless the version was held. */
export type VersionedAnswer<Json> = readonly [version: string, built: Json | null];

/**
 * A row as such a statement answers it, in SQL: `[version, built]`, `built` null when `version` is among the versions
 * given in the `held` parameter. The version is worked out once per row.
 */
export function versionedRowSql<Json>(version: SQL, built: SQL): SQL<VersionedAnswer<Json>> {
  return sql<VersionedAnswer<Json>>`(
  select json_build_array(v.version, case when v.version = any((select string_to_array(${sql.placeholder("held")}::text, ' '))::text[]) then null else ${built} end)
  from (select ${version} as version) v
)`;
}

export function keptRowsByVersion<Row>(maxRows: number) {
  const kept = new Map<string, Row>();
  return {
    /** Forgets every row (the database may have been restored to an earlier point, where versions repeat). */
    clear(): void {
      kept.clear();
    },
    /** What this process holds now, to give a statement and to answer its nulls from. */
    held(): HeldRows<Row> {
      const rows = new Map(kept);
      return { versions: [...rows.keys()].join(" "), rows };
    },
    /** The rows of an answer, in its order: the held ones from `held`, the others built, and all of them kept. */
    rowsOf<Json>(answer: readonly VersionedAnswer<Json>[], held: HeldRows<Row>, build: (json: Json) => Row): Row[] {
      const rows = answer.map(([version, json]) => {
        const row = json === null ? held.rows.get(version) : build(json);
        if (row === undefined) throw new Error(`The statement answered a version it was not given: ${version}`);
        kept.delete(version);
        kept.set(version, row);
        return row;
      });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxRows) break;
        kept.delete(oldest);
      }
      return rows;
    },
  };
}
