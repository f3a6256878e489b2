import { saveSearch } from "./saved-searches.server";

/** The demo buyer's saved searches: one with a weekly digest, one kept without e-mails. */
const DEMO_SEARCHES = [
  { name: "Three bedrooms under $2.5M", query: "minBeds=3&maxPrice=2500000", frequency: "weekly" },
  { name: "Land with a view", query: "category=land&minAcres=0.5", frequency: "off" },
] as const;

/** Saves the demo buyer's searches (the same query twice is one search, so running it again adds nothing). */
export async function seedDemoSavedSearches(owner: { id: string; emailVerified: boolean }): Promise<number> {
  let saved = 0;
  for (const search of DEMO_SEARCHES) {
    const result = await saveSearch(owner, search);
    if (result.success && result.created) saved += 1;
  }
  return saved;
}
