import { THIRD_PARTY } from "../../playwright.config";
import { expect, gotoReady, test } from "./fixtures";

/**
 * With CHAT_WIDGET_SRC and ANALYTICS_MEASUREMENT_ID configured (the second
 * test server). The third parties are stood in for by intercepted requests.
 */
test.beforeEach(async ({ page }) => {
  await page.route("https://chat.example.test/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__chatWidgetLoads = (window.__chatWidgetLoads || 0) + 1;" }),
  );
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = true;" }),
  );
});

test("the chat script loads on the first click of the chat button, once", async ({ page }) => {
  const widgetRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url() === THIRD_PARTY.chatWidgetSrc) widgetRequests.push(request.url());
  });
  await gotoReady(page, "/about");
  expect(widgetRequests).toEqual([]);
  // The button steps aside while text lies under it: at the foot of the page it is clear.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = page.getByRole("button", { name: "Chat with us" });
  await expect(button).toBeVisible();
  await button.click();
  await expect(button).toHaveAttribute("data-chat-loaded", "true");
  await button.click();
  await expect.poll(() => page.evaluate(() => (window as { __chatWidgetLoads?: number }).__chatWidgetLoads)).toBe(1);
  expect(widgetRequests).toHaveLength(1);
});

test("GA4 is initialised once a page and records a page view on every page", async ({ page }) => {
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/analytics/pageview") beacons.push(request.url());
  });
  await gotoReady(page, "/testimonial");
  const pageViews = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((args) => args[0] === "event" && args[1] === "page_view")
        .map((args) => (args[2] as { page_path: string }).page_path),
    );
  await expect.poll(pageViews).toEqual(["/testimonial"]);
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager.com/gtag/js?id=G-TEST123"]').length)).toBe(1);

  await page.getByRole("contentinfo").getByRole("link", { name: "Sales History" }).click();
  await expect(page).toHaveURL(/\/saleshistory$/);
  await expect.poll(pageViews).toEqual(["/saleshistory"]);
  expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager.com"]').length)).toBe(1);
  // With GA4 configured no first-party record is sent.
  expect(beacons).toEqual([]);
});
