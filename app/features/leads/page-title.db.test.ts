import { describe, expect, it } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { pageTitleOf } from "./page-title.server";

describe("a page's title from its path", () => {
  it("names a listing's page by its title, a rental by its rental name, and a fixed page by its heading", async () => {
    const sale = await createTestListing({ title: "12 Coral Bay Rd — 3-bed villa" });
    const land = await createTestListing({ title: "Hillside Lot", category: "land", subcategory: null });
    const rental = await createTestListing({
      kind: "rental",
      title: "Rental listing 7",
      slug: "sea-breeze-listing",
      propertyInfo: { name: "Sea Breeze", slug: "sea-breeze" },
    });

    expect(await pageTitleOf(`/property/${sale.id}`)).toBe("12 Coral Bay Rd — 3-bed villa");
    expect(await pageTitleOf(`/landproperty/${land.id}/`)).toBe("Hillside Lot");
    expect(await pageTitleOf("/rental/sea-breeze")).toBe("Sea Breeze");
    expect(await pageTitleOf(`/rental/${rental.id}`)).toBe("Sea Breeze");
    expect(await pageTitleOf("/villa/sea-breeze")).toBe("Sea Breeze");
    expect(await pageTitleOf("/")).toBe("Home page");
    expect(await pageTitleOf("/properties")).toBe("Homes for Sale on St. John");
    expect(await pageTitleOf("/contact/")).toBe("Contact Us");
  });

  it("answers null for a path of no known page, a gone listing or a malformed segment", async () => {
    for (const path of [null, "", "/no-such-page", "/property/not-a-uuid", "/property/00000000-0000-4000-8000-000000000000", "/rental/%E0%A4%A", "/villa/nowhere"]) {
      expect(await pageTitleOf(path), String(path)).toBeNull();
    }
  });
});
