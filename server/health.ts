import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Router } from "express";
import { getDb } from "../app/shared/db/client.server";
import { rawQuery } from "../app/shared/db/raw-query.server";
import { MIGRATIONS_FOLDER } from "../app/shared/db/migrate.server";
import { logger } from "../app/shared/lib/logger.server";
import { shutdownSignal } from "../app/shared/lib/shutdown.server";

export type Readiness = { database: boolean; migrations: boolean };

/** The creation time of the newest committed migration (drizzle-kit's journal). */
export function newestMigrationTime(migrationsFolder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * The database answers, and the newest committed migration is applied (the
 * migrator records each migration's creation time; it applies those newer
 * than the newest recorded one).
 */
export async function databaseReadiness(newest = newestMigrationTime()): Promise<Readiness> {
  try {
    const { rows } = await rawQuery<{ newest: string | null }>(
      getDb(),
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const applied = Number(rows[0]?.newest ?? 0);
    return { database: true, migrations: applied >= newest };
  } catch (error) {
    logger.warn("Readiness check could not read the database", { error });
    return { database: false, migrations: false };
  }
}

/**
 * GET /healthz: the process is alive (200). GET /readyz: this process can
 * serve (database reachable, migrations applied, not shutting down): 200,
 * else 503, so that a load balancer sends traffic elsewhere. Both are JSON
 * and never cached.
 */
export function healthRoutes(readiness: () => Promise<Readiness> = databaseReadiness): Router {
  const router = Router();
  router.get("/healthz", (_request, response) => {
    response.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_request, response) => {
    const shuttingDown = shutdownSignal().aborted;
    const checks = { ...(await readiness()), shuttingDown };
    const ready = checks.database && checks.migrations && !shuttingDown;
    response
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ready ? "ready" : "unavailable", checks });
  });
  return router;
}
