/**
 * `npm run db:seed`: applies migrations and loads the demo data (idempotent:
 * when it is all there already, it says so and changes nothing). Refused in a
 * production deployment (DEMO_DATA off).
 */
import { ConfigError, getConfig } from "../app/shared/config/env.server";
import { closeConnection } from "../app/shared/db/client.server";
import { migrateDatabase } from "../app/shared/db/migrate.server";
import { seedDemoData } from "../app/seed/seed-demo-data.server";

try {
  const config = getConfig();
  if (!config.demoData) {
    console.error("Demo data is loaded only with DEMO_DATA=true, never in a production deployment (NODE_ENV=production).");
    process.exit(1);
  }
  await migrateDatabase();
  const load = await seedDemoData();
  console.log(load.added ? "Demo data is in place." : "Demo data is already loaded; nothing to do.");
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeConnection();
}
