import { count } from "drizzle-orm";
import type { Database } from "~/shared/db/client.server";
import type { ReviewExperience } from "./review-rules";
import { reviews } from "./review.table";

type DemoReview = {
  name: string;
  rating: number;
  experience: ReviewExperience;
  property: string | null;
  text: string;
  /** How long ago it was written, so that the demo always looks current. */
  daysAgo: number;
};

/** Ten fictional clients: buyers, sellers and villa guests. */
export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    name: "Maria & Tom Hendricks",
    rating: 5,
    experience: "purchase",
    property: "Frangipani Cottage",
    text: "We had looked at St. John for years from Boston. Our agent walked every path of the property with us, explained the cistern, the septic and the hurricane shutters, and found a surveyor on two days' notice. Closing from the mainland was painless.",
    daysAgo: 4,
  },
  {
    name: "Jonas Berg",
    rating: 5,
    experience: "rental",
    property: "Villa Solstice",
    text: "Our family of six spent ten days at Villa Solstice. Someone met us at the Cruz Bay ferry dock, the fridge was stocked, and a leaking outdoor shower was fixed the same afternoon. Already booked for next March.",
    daysAgo: 9,
  },
  {
    name: "Denise Charles",
    rating: 5,
    experience: "sale",
    property: "a lot in Chocolate Hole",
    text: "Selling land from off-island felt daunting. The team handled the survey update, the photos and every showing, and kept me informed weekly. We closed above what I expected, in under four months.",
    daysAgo: 17,
  },
  {
    name: "Raj Patel",
    rating: 4,
    experience: "rental",
    property: "Villa Marisol",
    text: "Stunning view over Rendezvous Bay and a spotless house. The road up is steep, so rent a 4x4 as they advise. Quick answers to every question before and during our stay.",
    daysAgo: 26,
  },
  {
    name: "The Okafor family",
    rating: 5,
    experience: "purchase",
    property: "Coral Bay Harborview Condo",
    text: "First-time buyers in the Virgin Islands, and we never felt lost. They explained the territory's closing costs, introduced a local attorney and insurer, and even helped set up the power account with WAPA.",
    daysAgo: 41,
  },
  {
    name: "Linda Marsh",
    rating: 5,
    experience: "sale",
    property: "Great Cruz Bay Harbor Condo",
    text: "Honest pricing advice from the first meeting. They suggested two small repairs before listing that paid for themselves many times over. Professional, patient and always reachable.",
    daysAgo: 58,
  },
  {
    name: "Carlos & Ana Ruiz",
    rating: 5,
    experience: "rental",
    property: "Sea Grape Cottage",
    text: "The perfect honeymoon cottage: quiet, private, ten minutes to Maho Bay. The welcome notes on beaches, restaurants and the best snorkelling spots were better than any guidebook.",
    daysAgo: 73,
  },
  {
    name: "Peter Lindqvist",
    rating: 4,
    experience: "other",
    property: null,
    text: "I asked for an opinion on what my family's old house might be worth and whether it was worth renovating. No pressure at all, just a thorough and candid assessment. I will come back when we decide.",
    daysAgo: 96,
  },
  {
    name: "Grace Williams",
    rating: 5,
    experience: "purchase",
    property: "Sugarbird Villa",
    text: "We bought a villa that had been a rental for years, and the agent untangled the existing bookings, the rental history and the furniture inventory for us. Our first season of renting it out was fully booked.",
    daysAgo: 128,
  },
  {
    name: "Hannah & Mike Duval",
    rating: 5,
    experience: "rental",
    property: "Villa Tradewinds",
    text: "Third year in a row at Villa Tradewinds with friends. The house is kept beautifully and the team remembers how we like things. St. John at its best.",
    daysAgo: 160,
  },
];

/** The demo testimonials; adds nothing when any review exists (idempotent). */
export async function seedDemoReviews(db: Database, now = new Date()): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(reviews);
  if ((existing?.total ?? 0) > 0) return 0;
  const day = 24 * 60 * 60 * 1000;
  const rows = DEMO_REVIEWS.map(({ daysAgo, ...review }) => {
    const createdAt = new Date(now.getTime() - daysAgo * day);
    return { ...review, status: "approved" as const, createdAt, updatedAt: createdAt };
  });
  const inserted = await db.insert(reviews).values(rows).returning({ id: reviews.id });
  return inserted.length;
}
