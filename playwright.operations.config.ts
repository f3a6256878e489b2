import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.mjs";
import { TRACE } from "./playwright.config";

/**
 * Tests of the site as operated: each starts its own app processes (and
 * nginx) on free ports and throwaway PGlite folders, so no shared web
 * server is started here. They run the production build (`npm run build`).
 */
export default defineConfig({
  testDir: "tests/operations",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  globalTimeout: process.env.CI ? 15 * 60_000 : undefined,
  reporter: [["list"]],
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    trace: TRACE,
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
    },
  },
  projects: [{ name: "operations", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
