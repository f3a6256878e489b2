import { describe, expect, it } from "vitest";
import { readConfig } from "./env.server";

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
      "Missing required environment variables: SESSION_SECRET, PUBLIC_URL, STORAGE_LOCATION, MAIL_FROM",
    );
  });

  it("labels a complete production configuration production", () => {
    const config = readConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/app",
      SESSION_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://www.example.com/",
      STORAGE_LOCATION: "/srv/uploads",
      MAIL_FROM: "Office <office@example.com>",
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

  it("rejects an invalid port with a clear message", () => {
    expect(() => readConfig({ PORT: "banana" })).toThrow(/PORT/);
  });
});
