import type { Page } from "@playwright/test";
import { expect, gotoReady, signIn, test } from "./fixtures";

/**
 * On a phone nothing scrolls sideways: wide tables and calendars scroll
 * inside their own box, and hidden labels take no room. Checked on every
 * public page kind and every dashboard section (on desktop too, where the
 * same must hold).
 */

const PUBLIC_PAGES = [
  "/",
  "/properties",
  "/villas",
  "/mls",
  "/sales-history",
  "/rental/villa-marisol",
  "/villa/villa-solstice",
  "/testimonial",
  "/blogs",
  "/blog/getting-to-know-st-john",
  "/team",
  "/attraction/video",
  "/incentives",
  "/contact",
  "/login",
  "/register",
];
const ADMIN_PAGES = ["", "/overview", "/users", "/bookings", "/blog", "/testimonials", "/agents", "/mail"].map((section) => `/admin/admindashboard${section}`);
const AGENT_PAGES = ["", "/new/sale", "/new/rental", "/bookings"].map((section) => `/agent/agentdashboard${section}`);

async function expectNoSidewaysScroll(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await gotoReady(page, path);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
    expect.soft(widths.page, `${path} is ${widths.page}px wide on a ${widths.screen}px screen`).toBeLessThanOrEqual(widths.screen);
  }
}

test("public pages fit the screen's width @mobile", async ({ page }) => {
  test.slow(); // Many pages in one test.
  await expectNoSidewaysScroll(page, PUBLIC_PAGES);
});

test("the admin dashboard's sections and the rentals page fit the screen's width @mobile", async ({ page }) => {
  test.slow();
  await signIn(page, "admin@demo.test");
  await expectNoSidewaysScroll(page, [...ADMIN_PAGES, "/agent/rentals"]);
});

test("the agent dashboard's sections and the rentals page fit the screen's width @mobile", async ({ page }) => {
  await signIn(page, "agent@demo.test");
  await expectNoSidewaysScroll(page, [...AGENT_PAGES, "/agent/rentals"]);
});
