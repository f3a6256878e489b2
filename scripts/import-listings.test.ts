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

describe("npm run import:listings with rows the database cannot store", () => {
  it("reports a row with a NUL in its ListingKey (escaped) and a photo with an invalid address, imports the rest, and exits with 2", async () => {
    const dataDir = path.join(root, "hostile");
    const lot = (key: string, extra: Record<string, unknown> = {}) => ({ ListingKey: key, StandardStatus: "Active", PropertyType: "Land", ListPrice: 200_000, SubdivisionName: "Fish Bay", ...extra });
    const photo = (url: string) => [{ MediaKey: "P1", MediaURL: url, MediaCategory: "Photo", Order: 0 }];
    const file = path.join(root, "hostile.json");
    writeFileSync(file, JSON.stringify({ value: [lot("H-1", { Media: photo("https://photos.mls.example/1.jpg") }), lot("H-\u00002", { Media: photo("https://photos.mls.example/2.jpg") }), lot("H-3", { Media: photo("http://[") })] }));

    const importer = spawn(process.execPath, ["--import", "tsx", "scripts/import-listings.ts", file], { env: env(dataDir), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    importer.stdout.on("data", (chunk) => (stdout += String(chunk)));
    importer.stderr.on("data", (chunk) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((resolve) => importer.once("exit", resolve));

    expect(stderr).toBe("");
    expect(code).toBe(2);
    expect(stdout).toContain('Record 1 (line 1) (ListingKey "H-\\u00002"): ListingKey holds a character the database cannot store (such as NUL)');
    expect(stdout).toContain("Record 2 (line 1) (ListingKey H-3): Media P1: MediaURL is not a valid address; the photo was left out");
    expect(stdout).toMatch(/3 rows in [\d.]+ s: 2 created, 0 updated, 0 unchanged, 1 failed\./);
    expect(stdout).not.toContain("\u0000");
  }, 120_000);
});
