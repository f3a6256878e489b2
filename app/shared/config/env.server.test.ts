import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readConfig, SESSION_SECRET_FILE } from "./env.server";

const root = mkdtempSync(path.join(tmpdir(), "config-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const dataFolder = () => path.join(root, `data-${(folders += 1)}`);

/** The session secret a separate process (as a server or a tool starting) reads for a demo site on `dataDir`. */
function secretInProcess(dataDir: string): Promise<string> {
  const script = `import { readConfig } from "./app/shared/config/env.server.ts"; process.stdout.write(readConfig({ NODE_ENV: "production", DEMO_DATA: "true", DATA_DIR: ${JSON.stringify(dataDir)} }).sessionSecret);`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += String(chunk)));
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`exited with ${code}`))));
  });
}

describe("readConfig", () => {
  it("starts with defaults outside production", () => {
    const config = readConfig({});
    expect(config.environment).toBe("development");
    expect(config.version).toBe("1.0.0");
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("refuses production without the settings a deployment needs, naming each", () => {
    expect(() => readConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" })).toThrow(
      "Missing required environment variables: SESSION_SECRET, PUBLIC_URL, STORAGE_LOCATION, MAIL_FROM, BROKERAGE_LEGAL_NAME, BROKERAGE_LICENSE, BROKER_OF_RECORD, BROKER_LICENSE (the brokerage's legal name, its broker of record and both license numbers are printed in every page's footer and every e-mail)",
    );
  });

  it("refuses production without the brokerage's legal name, broker of record and licenses, saying why", () => {
    const complete = {
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/app",
      SESSION_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://www.example.com/",
      STORAGE_LOCATION: "/srv/uploads",
      MAIL_FROM: "Office <office@example.com>",
      BROKERAGE_LEGAL_NAME: "Reef Realty LLC",
      BROKERAGE_LICENSE: "B-77",
      BROKER_OF_RECORD: "Ana Oneal",
      BROKER_LICENSE: "RB-9",
    };
    expect(readConfig(complete).brokerage).toEqual({ legalName: "Reef Realty LLC", license: "B-77", brokerOfRecord: "Ana Oneal", brokerLicense: "RB-9" });
    expect(() => readConfig({ ...complete, BROKER_LICENSE: " " })).toThrow(
      "Missing required environment variables: BROKER_LICENSE (the brokerage's legal name, its broker of record and both license numbers are printed in every page's footer and every e-mail)",
    );
  });

  it("fills the brokerage's notices with demo values on a demo, development or test site", () => {
    for (const env of [{}, { NODE_ENV: "test" }, { NODE_ENV: "production", DEMO_DATA: "true" }, { DEMO_DATA: "false" }] as const) {
      expect(readConfig(env).brokerage).toEqual({ legalName: "Sugar Apple Realty LLC", license: "DEMO-B-1042", brokerOfRecord: "Morgan Hale", brokerLicense: "DEMO-RB-2077" });
    }
    expect(readConfig({ BROKER_OF_RECORD: "Ana Oneal" }).brokerage.brokerOfRecord).toBe("Ana Oneal");
  });

  it("labels a complete production configuration production", () => {
    const config = readConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/app",
      SESSION_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://www.example.com/",
      STORAGE_LOCATION: "/srv/uploads",
      MAIL_FROM: "Office <office@example.com>",
      BROKERAGE_LEGAL_NAME: "Reef Realty LLC",
      BROKERAGE_LICENSE: "B-77",
      BROKER_OF_RECORD: "Ana Oneal",
      BROKER_LICENSE: "RB-9",
    });
    expect(config).toMatchObject({ environment: "production", isProduction: true, demoData: false, servedOverHttps: true });
    expect(config.publicUrl).toBe("https://www.example.com");
  });

  it("loads demo data outside production, and under NODE_ENV=production only when DEMO_DATA=true, without required settings", () => {
    expect(readConfig({}).demoData).toBe(true);
    expect(readConfig({ NODE_ENV: "test" }).demoData).toBe(true);
    const demoSite = readConfig({ NODE_ENV: "production", DEMO_DATA: "true" });
    expect(demoSite).toMatchObject({ environment: "production", demoData: true, isProduction: false, servedOverHttps: false });
    expect(readConfig({ DEMO_DATA: "false" }).demoData).toBe(false);
    expect(() => readConfig({ NODE_ENV: "production", DEMO_DATA: "false" })).toThrow(/Missing required environment variables/);
    expect(() => readConfig({ DEMO_DATA: "yes" })).toThrow(/DEMO_DATA/);
  });

  it("serves Secure cookies in a deployment and wherever the public URL is https", () => {
    expect(readConfig({}).servedOverHttps).toBe(false);
    expect(readConfig({ NODE_ENV: "production", DEMO_DATA: "true", PUBLIC_URL: "https://localhost:8443" }).servedOverHttps).toBe(true);
  });

  it("trusts no proxy's X-Forwarded-For and refuses private calendar feeds unless told to", () => {
    expect(readConfig({}).trustProxyHops).toBe(0);
    expect(readConfig({ TRUST_PROXY: "1" }).trustProxyHops).toBe(1);
    expect(() => readConfig({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
    expect(readConfig({}).calendarFeedsAllowPrivate).toBe(false);
    expect(readConfig({ CALENDAR_FEEDS_ALLOW_PRIVATE: "true" }).calendarFeedsAllowPrivate).toBe(true);
  });

  it("gives a demo site without SESSION_SECRET a random secret of its own, kept in its data folder for later starts", () => {
    const dataDir = dataFolder();
    const demo = () => readConfig({ NODE_ENV: "production", DEMO_DATA: "true", DATA_DIR: dataDir });
    const secret = demo().sessionSecret;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect(readFileSync(file, "utf8").trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(demo().sessionSecret).toBe(secret);
    expect(readConfig({ DATA_DIR: dataFolder() }).sessionSecret).not.toBe(secret);
    expect(readConfig({ NODE_ENV: "production", DEMO_DATA: "true", DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(32) }).sessionSecret).toBe("s".repeat(32));
  });

  it("agrees on one secret when several processes start on a new data folder together", async () => {
    const dataDir = dataFolder();
    const secrets = await Promise.all(Array.from({ length: 4 }, () => secretInProcess(dataDir)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(readFileSync(path.join(dataDir, SESSION_SECRET_FILE), "utf8").trim());
  }, 60_000);

  it("refuses a secret file that holds no usable secret, naming the file", () => {
    const dataDir = dataFolder();
    expect(readConfig({ DATA_DIR: dataDir }).sessionSecret).toHaveLength(64);
    writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), "short\n");
    expect(() => readConfig({ DATA_DIR: dataDir }).sessionSecret).toThrow(`${path.join(dataDir, SESSION_SECRET_FILE)} holds no usable session secret`);
  });

  it("keeps tests on a fixed secret without writing to a data folder", () => {
    const dataDir = dataFolder();
    expect(readConfig({ NODE_ENV: "test", DATA_DIR: dataDir }).sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(dataDir, { throwIfNoEntry: false })).toBeUndefined();
  });

  it("runs one app process per core on PostgreSQL unless told otherwise, and one on the embedded database", () => {
    expect(readConfig({ DATABASE_URL: "postgres://db/app" }).workers).toBe(availableParallelism());
    expect(readConfig({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: "3" }).workers).toBe(3);
    expect(readConfig({}).workers).toBe(1);
    expect(() => readConfig({ WEB_CONCURRENCY: "2" })).toThrow("WEB_CONCURRENCY above 1 needs DATABASE_URL");
    expect(() => readConfig({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: "0" })).toThrow("WEB_CONCURRENCY");
  });

  it("rejects an invalid port with a sentence like every other setting's", () => {
    for (const port of ["banana", "0", "65536", "80.5"]) {
      expect(() => readConfig({ PORT: port })).toThrow("Invalid environment variables: PORT: must be a whole number from 1 to 65535");
    }
    expect(readConfig({}).port).toBe(3000);
    expect(readConfig({ PORT: "8080" }).port).toBe(8080);
  });

  it("names an MLS_MEDIA_HOSTS entry that is no host at startup, instead of admitting no photos", () => {
    expect(readConfig({ MLS_MEDIA_HOSTS: " Photos.Example-MLS.com, *.cdn.example.com ,https://media.example.com:8443 " }).mls.mediaHosts).toEqual([
      "photos.example-mls.com",
      "*.cdn.example.com",
      "https://media.example.com:8443",
    ]);
    for (const value of ["photos.example.com/path/x", "ftp://photos.example.com", "photos.example.com:99999", "photos example.com"]) {
      expect(() => readConfig({ MLS_MEDIA_HOSTS: value })).toThrow(/MLS_MEDIA_HOSTS: each comma-separated entry must be a host/);
    }
  });

  it("posts to a CRM only with a URL and a secret to sign with, and never to a private address unless told to, tests included", () => {
    expect(readConfig({ NODE_ENV: "test" }).crm).toEqual({ url: undefined, secret: "", allowPrivate: false });
    expect(() => readConfig({ CRM_WEBHOOK_URL: "https://crm.example.com/hook" })).toThrow(/CRM_WEBHOOK_SECRET/);
    expect(() => readConfig({ CRM_WEBHOOK_URL: "https://crm.example.com/hook", CRM_WEBHOOK_SECRET: "short" })).toThrow(/CRM_WEBHOOK_SECRET/);
    expect(() => readConfig({ CRM_WEBHOOK_URL: "ftp://crm.example.com", CRM_WEBHOOK_SECRET: "a-long-enough-secret" })).toThrow(/CRM_WEBHOOK_URL/);
    const config = readConfig({ NODE_ENV: "test", CRM_WEBHOOK_URL: "https://crm.example.com/hook", CRM_WEBHOOK_SECRET: "a-long-enough-secret", CRM_WEBHOOK_ALLOW_PRIVATE: "true" });
    expect(config.crm).toEqual({ url: "https://crm.example.com/hook", secret: "a-long-enough-secret", allowPrivate: true });
  });
});
