import type { Page } from "@playwright/test";
import { expect, gotoReady, signIn, test, waitUntilReady } from "./fixtures";

/** Public pages are plain documents; client-side navigation starts from a page that hydrates (an agent's listing form). */
async function openHydratedPage(page: Page) {
  await signIn(page, "agent@demo.test");
  await gotoReady(page, "/agent/agentdashboard/new/sale");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/** Navigates inside the hydrated app, as a Link would: asks the app's router directly. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
    void router.navigate(to);
  }, path);
}

/** Every public screen of the route table; /team stands for `{token}`. */
const PUBLIC_PATHS = [
  "/",
  "/about",
  "/aboutus",
  "/incentives",
  "/testimonial",
  "/saleshistory",
  "/market",
  "/contact",
  "/blogs",
  "/attraction/video",
  "/termuse",
  "/privacy",
  "/mls",
  "/team",
  "/properties",
  "/landproperties",
  "/login",
  "/register",
];

/** Detail routes asked for something that does not exist, and a path that matches nothing. */
const NOT_FOUND_PATHS = [
  "/property/x",
  "/soldproperty/x",
  "/landproperty/x",
  "/landsold/x",
  "/villa/x",
  "/villa-rentals/x",
  "/rental/x",
  "/blog/x",
  "/agent/x",
  "/market/x",
  "/no/such-page",
];

const PROTECTED_PATHS = ["/admin/admindashboard", "/agent/agentdashboard", "/agent/rentals"];

test.describe("public routes", () => {
  for (const path of PUBLIC_PATHS) {
    test(`${path} renders with one heading and a title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitUntilReady(page);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^https?://[^/]+${path}$`));
    });
  }
});

test.describe("unknown pages", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  for (const path of NOT_FOUND_PATHS) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitUntilReady(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/couldn.t find/i);
      await expect(page).toHaveTitle(/not found/i);
      await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
    });
  }
});

test.describe("a malformed address", () => {
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("answers 400 with the styled page, never a stack trace", async ({ page }) => {
    const response = await page.goto("/%E0%A4%A");
    expect(response?.status()).toBe(400);
    await waitUntilReady(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t read that address");
    await expect(page.locator(".site-footer")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
    for (const path of ["/%E0%A4%A", "/blog/%C0", "/%", "/assets/%E0%A4%A.js"]) {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBe(400);
      const html = await answer.text();
      expect(html, path).toContain("We couldn’t read that address");
      expect(html, path).not.toMatch(/URIError|at [\w.]+ \(|node_modules/);
    }
  });
});

test.describe("protected routes", () => {
  for (const path of PROTECTED_PATHS) {
    test(`${path} sends an anonymous visitor to /login with no message`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole("alert")).toHaveCount(0);
    });
  }

  test("a client-side visit to a protected route after the session ended also lands on /login", async ({ page }) => {
    await openHydratedPage(page);
    await page.context().clearCookies();
    const documentLoads: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentLoads.push(request.url());
    });
    // Ask the app's router directly, as a Link would.
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      void router.navigate("/agent/agentdashboard");
    });
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("h1")).toBeVisible();
    expect(documentLoads, "the redirect happened inside the page").toEqual([]);
  });
});

test("client-side navigation sends a page view and logs no error", async ({ page }) => {
  // Chromium hides a beacon's body from Playwright, so tell the two page views
  // apart by order: the first is the landing page's, the next the click's.
  const isPageView = (request: { url(): string; method(): string }) =>
    request.method() === "POST" && new URL(request.url()).pathname === "/analytics/pageview";
  await openHydratedPage(page);

  const documentLoads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads.push(request.url());
  });
  const next = page.waitForRequest(isPageView);
  await navigateInApp(page, "/agent/agentdashboard/leads");
  await expect(page).toHaveURL(/\/agent\/agentdashboard\/leads$/);
  await next;
  await expect(page.locator("h1")).toBeVisible();
  expect(documentLoads, "the navigation stayed in the page").toEqual([]);
});

test.describe("a route chunk that fails to load", () => {
  test.use({
    allowConsoleErrors: [/Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED/],
  });

  test("shows Loading chunk {n} failed with a Retry button that loads the page", async ({ page }) => {
    const chunk = /\/assets\/leads-[\w-]+\.js/;
    await page.route(chunk, (route) => route.abort());
    await openHydratedPage(page);

    await navigateInApp(page, "/agent/agentdashboard/leads");
    const alert = page.getByRole("alert").filter({ hasText: "Loading chunk" });
    await expect(alert).toContainText(/Loading chunk leads-[\w-]+ failed/);
    const retry = alert.getByRole("button", { name: "Retry" });
    await expect(retry).toBeVisible();

    await page.unroute(chunk);
    await retry.click();
    await expect(page).toHaveURL(/\/agent\/agentdashboard\/leads$/);
    await waitUntilReady(page);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Loading chunk" })).toHaveCount(0);
  });

  test("the message goes away once another page has loaded", async ({ page }) => {
    await page.route(/\/assets\/leads-[\w-]+\.js/, (route) => route.abort());
    await openHydratedPage(page);
    await navigateInApp(page, "/agent/agentdashboard/leads");
    const alert = page.getByRole("alert").filter({ hasText: "Loading chunk" });
    await expect(alert).toBeVisible();

    await navigateInApp(page, "/agent/agentdashboard/bookings");
    await expect(page).toHaveURL(/\/agent\/agentdashboard\/bookings$/);
    await expect(alert).toHaveCount(0);
  });
});
