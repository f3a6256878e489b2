import type { SQL } from "drizzle-orm";
import type { Database } from "./client.server";

/**
 * Raw SQL on a database or transaction, the one way the app runs it: its rows
 * and how many rows it wrote (both drivers answer this shape).
 */
export async function rawQuery<T>(db: Database, query: SQL): Promise<{ rows: T[]; rowCount: number }> {
  const result = (await db.execute(query)) as unknown as { rows: T[]; rowCount?: number | null; affectedRows?: number };
  return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? 0 };
}
