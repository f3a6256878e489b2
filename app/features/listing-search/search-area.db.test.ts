import { describe, expect, it } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { searchListings } from "./search-listings.server";
import { searchPoints } from "./search-points.server";
import { parseSearchQuery, type SearchQuery } from "./search-query";
import { encodePolygon, type LatLng } from "./search-area";

/** Listings around the island; the areas below hold some of them, and one edge passes through one. */
async function market() {
  const rows = [
    { title: "Cruz Bay condo", latitude: 18.3312, longitude: -64.7935, listPrice: 650_000, bedroomsTotal: 2, bathroomsTotalInteger: 1 },
    { title: "Chocolate Hole villa", latitude: 18.3195, longitude: -64.7705, listPrice: 2_900_000 },
    { title: "Coral Bay cottage", latitude: 18.3465, longitude: -64.7125, listPrice: 725_000 },
    { title: "Edge of the map home", latitude: 18.34, longitude: -64.75, listPrice: 1_100_000 },
    { title: "Unmapped home", latitude: null, longitude: null, listPrice: 900_000 },
    { title: "Sold Peter Bay villa", kind: "sold" as const, latitude: 18.3625, longitude: -64.763, listPrice: 6_500_000, closePrice: 6_100_000, closeDate: "2025-05-01" },
    { title: "Pending Cruz Bay villa", latitude: 18.332, longitude: -64.794, listPrice: 1_000_000, reviewStatus: "pending" as const },
  ];
  for (const row of rows) await createTestListing(row);
}

async function titles(search: string) {
  const { query, notes } = parseSearchQuery(new URLSearchParams(search));
  const result = await searchListings(query);
  if (!result.success) throw new Error(result.error);
  return { titles: result.data.items.map((item) => item.title).sort(), total: result.data.total, notes };
}

/** West of Chocolate Hole: Cruz Bay and the hills above it. */
const WEST_END: LatLng[] = [[18.3, -64.81], [18.345, -64.81], [18.345, -64.78], [18.3, -64.78]];

describe("searching an area of the map", () => {
  it("finds only the approved listings inside the visible map, its edges included", async () => {
    await market();
    expect(await titles("bounds=18.31,-64.8,18.34,-64.75")).toEqual({ titles: ["Chocolate Hole villa", "Cruz Bay condo", "Edge of the map home"], total: 3, notes: [] });
    expect((await titles("bounds=18.31,-64.8,18.34,-64.75&minPrice=1000000")).titles).toEqual(["Chocolate Hole villa", "Edge of the map home"]);
    expect((await titles("bounds=18.36,-64.77,18.37,-64.76&status=sold")).titles).toEqual(["Sold Peter Bay villa"]);
  });

  it("finds only the listings inside a drawn area", async () => {
    await market();
    expect((await titles(`polygon=${encodePolygon(WEST_END)}`)).titles).toEqual(["Cruz Bay condo"]);
    // A triangle whose slanted side leaves Chocolate Hole outside and Coral Bay in.
    const triangle: LatLng[] = [[18.31, -64.76], [18.36, -64.7], [18.31, -64.7]];
    expect((await titles(`polygon=${encodePolygon(triangle)}`)).titles).toEqual(["Coral Bay cottage"]);
  });

  it("searches the whole island when the area cannot be read, with a note", async () => {
    await market();
    const result = await titles("bounds=18.34,-64.75,18.31,-64.8&polygon=!!");
    expect(result.total).toBe(6);
    expect(result.notes).toHaveLength(2);
  });
});

describe("the map pins of a search", () => {
  it("are every located match with its price, page and pop-up facts, beyond the page of cards", async () => {
    await market();
    const result = await searchPoints({ status: "for-sale" } satisfies Partial<SearchQuery>);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.complete).toBe(true);
    const byTitle = Object.fromEntries(result.data.points.map((point) => [point[4], point]));
    expect(Object.keys(byTitle).sort()).toEqual(["Chocolate Hole villa", "Coral Bay cottage", "Cruz Bay condo", "Edge of the map home"]);
    // A listing without photos has none in its pop-up; its facts start with the beds and baths.
    expect(byTitle["Cruz Bay condo"]).toEqual([expect.any(String), 18.3312, -64.7935, "$650K", "Cruz Bay condo", expect.stringMatching(/^\/property\//), "", expect.stringMatching(/^2 beds · 1 bath\b/)]);
    expect(byTitle["Chocolate Hole villa"]![3]).toBe("$2.9M");
  });

  it("follow the area and say when there are more than one answer carries", async () => {
    await market();
    const inArea = await searchPoints({ polygon: WEST_END });
    expect(inArea.success && inArea.data.points.map((point) => point[4])).toEqual(["Cruz Bay condo"]);
    const capped = await searchPoints({}, { max: 2 });
    expect(capped.success && { count: capped.data.points.length, complete: capped.data.complete }).toEqual({ count: 2, complete: false });
  });
});
