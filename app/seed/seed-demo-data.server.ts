import { accountIdsByEmail, seedDemoUsers } from "~/features/accounts/index.server";
import { seedDemoFavourites } from "~/features/favourites/index.server";
import { seedDemoLeads } from "~/features/leads/index.server";
import { seedDemoSavedSearches } from "~/features/saved-searches/index.server";
import { seedDemoBlog } from "~/features/blog/index.server";
import { seedDemoBookings } from "~/features/booking-requests/index.server";
import { seedDemoRates } from "~/features/rental-rates/index.server";
import { seedDemoAgents } from "~/features/agents/index.server";
import { markDemoDataLoaded } from "~/features/demo-data/index.server";
import { seedDemoListings } from "~/features/listings/index.server";
import { seedDemoStays } from "~/features/stay-mail/index.server";
import { seedDemoOwnerAccounts } from "~/features/owner-accounts/index.server";
import { seedDemoRevisions } from "~/features/listing-upkeep/index.server";
import { seedDemoReviews } from "~/features/testimonials/index.server";
import { getConfig } from "~/shared/config/env.server";
import { getDb } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";

export type DemoDataOptions = {
  /** Hears of each demo picture drawn, of how many: minutes of a first start go there. */
  onPicture?: (made: number, total: number) => void;
};

/** What one load added, step by step, and whether it added anything at all. */
export type DemoDataLoad = { added: boolean; counts: Record<string, unknown> };

/** Whether any count, however deeply nested, is above zero. */
function addsAnything(value: unknown): boolean {
  if (typeof value === "number") return value > 0;
  return value !== null && typeof value === "object" && Object.values(value).some(addsAnything);
}

/**
 * Loads the fictional brokerage's demo data. Idempotent: running it again
 * adds only what is missing (and says nothing was added). Each capability
 * adds its own step here. Runs only with DEMO_DATA on, never in a production
 * deployment.
 */
export async function seedDemoData(options: DemoDataOptions = {}): Promise<DemoDataLoad> {
  const config = getConfig();
  if (!config.demoData) {
    throw new Error("Demo data is loaded only with DEMO_DATA=true, never in a production deployment.");
  }
  const db = getDb();
  const users = await seedDemoUsers(db, config.demoPassword);
  const listings = await seedDemoListings(db, { onPicture: options.onPicture });
  const revisions = await seedDemoRevisions(db);
  const agents = await seedDemoAgents(db);
  const seasons = await seedDemoRates(db);
  const bookings = await seedDemoBookings(db);
  const testimonials = await seedDemoReviews(db);
  const stays = await seedDemoStays(db);
  // The villa owners' year (their stays, expenses, payouts and closed statements), after the bookings and stays it settles.
  const ownerAccounts = await seedDemoOwnerAccounts(db);
  const blogPosts = await seedDemoBlog(db);
  // The demo buyer's saved homes and searches, and the office's leads (one from that buyer).
  const buyerId = (await accountIdsByEmail(db, ["buyer@demo.test"])).get("buyer@demo.test") ?? null;
  const favourites = buyerId ? await seedDemoFavourites(db, buyerId) : 0;
  const searches = buyerId ? await seedDemoSavedSearches({ id: buyerId, emailVerified: true }) : 0;
  const leads = await seedDemoLeads(db, buyerId);
  await markDemoDataLoaded(db);
  const counts = { users, listings, revisions, agents, seasons, bookings, testimonials, stays, ownerAccounts, blogPosts, favourites, searches, leads };
  const added = addsAnything(counts);
  // A line of zeros would read as if something had gone wrong; the caller says "nothing to do" instead.
  if (added) logger.info("Demo data loaded", counts);
  return { added, counts };
}
