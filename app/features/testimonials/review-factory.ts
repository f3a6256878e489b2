import { getDb } from "~/shared/db/client.server";
import { reviews, type Review } from "./review.table";

let sequence = 0;

/** A stored review for tests; pass only what the test is about. */
export async function createTestReview(overrides: Partial<typeof reviews.$inferInsert> = {}): Promise<Review> {
  sequence += 1;
  const [row] = await getDb()
    .insert(reviews)
    .values({
      name: `Reviewer ${sequence}`,
      rating: 5,
      text: `A lovely experience with the team, number ${sequence}.`,
      experience: "rental",
      ...overrides,
    })
    .returning();
  return row!;
}
