import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { missingPatchLines } from "./react-router-patch";

describe("React Router's patch", () => {
  it("is applied to the installed React Router, every line it adds", () => {
    expect(missingPatchLines()).toEqual([]);
  });

  const unpatched = mkdtempSync(path.join(tmpdir(), "react-router-unpatched-"));
  afterAll(() => rmSync(unpatched, { recursive: true, force: true }));

  it("is reported missing, file by file, from an install that lost it", () => {
    const dist = "node_modules/react-router/dist/production/index.js";
    cpSync(path.resolve("node_modules/react-router"), path.join(unpatched, "node_modules/react-router"), { recursive: true });
    const original = readFileSync(path.join(unpatched, dist), "utf8");
    writeFileSync(path.join(unpatched, dist), original.replaceAll("Patched:", "Unpatched:"));
    const missing = missingPatchLines(unpatched);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((line) => line.startsWith(`${dist}: `))).toBe(true);
  });
});
