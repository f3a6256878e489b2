import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageKeyOf } from "~/features/media";
import { createDiskStorage } from "~/features/media/storage.server";
import { coversFor, ensureBlogCovers } from "./blog-covers.server";
import { ALL_COVER_NAMES } from "./cover-image-rules";

let folder: string;

async function fileCount() {
  return (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length;
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "blog-covers-"));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("ensureBlogCovers", () => {
  it("draws one distinct, described, light image per cover name, and a second run stores nothing new", async () => {
    const covers = await ensureBlogCovers(ALL_COVER_NAMES, { storage: createDiskStorage(folder) });
    expect(Object.keys(covers).sort()).toEqual([...ALL_COVER_NAMES].sort());
    const keys = new Set(Object.values(covers).map((image) => storageKeyOf(image!)));
    expect(keys.size).toBe(ALL_COVER_NAMES.length);
    for (const image of Object.values(covers)) {
      expect(image!.alt).toMatch(/\(illustration\)$/);
      expect(image!.width).toBe(960);
      expect(image!.variants.map((variant) => variant.format).sort()).toContain("webp");
    }
    const files = await fileCount();
    // A new storage object for the same folder: nothing cached in memory, everything read back.
    const again = await ensureBlogCovers(ALL_COVER_NAMES, { storage: createDiskStorage(folder) });
    expect(again).toEqual(covers);
    expect(await fileCount()).toBe(files);

    const post = { id: "x", coverImage: null, category: "Legal", title: "t", tags: [], description: "d" };
    const uploaded = { ...covers.default!, alt: "Uploaded" };
    expect(await coversFor([post, { ...post, coverImage: uploaded }], { storage: createDiskStorage(folder) })).toEqual([covers["category:Legal"], uploaded]);
  }, 120_000);
});
