import { sql } from "drizzle-orm";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";

/**
 * Claims this run of a job when its last run is at least `intervalMs` old
 * (or it never ran), by moving its `last_run_at` to `now` in one statement.
 * Of several processes claiming at once, PostgreSQL's row lock lets exactly
 * one through: the others re-check the moved time and get nothing.
 */
export async function claimRun(job: string, intervalMs: number, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const { rows } = await rawQuery<{ job: string }>(getDb(), sql`
    insert into maintenance_runs (job, last_run_at) values (${job}, ${at}::timestamptz)
    on conflict (job) do update set last_run_at = excluded.last_run_at
    where maintenance_runs.last_run_at <= ${at}::timestamptz - make_interval(secs => ${intervalMs / 1000})
    returning job`);
  return rows.length > 0;
}
