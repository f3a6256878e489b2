import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.mjs";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${PORT}`;
const WORKERS = process.env.CI ? 2 : 1;
/**
 * A trace records every action's snapshot and screencast while the test runs, whether or not it is kept: on CI, where
 * a failed test is retried once, only the retry records one; a local run (no retries) keeps a failed test's trace.
 */
export const TRACE = process.env.CI ? "on-first-retry" : "retain-on-failure";
/**
 * Each worker drives its own server and database (ports PORT, PORT + 2, …),
 * so tests that change the demo data never meet another worker's.
 */
export function workerBaseURL(parallelIndex: number): string {
  return `http://localhost:${PORT + 2 * parallelIndex}`;
}
export const MAIN_BASE_URL = baseURL;
// A second server with the optional third parties configured (chat, GA4).
const THIRD_PARTY_PORT = PORT + 1;
export const THIRD_PARTY = {
  baseURL: `http://localhost:${THIRD_PARTY_PORT}`,
  chatWidgetSrc: "https://chat.example.test/widget.js",
  analyticsMeasurementId: "G-TEST123",
};

/** Where the MLS feed browser test serves its RESO Web API for the worker whose server listens on `serverPort`. */
export function mlsFeedPort(serverPort: number): number {
  return serverPort + 50;
}

/**
 * Where that test serves the feed's photos: another origin, as an MLS's photo host is, named in MLS_MEDIA_HOSTS.
 * Past every worker's feed and CRM ports (serverPort + 50 and + 51 for servers two apart), so no two collide.
 */
export function mlsPhotoPort(serverPort: number): number {
  return serverPort + 150;
}

/** A worker's server reads the MLS feed the browser test serves; it syncs only when the test asks (Sync now). */
function mlsFeed(serverPort: number): Record<string, string> {
  return {
    MLS_API_URL: `http://127.0.0.1:${mlsFeedPort(serverPort)}`,
    MLS_TOKEN: "test-mls-token",
    MLS_SYNC_MINUTES: "0",
    MLS_ALLOW_PRIVATE: "true",
    MLS_MEDIA_HOSTS: `127.0.0.1:${mlsPhotoPort(serverPort)}`,
    MLS_OFFICE_ID: "OFF-OURS",
    MLS_DISCLAIMER: "Listing information from the St. John MLS is deemed reliable but not guaranteed.",
  };
}

/** Where the lead-sources browser test serves its fake CRM for the worker whose server listens on `serverPort`. */
export function crmPort(serverPort: number): number {
  return serverPort + 51;
}
export const CRM_TEST_SECRET = "e2e-crm-webhook-secret-0123456789";

/** A worker's server posts leads to the fake CRM that browser test serves (nothing listens there otherwise; posts are retried, harmlessly). */
function crmWebhook(serverPort: number): Record<string, string> {
  return { CRM_WEBHOOK_URL: `http://127.0.0.1:${crmPort(serverPort)}/v1/events`, CRM_WEBHOOK_SECRET: CRM_TEST_SECRET, CRM_WEBHOOK_ALLOW_PRIVATE: "true" };
}

export function server(port: number, env: Record<string, string> = {}) {
  return {
    command: `rm -rf data-e2e-${port} && node build/server/server.js`,
    url: `http://localhost:${port}/robots.txt`,
    reuseExistingServer: false,
    // Seeding the demo data (photos, portraits, covers) takes a while on a small machine.
    timeout: 300_000,
    env: {
      PORT: String(port),
      // The production renderers, with the demo brokerage loaded (as `npm start`).
      NODE_ENV: "production",
      DEMO_DATA: "true",
      DATA_DIR: `data-e2e-${port}`,
      // The demo pictures are drawn by the first server to start and copied by the rest, until the next build empties build/.
      DEMO_DRAWINGS_CACHE: "build/demo-drawings",
      SPAM_MIN_FILL_MS: "800",
      LOG_LEVEL: "warn",
      // As behind one reverse proxy: tests that need distinct visitors send X-Forwarded-For.
      TRUST_PROXY: "1",
      // Every browser test comes from this machine's one address, faster than any person: a budget of renders a
      // second for a crowd (tests/operations/flood.spec.ts holds a flooding client to a small one).
      RENDERS_PER_CLIENT_PER_SECOND: "1000",
      // The calendar-sync test serves its import feeds from this machine.
      CALENDAR_FEEDS_ALLOW_PRIVATE: "true",
      ...env,
    },
  };
}

/**
 * Browser tests drive the real production build on a throwaway PGlite
 * database, in the system Chromium (Playwright's own download is not used).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: WORKERS,
  // One retry on CI, where a stalled machine can miss an expectation; flaky tests are still reported (decision 0024).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // On CI a stalled run stops with a report instead of holding the machine (a fast runner takes 12 minutes, a slow one near 30).
  globalTimeout: process.env.CI ? 45 * 60_000 : undefined,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: TRACE,
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /third-party\.spec\.ts/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], channel: undefined },
      grep: /@mobile/,
      testIgnore: /third-party\.spec\.ts/,
    },
    {
      name: "third-party",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: THIRD_PARTY.baseURL },
      testMatch: /third-party\.spec\.ts/,
    },
  ],
  webServer: [
    ...Array.from({ length: WORKERS }, (_, index) => server(PORT + 2 * index, { ...mlsFeed(PORT + 2 * index), ...crmWebhook(PORT + 2 * index) })),
    server(THIRD_PARTY_PORT, {
      CHAT_WIDGET_SRC: THIRD_PARTY.chatWidgetSrc,
      ANALYTICS_MEASUREMENT_ID: THIRD_PARTY.analyticsMeasurementId,
    }),
  ],
});
