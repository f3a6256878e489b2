import { sql } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";

/**
 * What a backup needs to know about the live database, read from the
 * PostgreSQL catalogue so that a table added by a later migration is backed
 * up without a change here.
 */
export type TableLayout = {
  name: string;
  /** Columns a restore writes: every stored column except generated ones. */
  columns: string[];
  /** Columns filled by a sequence (serial or identity), with the sequence's name. */
  sequences: { column: string; sequence: string }[];
};

/** `"name"`, for the identifiers read from the catalogue. */
export const quoted = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** Every application table (schema public), parents before the tables whose foreign keys point at them. */
export async function readTableLayouts(db: Database): Promise<TableLayout[]> {
  const { rows: tables } = await rawQuery<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const { rows: edges } = await rawQuery<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const { rows: columns } = await rawQuery<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const { rows: sequences } = await rawQuery<{ table: string; column: string; sequence: string }>(
    db,
    sql`select t.relname as "table", a.attname as "column", s.relname as sequence
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        join pg_class t on t.oid = d.refobjid
        join pg_namespace n on n.oid = t.relnamespace
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and n.nspname = 'public'
        order by t.relname, a.attname`,
  );

  // Depth-first: each table after every table it references; ties by name, so the order is stable.
  const parentsOf = new Map(tables.map((table) => [table.name, [] as string[]]));
  for (const edge of edges) parentsOf.get(edge.child)?.push(edge.parent);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const parent of [...(parentsOf.get(name) ?? [])].sort()) visit(parent);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const table of tables) visit(table.name);

  return ordered.map((name) => ({
    name,
    columns: columns.filter((column) => column.table === name).map((column) => column.column),
    sequences: sequences.filter((entry) => entry.table === name).map(({ column, sequence }) => ({ column, sequence })),
  }));
}

/** The applied migrations, oldest first: a backup restores only into a database with exactly these. */
export async function readMigrationState(db: Database): Promise<string[]> {
  const { rows: applied } = await rawQuery<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by created_at, id`);
  return applied.map((row) => row.hash);
}
