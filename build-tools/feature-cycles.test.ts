import { beforeAll, describe, expect, it } from "vitest";
import { describeCycle, featureCycles, featureImports, type FeatureImport } from "./feature-graph.js";

describe("features' imports", () => {
  let imports: FeatureImport[];
  // Reading every feature file takes a few seconds on a busy machine.
  beforeAll(() => {
    imports = featureImports();
  }, 60_000);

  it("go one way: no two features reach each other, directly or round a loop", () => {
    // Each cycle is named with its features and the imports that close it (`node build-tools/feature-graph.js` prints the same).
    expect(featureCycles(imports).map(describeCycle)).toEqual([]);
  });

  it("are read from the code, and a loop through them is named with the imports that close it", () => {
    expect(imports).toContainEqual(expect.objectContaining({ from: "favourites", to: "listings" }));
    const loop = featureCycles([
      ...imports,
      { from: "listings", to: "favourites", file: "features/listings/ui/card.tsx", specifier: "~/features/favourites/components" },
    ]);
    const named = loop.find((cycle) => cycle.features.includes("listings"));
    expect(named?.features).toEqual(expect.arrayContaining(["favourites", "listings"]));
    expect(describeCycle(named!)).toContain("listings → favourites: features/listings/ui/card.tsx imports ~/features/favourites/components");
  });
});
