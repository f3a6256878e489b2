import { describe, expect, it } from "vitest";
import { DEMO_AREAS } from "../listing-demo-areas";
import { demoListingRows } from "../listing-demo-data";
import { isOnIsland, ST_JOHN_BOUNDS, ST_JOHN_OUTLINE } from "./st-john-outline";

describe("the St. John outline", () => {
  it("is a closed ring of 30 to 60 points within the island's extent", () => {
    const [ring] = ST_JOHN_OUTLINE.geometry.coordinates;
    expect(ring!.length).toBeGreaterThanOrEqual(30);
    expect(ring!.length).toBeLessThanOrEqual(60);
    expect(ring![0]).toEqual(ring!.at(-1));
    const [[south, west], [north, east]] = ST_JOHN_BOUNDS;
    expect(west).toBeGreaterThan(-64.81);
    expect(east).toBeLessThan(-64.66);
    expect(south).toBeGreaterThan(18.29);
    expect(north).toBeLessThan(18.38);
  });

  it("has every neighbourhood and demo listing on land, and the sea around it", () => {
    for (const [name, area] of Object.entries(DEMO_AREAS)) {
      expect(isOnIsland(area.at[0], area.at[1]), name).toBe(true);
    }
    for (const { row } of demoListingRows()) {
      expect(isOnIsland(row.latitude!, row.longitude!), `${row.title} at ${row.latitude}, ${row.longitude}`).toBe(true);
    }
    expect(isOnIsland(18.3, -64.8)).toBe(false); // Pillsbury Sound, towards St. Thomas
    expect(isOnIsland(18.33, -64.69)).toBe(false); // Coral Bay, the water
    expect(isOnIsland(18.38, -64.75)).toBe(false); // north of the North Shore
  });
});
