import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoPhotos, type DemoPhoto } from "./demo-photos.server";
import { DEMO_SCENES, sceneSvg } from "./island-scenes.server";
import { createDiskStorage } from "./storage.server";

let folder: string;

async function files() {
  return (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "media-demo-"));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("demo scenes", () => {
  it("are about two dozen, each described for people who cannot see it", () => {
    expect(DEMO_SCENES.length).toBeGreaterThanOrEqual(20);
    const alts = DEMO_SCENES.map((scene) => scene.alt);
    expect(new Set(alts).size).toBe(alts.length);
    for (const alt of alts) expect(alt).toMatch(/^[A-Z].{20,}\(illustration\)$/);
    expect(new Set(DEMO_SCENES.map((scene) => scene.seed)).size).toBe(DEMO_SCENES.length);
  });

  it("draw the same picture every time", () => {
    for (const scene of DEMO_SCENES) expect(sceneSvg(scene, 300, 200)).toBe(sceneSvg(scene, 300, 200));
  });
});

describe("ensureDemoPhotos", () => {
  let photos: DemoPhoto[];

  it("renders every scene through the media pipeline into WebP and JPEG at three widths", async () => {
    photos = await ensureDemoPhotos({ storage: createDiskStorage(folder) });
    expect(photos).toHaveLength(DEMO_SCENES.length);
    for (const [index, photo] of photos.entries()) {
      expect(photo.alt).toBe(DEMO_SCENES[index]!.alt);
      expect([photo.width, photo.height]).toEqual([1600, 1067]);
      expect(photo.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual([
        "jpeg 1600",
        "jpeg 480",
        "jpeg 960",
        "webp 1600",
        "webp 480",
        "webp 960",
      ]);
    }
    const sample = photos[0]!.variants.find((variant) => variant.format === "webp" && variant.width === 480)!;
    const metadata = await sharp(path.join(folder, sample.key)).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 480, 320]);
    // Distinct pictures, not one repeated.
    expect(new Set(photos.map((photo) => photo.variants[0]!.key)).size).toBe(photos.length);
  }, 120_000);

  it("does nothing the second time, even from a fresh start", async () => {
    const before = await files();
    const again = await ensureDemoPhotos({ storage: createDiskStorage(folder) });
    expect(again).toEqual(photos);
    expect(await files()).toBe(before);
  });
});
