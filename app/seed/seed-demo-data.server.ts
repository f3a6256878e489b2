import { seedDemoUsers } from "~/features/accounts/index.server";
import { seedDemoBlog } from "~/features/blog/index.server";
import { seedDemoBookings } from "~/features/bookings/index.server";
import { seedDemoAgents } from "~/features/agents/index.server";
import { markDemoDataLoaded } from "~/features/demo-data/index.server";
import { seedDemoListings } from "~/features/listings/index.server";
import { seedDemoReviews } from "~/features/testimonials/index.server";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";

/**
 * Loads the fictional brokerage's demo data. Idempotent: running it again
 * adds only what is missing. Each capability adds its own step here.
 * Runs only with DEMO_DATA on, never in a production deployment.
 */
export async function seedDemoData(): Promise<void> {
  const config = getConfig();
  if (!config.demoData) {
    throw new Error("Demo data is loaded only with DEMO_DATA=true, never in a production deployment.");
  }
  const db = getDb();
  const users = await seedDemoUsers(db, config.demoPassword);
  const listings = await seedDemoListings(db);
  const agents = await seedDemoAgents(db);
  const bookings = await seedDemoBookings(db);
  const testimonials = await seedDemoReviews(db);
  const blogPosts = await seedDemoBlog(db);
  await markDemoDataLoaded(db);
  logger.info("Demo data loaded", { users, listings, agents, bookings, testimonials, blogPosts });
}
