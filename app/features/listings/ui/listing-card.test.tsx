import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cardPlace, cardPrice, ListingCard, marketBadge, type CardListing } from "./listing-card";
import { cardFacts } from "../card-facts";

const base: CardListing = {
  id: "5b0c1c1e-8f5e-4a8e-9d1e-1f2a3b4c5d6e",
  kind: "sale",
  category: "residential",
  subcategory: "villa",
  title: "Sugarbird Villa",
  slug: "sugarbird-villa",
  area: "Chocolate Hole",
  price: 2_450_000,
  listPrice: 2_450_000,
  closePrice: null,
  closeDate: null,
  standardStatus: "Active",
  bedroomsTotal: 4,
  bathroomsTotalInteger: 4,
  livingArea: 3200,
  lotSizeAcres: 0.55,
  nightlyRate: null,
  maxGuests: null,
  listOfficeName: null,
  buyerOfficeName: null,
  propertyInfo: null,
  photo: {
    alt: "Pool deck at sunset",
    width: 1600,
    height: 1200,
    variants: [
      { width: 480, height: 360, format: "webp", key: `${"a".repeat(64)}/480.webp` },
      { width: 480, height: 360, format: "jpeg", key: `${"a".repeat(64)}/480.jpg` },
    ],
  },
};

function render(listing: CardListing, props: { priority?: boolean; saveButton?: ReactNode } = {}) {
  const router = createMemoryRouter([{ path: "/", element: <ListingCard listing={listing} {...props} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("marketBadge", () => {
  it("names each market status as a visitor reads it", () => {
    expect(marketBadge({ kind: "sale", standardStatus: "Active" }).label).toBe("For sale");
    expect(marketBadge({ kind: "sale", standardStatus: "ActiveUnderContract" }).label).toBe("Under Contract");
    expect(marketBadge({ kind: "sale", standardStatus: "Pending" }).label).toBe("Pending");
    expect(marketBadge({ kind: "sold", standardStatus: "Closed" }).label).toBe("Sold");
    expect(marketBadge({ kind: "rental", standardStatus: "Active" }).label).toBe("For rent");
  });
});

describe("cardPrice", () => {
  it("shows the list price, the close price with its date, or the nightly rate", () => {
    expect(cardPrice(base)).toEqual({ kind: "sale", amount: "$2,450,000" });
    expect(cardPrice({ ...base, kind: "sold", closePrice: 2_300_000, closeDate: "2025-03-05" })).toEqual({
      kind: "sold",
      amount: "$2,300,000",
      date: { iso: "2025-03-05", text: "March 5, 2025" },
    });
    expect(cardPrice({ ...base, kind: "rental", listPrice: null, price: null, nightlyRate: 650 })).toEqual({ kind: "rental", amount: "$650" });
    expect(cardPrice({ ...base, listPrice: null, price: null })).toEqual({ kind: "none" });
  });
});

describe("cardFacts", () => {
  it("gives beds, baths and square feet for buildings", () => {
    expect(cardFacts(base)).toEqual(["4 beds", "4 baths", "3,200 sq ft"]);
    expect(cardFacts({ ...base, bedroomsTotal: 0, bathroomsTotalInteger: 1, livingArea: 520 })).toEqual(["Studio", "1 bath", "520 sq ft"]);
    expect(cardFacts({ ...base, livingArea: null, lotSizeAcres: 1 })).toEqual(["4 beds", "4 baths", "1 acre"]);
  });

  it("gives only the acreage for land, and the guests for rentals", () => {
    expect(cardFacts({ ...base, category: "land", bedroomsTotal: null, bathroomsTotalInteger: null, livingArea: null, lotSizeAcres: 1.257 })).toEqual(["1.26 acres"]);
    expect(cardFacts({ ...base, kind: "rental", maxGuests: 8 })).toEqual(["4 beds", "4 baths", "Sleeps 8"]);
  });
});

describe("cardPlace", () => {
  it("joins the area and the property type", () => {
    expect(cardPlace(base)).toBe("Chocolate Hole · Villa");
    expect(cardPlace({ area: null, subcategory: null, category: "land" })).toBe("Land");
  });
});

describe("ListingCard", () => {
  it("links the title to the listing's page and shows a lazy, sized photo with its alt text", () => {
    const markup = render(base);
    expect(markup).toContain(`href="/property/${base.id}"`);
    expect(markup).toContain(">Sugarbird Villa</a>");
    expect(markup).toContain('alt="Pool deck at sunset"');
    expect(markup).toContain('loading="lazy"');
    expect(markup).toContain('sizes="(min-width: 75rem) 380px');
    expect(markup).toContain("For sale");
  });

  it("fetches the first card's photo early when asked", () => {
    expect(render(base, { priority: true })).toContain('fetchPriority="high"');
  });

  it("shows a sold listing's close price, date and offices", () => {
    const markup = render({ ...base, kind: "sold", standardStatus: "Closed", closePrice: 2_300_000, closeDate: "2025-03-05", listOfficeName: "Island Office", buyerOfficeName: "Bay Realty" });
    expect(markup).toContain(`href="/soldproperty/${base.id}"`);
    expect(markup).toContain('Sold for $2,300,000 <span class="listing-card__date">on <time dateTime="2025-03-05">March 5, 2025</time></span>');
    expect(markup).toContain("Listed by Island Office · Sold by Bay Realty");
  });

  it("names another firm's MLS listing's office, whether the feed keeps it or a file brought it, and marks ours", () => {
    expect(render({ ...base, listingSource: "mls", listingKey: "K1", listedByUs: false, listOfficeName: "Coral Bay Realty" })).toContain("Listing courtesy of Coral Bay Realty");
    expect(render({ ...base, listingSource: null, listingKey: "F1", listedByUs: false, listOfficeName: "Coral Bay Realty" })).toContain("Listing courtesy of Coral Bay Realty");
    const ours = render({ ...base, listingSource: null, listingKey: "F2", listedByUs: true, listOfficeName: "Sugar Apple Realty" });
    expect(ours).not.toContain("courtesy");
    expect(ours).toContain("Our listing");
    expect(render({ ...base, listOfficeName: "Sugar Apple Realty" })).not.toContain("courtesy");
  });

  it("puts the save control the page gives it over the photo, and none without one", () => {
    const markup = render(base, { saveButton: <button type="button">Save Sugarbird Villa</button> });
    expect(markup).toMatch(/<div class="listing-card__media">.*<button type="button">Save Sugarbird Villa<\/button><\/div>/);
    expect(render(base)).not.toContain("<button");
  });

  it("says when there is no photo yet", () => {
    expect(render({ ...base, photo: null })).toContain("Photo coming soon");
  });
});
