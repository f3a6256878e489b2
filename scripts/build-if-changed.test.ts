import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm start` builds only when the build's inputs changed. Run for real in
 * a small project whose `build` script counts its runs and stamps its
 * inputs the way the project's own build does.
 */
const script = path.resolve("scripts/build-if-changed.mjs");
const project = mkdtempSync(path.join(tmpdir(), "build-if-changed-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

const build = `mkdir -p build/server && echo built >> builds.log && touch build/server/index.js && node ${JSON.stringify(script)} --stamp`;
writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "tiny", private: true, scripts: { build } }));
mkdirSync(path.join(project, "app"));
writeFileSync(path.join(project, "app", "page.tsx"), "export default 1;\n");

const start = () => execFileSync(process.execPath, [script], { cwd: project, encoding: "utf8" });
const builds = () => readFileSync(path.join(project, "builds.log"), "utf8").trim().split("\n").length;

describe("build-if-changed", () => {
  it("builds the first time, skips the build while nothing it reads changed, and builds again after an edit", () => {
    start();
    expect(builds()).toBe(1);
    expect(start()).toContain("up to date");
    expect(builds()).toBe(1);
    writeFileSync(path.join(project, "app", "page.tsx"), "export default 2;\n");
    start();
    expect(builds()).toBe(2);
    // A test file never reaches the bundle.
    writeFileSync(path.join(project, "app", "page.test.tsx"), "export const checked = true;\n");
    start();
    expect(builds()).toBe(2);
  });

  it("builds when the last build's output is gone", () => {
    rmSync(path.join(project, "build", "server", "index.js"));
    start();
    expect(builds()).toBe(3);
  });
});
