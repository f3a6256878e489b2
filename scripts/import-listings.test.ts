import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = mkdtempSync(path.join(tmpdir(), "import-cli-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const env = (dataDir: string) => ({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir, LOG_LEVEL: "warn" });

describe("npm run import:listings", () => {
  it("says the database server went away, and at which row, when it stops mid-import", async () => {
    const dataDir = path.join(root, "serving");
    const owner = spawn(process.execPath, ["--import", "tsx", "app/shared/db/embedded/hold-embedded-database.fixture.ts", path.join(dataDir, "pglite")], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        owner.stdout.on("data", (data) => String(data).includes("ready") && resolve());
        owner.once("exit", (code) => reject(new Error(`the database owner exited with ${code}`)));
      });
      const rows = Array.from({ length: 20_000 }, (_, n) => `CLI-${n},Active,Land,${200_000 + n},Fish Bay`);
      const file = path.join(root, "feed.csv");
      writeFileSync(file, ["ListingKey,StandardStatus,PropertyType,ListPrice,SubdivisionName", ...rows].join("\n"));

      const importer = spawn(process.execPath, ["--import", "tsx", "scripts/import-listings.ts", file], { env: env(dataDir), stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      importer.stderr.on("data", (chunk) => (stderr += String(chunk)));
      importer.stdout.on("data", (chunk) => {
        stdout += String(chunk);
        // The first progress line: some rows are in, most are still to come. The server dies now.
        if (/Imported [\d,]+ of/.test(stdout) && owner.exitCode === null) owner.kill("SIGKILL");
      });
      const code = await new Promise<number | null>((resolve) => importer.once("exit", resolve));

      expect(code).toBe(1);
      const lines = stderr.trim().split("\n");
      const stop = lines.at(-1)!;
      expect(stop).toMatch(/^.*feed\.csv: the import stopped: the database server went away at line (\d+) \(.+\), after [\d,]+ rows were imported\. Run the same file again/);
      expect(Number(/at line (\d+)/.exec(stop)![1])).toBeGreaterThan(2);
      expect(stderr).not.toMatch(/refused|\n\s+at /);
      expect(stdout).not.toMatch(/Could not be saved/);
    } finally {
      if (owner.exitCode === null) owner.kill("SIGKILL");
    }
  }, 120_000);
});
