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

/** Every staff section with a table, as an office manager or agent opens them on a laptop. */
const ADMIN_TABLE_PAGES = ["", "/overview", "/users", "/bookings", "/testimonials", "/agents", "/mail", "/crm", "/feed", "/audit", "/rates", "/leads", "/pipeline", "/portfolio", "/arrival-notes", "/templates"].map(
  (section) => `/admin/admindashboard${section}`,
);
const AGENT_TABLE_PAGES = ["", "/leads", "/pipeline", "/bookings"].map((section) => `/agent/agentdashboard${section}`);

/** Tables wider than their box: a laptop shows each table whole, its actions in view, without scrolling it sideways. */
async function expectTablesFit(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await gotoReady(page, path);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll("table")]
        .filter((table) => table.getClientRects().length > 0)
        .map((table) => {
          let box: HTMLElement | null = table.parentElement;
          while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
          const scroller = box ?? document.documentElement;
          return { caption: table.caption?.textContent?.trim() ?? table.getAttribute("aria-label") ?? "a table", extra: scroller.scrollWidth - scroller.clientWidth };
        })
        .filter(({ extra }) => extra > 1),
    );
    expect.soft(overflowing, `${path}: tables wider than their box at 1280 px`).toEqual([]);
  }
}

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the administrator's tables fit without scrolling sideways", async ({ page }) => {
    test.slow();
    await signIn(page, "admin@demo.test");
    await expectTablesFit(page, [...ADMIN_TABLE_PAGES, "/agent/rentals"]);
  });

  test("the agent's tables fit without scrolling sideways", async ({ page }) => {
    await signIn(page, "agent@demo.test");
    await expectTablesFit(page, [...AGENT_TABLE_PAGES, "/agent/rentals"]);
  });
});
