import { getDb, type Database } from "./client.server";

/**
 * The name to prepare statements under: none. The embedded database serves
 * every pooled connection from one session, where a named statement one
 * connection prepared would collide with the same name from another; an
 * unnamed statement is parsed at each run, and its SQL is still built once.
 */
export const UNNAMED = "";

/**
 * A statement built once per database handle and run with its parameters
 * ever after. For the few statements every signed-in request runs (the
 * session, the header's saved count), where building the SQL costs more than
 * the lookup itself.
 */
export function preparedQuery<Prepared>(prepare: (db: Database) => Prepared): (db?: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db = getDb()) => {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * Like `preparedQuery`, for a statement whose SQL depends on a few choices
 * (which filters are set, the sort column and direction): one statement built
 * per shape and database handle, its values passed as placeholders. The
 * shape's values must come from a short whitelist, so that the statements
 * kept stay few.
 */
export function preparedQueryByShape<Shape extends Record<string, string | boolean>, Prepared>(
  prepare: (db: Database, shape: Shape) => Prepared,
): (shape: Shape, db?: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Map<string, Prepared>>();
  return (shape, db = getDb()) => {
    let byShape = byDatabase.get(db);
    if (!byShape) {
      byShape = new Map();
      byDatabase.set(db, byShape);
    }
    const key = JSON.stringify(shape);
    let prepared = byShape.get(key);
    if (!prepared) {
      prepared = prepare(db, shape);
      byShape.set(key, prepared);
    }
    return prepared;
  };
}
