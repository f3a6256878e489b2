import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AREA_NOTES,
  decodePolygon,
  encodePolygon,
  formatBounds,
  MAX_AREA_VERTICES,
  normalPolygon,
  parseBounds,
  roundCoordinate,
  type LatLng,
} from "./search-area";
import { parseSearchQuery, toSearchParams } from "./search-query";

const latitude = fc.integer({ min: -900_000, max: 900_000 }).map((value) => value / 1e4);
const longitude = fc.integer({ min: -1_800_000, max: 1_800_000 }).map((value) => value / 1e4);
const point = fc.tuple(latitude, longitude) as fc.Arbitrary<LatLng>;
/** Corners of an area as a map draws them: already kept (rounded, no repeats, some area). */
const polygon = fc
  .array(point, { minLength: 3, maxLength: MAX_AREA_VERTICES })
  .map((points) => normalPolygon(points))
  .filter((result): result is { points: LatLng[] } => "points" in result)
  .map((result) => result.points);

describe("map bounds in the URL", () => {
  it("read back exactly what was written, rounded to four decimals", () => {
    fc.assert(
      fc.property(latitude, latitude, longitude, longitude, (a, b, c, d) => {
        fc.pre(a !== b && c !== d);
        const bounds = { south: Math.min(a, b), north: Math.max(a, b), west: Math.min(c, d), east: Math.max(c, d) };
        expect(parseBounds(formatBounds(bounds))).toEqual(bounds);
      }),
    );
    expect(formatBounds({ south: 18.301234567, west: -64.80009, north: 18.37, east: -64.66 })).toBe("18.3012,-64.8001,18.37,-64.66");
  });

  it("are ignored when they are not four plain numbers making an area on the globe", () => {
    for (const raw of ["", "1,2,3", "1,2,3,4,5", "a,b,c,d", "18.3,-64.8,18.2,-64.7", "18.3,-64.8,18.3,-64.7", "91,0,92,1", "0,-181,1,0", "1e2,0,2,1", "0x1,0,2,1", "NaN,0,1,1", "Infinity,0,1,1", "18.30001,-64.8,18.30002,-64.7"]) {
      expect(parseBounds(raw), raw).toBeNull();
    }
  });

  it("never throw on any text, and what they keep lies on the globe", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const bounds = parseBounds(raw);
        if (bounds) {
          expect(bounds.south).toBeLessThan(bounds.north);
          expect(bounds.west).toBeLessThan(bounds.east);
          expect(Math.abs(bounds.north)).toBeLessThanOrEqual(90);
          expect(Math.abs(bounds.west)).toBeLessThanOrEqual(180);
        }
      }),
    );
  });
});

describe("a drawn area in the URL", () => {
  it("reads back the same corners, in a few URL-safe characters each", () => {
    fc.assert(
      fc.property(polygon, (points) => {
        const encoded = encodePolygon(points);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodePolygon(encoded)).toEqual({ points });
      }),
    );
    // A hand-drawn area around Cruz Bay: ~6 characters a corner.
    const cruzBay: LatLng[] = [[18.3321, -64.7985], [18.3402, -64.7921], [18.3377, -64.7803], [18.3255, -64.7842]];
    expect(encodePolygon(cruzBay).length).toBeLessThanOrEqual(cruzBay.length * 8 + 8);
  });

  it("keeps corners rounded, without repeats or the closing copy of the first", () => {
    const result = normalPolygon([[18.300001, -64.8], [18.300001, -64.8], [18.31, -64.79], [18.305, -64.78], [18.3, -64.8]]);
    expect(result).toEqual({ points: [[18.3, -64.8], [18.31, -64.79], [18.305, -64.78]] });
    expect(roundCoordinate(-0.00001)).toBe(0);
  });

  it("refuses too many corners, too few, a flat shape and junk, each with a note", () => {
    const many: LatLng[] = Array.from({ length: MAX_AREA_VERTICES + 1 }, (_, i) => [18.3 + Math.cos(i) / 100, -64.75 + Math.sin(i) / 100]);
    expect(decodePolygon(encodePolygon(many))).toEqual({ error: AREA_NOTES.tooManyCorners });
    expect(decodePolygon("A".repeat(100_000))).toEqual({ error: AREA_NOTES.tooManyCorners });
    expect(decodePolygon(encodePolygon([[18.3, -64.8], [18.31, -64.79]]))).toEqual({ error: AREA_NOTES.polygon });
    expect(decodePolygon(encodePolygon([[18.3, -64.8], [18.31, -64.79], [18.32, -64.78]]))).toEqual({ error: AREA_NOTES.polygon });
    expect(decodePolygon("not a polygon!")).toEqual({ error: AREA_NOTES.polygon });
    // A number that never ends, and one past the poles.
    expect(decodePolygon("________")).toEqual({ error: AREA_NOTES.polygon });
    expect(decodePolygon(encodePolygon([[95, 0], [96, 1], [95, 2]]))).toEqual({ error: AREA_NOTES.polygon });
  });

  it("never throws on any text, and what it keeps is a valid area", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 400 }), fc.stringMatching(/^[A-Za-z0-9_-]{0,300}$/)), (raw) => {
        const result = decodePolygon(raw);
        if ("points" in result) {
          expect(result.points.length).toBeGreaterThanOrEqual(3);
          expect(result.points.length).toBeLessThanOrEqual(MAX_AREA_VERTICES);
          for (const [lat, lng] of result.points) {
            expect(Math.abs(lat)).toBeLessThanOrEqual(90);
            expect(Math.abs(lng)).toBeLessThanOrEqual(180);
          }
        }
      }),
    );
  });
});

describe("the search's map area", () => {
  it("round-trips through the search URL", () => {
    fc.assert(
      fc.property(polygon, (points) => {
        expect(parseSearchQuery(toSearchParams({ polygon: points })).query.polygon).toEqual(points);
      }),
    );
    const parsed = parseSearchQuery(new URLSearchParams("bounds=18.3,-64.8,18.37,-64.66&minPrice=500000"));
    expect(parsed.query.bounds).toEqual({ south: 18.3, west: -64.8, north: 18.37, east: -64.66 });
    expect(toSearchParams(parsed.query).toString()).toBe("minPrice=500000&bounds=18.3%2C-64.8%2C18.37%2C-64.66");
  });

  it("searches a drawn area rather than the map when the URL has both, and says so", () => {
    const polygonParam = encodePolygon([[18.3, -64.8], [18.31, -64.79], [18.305, -64.78]]);
    const parsed = parseSearchQuery(new URLSearchParams(`bounds=18.3,-64.8,18.37,-64.66&polygon=${polygonParam}`));
    expect(parsed.query.bounds).toBeUndefined();
    expect(parsed.query.polygon).toHaveLength(3);
    expect(parsed.notes).toEqual([AREA_NOTES.both]);
  });

  it("ignores a bad area with a note and keeps the other filters", () => {
    const parsed = parseSearchQuery(new URLSearchParams("bounds=0,0,0,0&polygon=%00%01&minBeds=2"));
    expect(parsed.query).toMatchObject({ minBeds: 2 });
    expect(parsed.query.bounds).toBeUndefined();
    expect(parsed.query.polygon).toBeUndefined();
    expect(parsed.notes).toEqual([AREA_NOTES.polygon, AREA_NOTES.bounds]);
  });
});
