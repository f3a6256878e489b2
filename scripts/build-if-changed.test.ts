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

// Like Vite's, the build prints a listing nobody starting the site needs to read; it fails when asked to.
const build = `echo "build/client/assets/a-1234.js  1.2 kB" && test ! -e fail && mkdir -p build/server && echo built >> builds.log && touch build/server/server.js && node ${JSON.stringify(script)} --stamp`;
writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "tiny", private: true, scripts: { build } }));
mkdirSync(path.join(project, "app"));
writeFileSync(path.join(project, "app", "page.tsx"), "export default 1;\n");

const start = () => execFileSync(process.execPath, [script], { cwd: project, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
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
    rmSync(path.join(project, "build", "server", "server.js"));
    start();
    expect(builds()).toBe(3);
  });

  it("says it builds and how long it took, keeping the build's own listing out of the start", () => {
    writeFileSync(path.join(project, "app", "page.tsx"), "export default 3;\n");
    const output = start();
    expect(output).toMatch(/^Building the site \(the source changed since the last build; a minute or two\)…\nBuilt in \d+ s\.\n$/);
    expect(builds()).toBe(4);
  });

  it("prints the build's whole output when it fails, and exits with its status", () => {
    writeFileSync(path.join(project, "fail"), "");
    writeFileSync(path.join(project, "app", "page.tsx"), "export default 4;\n");
    let failure: { status: number; stdout: string; stderr: string } | undefined;
    try {
      start();
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stdout).toContain("build/client/assets/a-1234.js  1.2 kB");
    expect(failure?.stderr).toMatch(/The build failed \(exit status 1\); its output is above\./);
    expect(builds()).toBe(4);
  });
});
