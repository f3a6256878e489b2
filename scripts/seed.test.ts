import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "seed-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run db:seed` on its own data folder, as an operator runs it. */
const seed = () =>
  promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/seed.ts"], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir },
  });

describe("npm run db:seed", () => {
  it("loads the demo data, then on a second run says it is already loaded instead of a line of zeros", async () => {
    const first = await seed();
    expect(first.stdout).toMatch(/Demo data loaded/);
    expect(first.stdout).toMatch(/Demo data is in place\.\n$/);
    const second = await seed();
    expect(second.stdout).toBe("Demo data is already loaded; nothing to do.\n");
    expect(second.stderr).toBe("");
  }, 240_000);
});
