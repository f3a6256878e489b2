import { describe, expect, it } from "vitest";
import { distanceKm } from "./geo-distance";
import { areaNearPoint, isOnIsland } from "./island-point";

describe("distanceKm", () => {
  it("measures along the globe", () => {
    // A degree of latitude on a sphere of 6,371.0088 km is 111.195 km.
    expect(distanceKm({ lat: 18, lng: -64.7 }, { lat: 19, lng: -64.7 })).toBeCloseTo(111.195, 3);
    // Cruz Bay to Coral Bay, about 8.7 km as the crow flies.
    expect(distanceKm({ lat: 18.3312, lng: -64.7935 }, { lat: 18.346, lng: -64.711 })).toBeCloseTo(8.83, 1);
    expect(distanceKm({ lat: 18.33, lng: -64.75 }, { lat: 18.33, lng: -64.75 })).toBe(0);
  });
});

describe("isOnIsland", () => {
  it("takes points inside the outline and just off its shore", () => {
    expect(isOnIsland({ lat: 18.339, lng: -64.729 })).toBe(true); // Bordeaux Mountain
    expect(isOnIsland({ lat: 18.3312, lng: -64.7935 })).toBe(true); // Cruz Bay
    // 150 m south of the outline's Ram Head: within the outline's precision.
    expect(isOnIsland({ lat: 18.3009, lng: -64.7022 })).toBe(true);
  });

  it("refuses the sea, the other islands and what is not a place", () => {
    expect(isOnIsland({ lat: 18.305, lng: -64.74 })).toBe(false); // off Reef Bay, inside the bounding box
    expect(isOnIsland({ lat: 18.325, lng: -64.85 })).toBe(false); // Red Hook, St. Thomas
    expect(isOnIsland({ lat: 18.43, lng: -64.62 })).toBe(false); // Road Town, Tortola
    expect(isOnIsland({ lat: 40.7, lng: -74 })).toBe(false);
    expect(isOnIsland({ lat: Number.NaN, lng: -64.75 })).toBe(false);
    expect(isOnIsland({ lat: Infinity, lng: -64.75 })).toBe(false);
  });
});

describe("areaNearPoint", () => {
  const at = (area: string, lat: number, lng: number) => ({ area, lat, lng });
  const point = { lat: 18.346, lng: -64.711 };

  it("takes the area most of the five nearest listings are in", () => {
    const listings = [
      at("Bordeaux", 18.3461, -64.7111), // the nearest, outvoted
      at("Coral Bay", 18.3465, -64.7115),
      at("Coral Bay", 18.347, -64.712),
      at("Coral Bay", 18.345, -64.713),
      at("Johnson Bay", 18.344, -64.709),
      at("Bordeaux", 18.339, -64.729), // sixth: no vote
      at("Bordeaux", 18.339, -64.7291),
    ];
    expect(areaNearPoint(point, listings)).toEqual({ area: "Coral Bay", nearestKm: expect.closeTo(0.0152, 3) });
    expect(areaNearPoint(point, [...listings].reverse())).toEqual(areaNearPoint(point, listings));
  });

  it("lets only listings within 1.5 km vote, and the nearest when none is that near", () => {
    // The Cruz Bay condo is 8.8 km off; the three Coral Bay homes further still.
    const town = { lat: 18.3312, lng: -64.7935 };
    const listings = [at("Cruz Bay", 18.3318, -64.7931), at("Coral Bay", 18.3465, -64.7115), at("Coral Bay", 18.347, -64.712), at("Coral Bay", 18.345, -64.713)];
    expect(areaNearPoint(town, listings)?.area).toBe("Cruz Bay");
    expect(areaNearPoint({ lat: 18.3392, lng: -64.7506 }, listings.slice(1))?.area).toBe("Coral Bay");
  });

  it("gives a tie to the area of the nearest", () => {
    const listings = [at("Coral Bay", 18.3465, -64.7115), at("Johnson Bay", 18.3461, -64.7111), at("Coral Bay", 18.35, -64.72), at("Johnson Bay", 18.34, -64.705)];
    expect(areaNearPoint(point, listings)?.area).toBe("Johnson Bay");
  });

  it("counts only located listings in an area of the island, and knows none without them", () => {
    expect(areaNearPoint(point, [at("Red Hook", 18.346, -64.711), at("Hansen Bay", 18.3565, -64.6815)])?.area).toBe("Hansen Bay");
    expect(areaNearPoint(point, [at("Coral Bay", Number.NaN, -64.711)])).toBeNull();
    expect(areaNearPoint(point, [])).toBeNull();
  });
});
