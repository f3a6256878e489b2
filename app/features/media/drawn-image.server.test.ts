import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "~/shared/config/env.server";
import { storeDrawing, type Drawing } from "./drawn-image.server";
import { createDiskStorage } from "./storage.server";

const drawing: Drawing = {
  svg: '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#2a7f9e"/></svg>',
  alt: "A blue test picture (illustration)",
  folder: "demo-photos",
  quality: 80,
};

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "drawn-image-"));
});

afterEach(async () => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  await rm(folder, { recursive: true, force: true });
});

describe("storeDrawing with a shared drawings folder (DEMO_DRAWINGS_CACHE)", () => {
  it("draws a picture once for every database: another store copies the shared files instead of drawing again", async () => {
    vi.stubEnv("DEMO_DRAWINGS_CACHE", path.join(folder, "shared"));
    resetConfigForTests();
    const first = createDiskStorage(path.join(folder, "first"));
    const drawn = await storeDrawing(drawing, first);
    const webp = drawn.variants.find((variant) => variant.format === "webp")!;
    expect(await readFile(path.join(folder, "shared", webp.key))).toEqual(await readFile(path.join(folder, "first", webp.key)));

    // Marked in the shared folder only: the second store's file can only have come from there.
    const marked = Buffer.concat([await readFile(path.join(folder, "shared", webp.key)), Buffer.from("shared")]);
    await writeFile(path.join(folder, "shared", webp.key), marked);
    const second = createDiskStorage(path.join(folder, "second"));
    expect(await storeDrawing(drawing, second)).toEqual(drawn);
    expect(await readFile(path.join(folder, "second", webp.key))).toEqual(marked);
  });

  it("draws again when the shared folder lacks a file its record names", async () => {
    vi.stubEnv("DEMO_DRAWINGS_CACHE", path.join(folder, "shared"));
    resetConfigForTests();
    const drawn = await storeDrawing(drawing, createDiskStorage(path.join(folder, "first")));
    const jpeg = drawn.variants.find((variant) => variant.format === "jpeg" && variant.width !== drawn.width)!;
    await rm(path.join(folder, "shared", jpeg.key));

    const second = createDiskStorage(path.join(folder, "second"));
    expect(await storeDrawing(drawing, second)).toEqual(drawn);
    for (const variant of drawn.variants) expect(await second.exists(variant.key), variant.key).toBe(true);
  });

  it("keeps nothing outside the database's own storage without the setting", async () => {
    const drawn = await storeDrawing(drawing, createDiskStorage(path.join(folder, "first")));
    expect(drawn.variants.length).toBeGreaterThan(0);
    await expect(readFile(path.join(folder, "shared", drawn.variants[0]!.key))).rejects.toThrow(/ENOENT/);
  });
});
