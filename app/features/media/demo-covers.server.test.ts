import { describe, expect, it } from "vitest";
import { coverScene, type CoverKind } from "./demo-covers.server";
import { sceneSvg } from "./island-scenes.server";

describe("coverScene", () => {
  it("draws a different picture, described differently, for each of sixty listings of a kind", () => {
    for (const kind of ["villa", "cottage", "condo", "land"] satisfies CoverKind[]) {
      const scenes = Array.from({ length: 60 }, (_, index) => coverScene(kind, index));
      expect(new Set(scenes.map((scene) => sceneSvg(scene, 120, 80))).size, kind).toBe(60);
      // Neighbours on a results page differ in what a screen reader says too.
      for (let index = 1; index < scenes.length; index++) expect(scenes[index]!.alt, `${kind} ${index}`).not.toBe(scenes[index - 1]!.alt);
      for (const scene of scenes) expect(scene.alt).toMatch(/\(illustration\)$/);
    }
  });

  it("gives the same listing the same picture every time", () => {
    expect(sceneSvg(coverScene("villa", 7), 120, 80)).toBe(sceneSvg(coverScene("villa", 7), 120, 80));
  });
});
