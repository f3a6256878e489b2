/**
 * `npm run db:seed`: applies migrations and loads the demo data (idempotent).
 * Refused in production.
 */
import { ConfigError, getConfig } from "../app/shared/config/env.server";
import { closeConnection } from "../app/shared/db/client.server";
import { migrateDatabase } from "../app/shared/db/migrate.server";
import { seedDemoData } from "../app/seed/seed-demo-data.server";

try {
  const config = getConfig();
  if (config.isProduction) {
    console.error("Demo data is never loaded in production (NODE_ENV=production).");
    process.exit(1);
  }
  await migrateDatabase();
  await seedDemoData();
  console.log("Demo data is in place.");
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeConnection();
}
