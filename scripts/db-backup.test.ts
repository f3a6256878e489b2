import { execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = mkdtempSync(path.join(tmpdir(), "backup-cli-"));
const dataDir = path.join(root, "data");
const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir, LOG_LEVEL: "warn" };
const owner = spawn(process.execPath, ["--import", "tsx", "app/shared/db/embedded/hold-embedded-database.fixture.ts", path.join(dataDir, "pglite")], {
  stdio: ["ignore", "pipe", "inherit"],
});

/** A running site's database (the embedded one, held by another process as a server does) with enough rows that a backup takes a while. */
beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    owner.stdout.on("data", (data) => String(data).includes("ready") && resolve());
    owner.once("exit", (code) => reject(new Error(`the database owner exited with ${code}`)));
  });
  // The import applies the migrations; the sample's two bad rows make it exit with 2.
  await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/import-listings.ts", "fixtures/mls-sample.csv"], { env }).catch((error: { code: number }) => {
    if (error.code !== 2) throw error;
  });
  const client = new pg.Client({ host: path.join(dataDir, "pglite.run"), port: 5432, user: "postgres", database: "postgres" });
  await client.connect();
  await client.query("insert into page_views (path, created_at) select '/p/' || n, now() - make_interval(secs => n) from generate_series(1, 100000) n");
  await client.end();
}, 120_000);

afterAll(() => {
  if (owner.exitCode === null) owner.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

describe("npm run db:backup", () => {
  it.each([
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const)("stopped by %s mid-backup says so in one line, leaves no file behind and exits with %i", async (signal, status) => {
    const out = path.join(root, `backups-${signal}`);
    const backup = spawn(process.execPath, ["--import", "tsx", "scripts/db-backup.ts", "--out", `${out}/`], { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    backup.stdout.on("data", (chunk) => (stdout += String(chunk)));
    backup.stderr.on("data", (chunk) => (stderr += String(chunk)));
    const exited = new Promise<number | null>((resolve) => backup.once("exit", resolve));

    // Interrupted once rows are reaching the file.
    const writing = () => readdirSync(out, { withFileTypes: true }).some((entry) => entry.name.endsWith(".partial") && statSync(path.join(out, entry.name)).size > 0);
    await expect.poll(() => backup.exitCode === null && statSync(out, { throwIfNoEntry: false }) !== undefined && writing(), { timeout: 60_000, interval: 50 }).toBe(true);
    backup.kill(signal);

    expect(await exited).toBe(status);
    expect(stderr).toBe("Backup interrupted; nothing was written.\n");
    expect(stdout).not.toMatch(/Backup written/);
    expect(readdirSync(out)).toEqual([]);
  }, 90_000);
});

/** Runs a command-line tool to its end, its output collected; with `terminal`, on a pseudo-terminal fed that input (as a person typing). */
function run(script: string, args: string[], options: { terminal?: string } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const command = [process.execPath, "--import", "tsx", script, ...args].map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(" ");
  const child = options.terminal === undefined
    ? spawn(process.execPath, ["--import", "tsx", script, ...args], { env, stdio: ["ignore", "pipe", "pipe"] })
    : spawn("script", ["--quiet", "--return", "--command", command, "/dev/null"], { env, stdio: ["pipe", "pipe", "pipe"] });
  if (options.terminal !== undefined) child.stdin?.end(options.terminal);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += String(chunk)));
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stdout, stderr })));
}

describe("npm run db:backup -- --out FILE, then npm run db:restore, while the server holds the database", () => {
  const folder = path.join(root, "named");
  const file = path.join(folder, "nightly-site.bak");

  it("writes exactly the file named, under no other name", async () => {
    mkdirSync(folder, { recursive: true });
    const { code, stdout } = await run("scripts/db-backup.ts", ["--out", file]);
    expect(code).toBe(0);
    expect(stdout).toContain(`to ${file} …`);
    expect(stdout).toMatch(/Backup written: /);
    expect(readdirSync(folder)).toEqual(["nightly-site.bak"]);
  }, 90_000);

  it("exits 1 when the answer at its prompt is anything but \"restore\", changing nothing", async () => {
    expect(existsSync(file)).toBe(true);
    const { code, stdout } = await run("scripts/db-restore.ts", [file], { terminal: "yes\n" });
    expect(stdout).toContain('Type "restore" to go on: ');
    // On a terminal standard error and output are one stream.
    expect(stdout).toContain("Nothing was changed.");
    expect(stdout).not.toMatch(/Restored /);
    expect(code).toBe(1);
  }, 60_000);

  it("restores with --yes while the server runs, exiting 0", async () => {
    const { code, stdout, stderr } = await run("scripts/db-restore.ts", [file, "--yes"]);
    expect(stderr).toBe("");
    expect(stdout.split("\n").filter((line) => line.startsWith(`Restored ${file}: `))).toHaveLength(1);
    expect(code).toBe(0);
  }, 90_000);
});
