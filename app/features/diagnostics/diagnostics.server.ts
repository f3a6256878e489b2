import { can } from "~/shared/access/permissions";
import { sql } from "drizzle-orm";
import { getSessionUser } from "~/features/accounts/index.server";
import { getConfig } from "~/shared/config/env.server";
import { getConnection } from "~/shared/db/client.server";
import { throwFailure } from "~/shared/http/failure-status";
import { logger } from "~/shared/lib/logger.server";

export type Diagnostics = {
  environment: string;
  version: string;
  database: { engine: string; location: string; reachable: boolean; migrationsApplied: number | null };
  mail: string;
  storage: string;
  analytics: string;
  chat: string;
};

/** What an administrator needs to see to know the deployment is healthy. No secrets. */
export async function collectDiagnostics(): Promise<Diagnostics> {
  const config = getConfig();
  const connection = getConnection();
  let reachable = true;
  let migrationsApplied: number | null = null;
  try {
    const [row] = await connection.db
      .select({ total: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`);
    migrationsApplied = Number(row?.total ?? 0);
  } catch (error) {
    reachable = false;
    logger.warn("Diagnostics could not read the migration table", { error });
  }
  return {
    environment: config.demoData ? `${config.environment}, demo data` : config.environment,
    version: config.version,
    database: { engine: connection.engine, location: connection.location, reachable, migrationsApplied },
    mail: config.mail.smtpUrl ? "SMTP (configured)" : "Outbox table only (SMTP_URL not set)",
    storage: config.storageLocation.startsWith("s3://") ? "S3-compatible bucket" : `Local disk: ${config.storageLocation}`,
    analytics: config.analyticsMeasurementId ? "Google Analytics 4" : "First-party page views",
    chat: config.chatWidgetSrc ? "Third-party widget" : "Contact page link",
  };
}

/**
 * The diagnostics pages' loader. Only administrators see them, in every mode;
 * everyone else gets a plain 404 (the pages' existence is not advertised).
 */
export async function loadDiagnostics(request: Request): Promise<Diagnostics> {
  const user = await getSessionUser(request);
  if (!can(user, "view:diagnostics")) throwFailure({ code: "not_found" });
  return collectDiagnostics();
}
