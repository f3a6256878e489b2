import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/chromium-path.mjs";
import { msUntilIslandMidnight } from "./app/shared/dates/island-days";
import { server, TRACE } from "./playwright.config";

/**
 * Visual baselines: the first screen of every page kind at a phone's and a
 * desktop's width, compared with the screenshots in tests/visual/baselines.
 * A layout regression fails here. Own server and database, so the other
 * suites' changes to the demo data never show. After an intended change of
 * layout: `npx playwright test -c playwright.visual.config.ts --update-snapshots`.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 20;
/** The e-mails' screenshots (tests/visual/mail-kinds.visual.spec.ts). */
export const MAIL_SPEC = /mail-kinds\.visual\.spec\.ts$/;

/**
 * The demo data is dated from the island day it is seeded on (a to-do due today, another tomorrow), and the pictures
 * are of one day's data: seeded at 23:58 and seen at 00:01, today's to-do would read overdue. A server about to be
 * seeded within the suite's span of the island's midnight waits for the new day first.
 */
const SUITE_MS = 10 * 60_000;
function seededOnOneIslandDay(webServer: ReturnType<typeof server>) {
  const untilMidnightMs = msUntilIslandMidnight();
  if (untilMidnightMs >= SUITE_MS) return webServer;
  // A second past midnight, so the seed's "today" is the new day.
  const waitSeconds = Math.ceil(untilMidnightMs / 1000) + 1;
  return { ...webServer, command: `sleep ${waitSeconds} && ${webServer.command}`, timeout: webServer.timeout + waitSeconds * 1000 };
}

export default defineConfig({
  testDir: "tests/visual",
  snapshotPathTemplate: "{testDir}/baselines/{projectName}/{arg}{ext}",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  globalTimeout: process.env.CI ? 20 * 60_000 : undefined,
  reporter: [["list"]],
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Anti-aliasing differs a little between runs; a moved or resized block changes far more than 1% of the pixels.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: "disabled", caret: "hide", scale: "css" },
  },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: TRACE,
    launchOptions: {
      executablePath: chromiumPath() ?? undefined,
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--font-render-hinting=none"],
    },
  },
  projects: [
    { name: "phone", testIgnore: MAIL_SPEC, use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 390, height: 844 } } },
    { name: "desktop", testIgnore: MAIL_SPEC, use: { ...devices["Desktop Chrome"], channel: undefined, viewport: { width: 1280, height: 800 } } },
    // The e-mails set their own widths (390 and 600 px) and need no server (playwright.mail.config.ts runs them alone).
    { name: "mail", testMatch: MAIL_SPEC, use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: [seededOnOneIslandDay(server(PORT))],
});
