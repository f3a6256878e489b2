import type { Page } from "@playwright/test";
import { ST_JOHN_BOUNDS } from "../../app/features/listings/ui/st-john-outline";
import { expect, gotoReady, test } from "./fixtures";

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;

async function waitPastSpamMinimum(page: Page) {
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
}

test("an owner values a villa from the island's sales, then leaves an e-mail for the full report @mobile", async ({ page }) => {
  await gotoReady(page, "/home-value");
  await page.getByLabel("Street address").fill("4 Peter Bay Road");
  await page.getByLabel("Area", { exact: true }).selectOption("Peter Bay");
  await page.getByLabel("Type", { exact: true }).selectOption("villa");
  await page.getByLabel("Bedrooms").fill("5");
  await page.getByLabel("Bathrooms").fill("5");
  await page.getByLabel("Living area (sq ft)").fill("4800");
  await page.getByLabel("Lot (acres)").fill("1");
  await page.getByLabel("View", { exact: true }).selectOption("ocean");
  await waitPastSpamMinimum(page);
  await page.getByRole("button", { name: "Estimate its value" }).click();

  const result = page.locator(".home-value-result");
  await expect(result.getByRole("heading", { name: "Estimated value" })).toBeVisible();
  await expect(result.locator(".home-value-result__range")).toHaveText(/^\$[\d,]+ to \$[\d,]+$/);
  await expect(result).toContainText(/Based on \d+ sales? .* in the last two years/);
  const shown = result.locator(".comparable");
  await expect(shown).toHaveCount(3);
  await expect(shown.first().getByRole("link")).toHaveAttribute("href", /^\/soldproperty\//);
  await expect(shown.first()).toContainText("Sold for");
  await expect(shown.first()).toContainText("Adjusted to yours");
  await expect(result.locator(".comparable__adjustments")).toHaveCount(0);

  const report = page.locator(".home-value-report");
  await report.getByLabel("Your name").fill("Ada Lovelace");
  await report.getByLabel("E-mail address").fill("ada@example.com");
  await report.getByLabel(/E-mail me once a month/).check();
  await waitPastSpamMinimum(page);
  await report.getByRole("button", { name: "Show the full report" }).click();

  await expect(page.locator(".form__success")).toContainText("Thank you, Ada Lovelace.");
  await expect(page.locator(".form__success")).toContainText("monthly update");
  await expect(page.getByRole("heading", { name: /^All \d+ comparable sales, with their adjustments$/ })).toBeVisible();
  expect(await page.locator(".comparable").count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator(".comparable__adjustments").first()).toContainText("%");
});

test.describe("refusals", () => {
  // Chromium logs the 400 answer to the form post as a console error.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("an address on another island is refused with a clear word", async ({ page }) => {
    await gotoReady(page, "/home-value");
    await page.getByLabel("Street address").fill("5 Red Hook Road, St. Thomas");
    await page.getByLabel("Area", { exact: true }).selectOption("Cruz Bay");
    await page.getByLabel("Type", { exact: true }).selectOption("condo");
    await page.getByLabel("Bedrooms").fill("2");
    await page.getByLabel("Bathrooms").fill("1");
    await page.getByLabel("Living area (sq ft)").fill("900");
    await page.getByLabel("Lot (acres)").fill("0");
    await waitPastSpamMinimum(page);
    await page.getByRole("button", { name: "Estimate its value" }).click();
    const address = page.getByLabel("Street address");
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(address).toHaveAccessibleDescription(/another island or place/);
    await expect(page.locator(".home-value-result")).toHaveCount(0);
  });
});

const [[south, west], [north, east]] = ST_JOHN_BOUNDS;

/** Clicks the home-value map at a place: the drawn outline's box stands for the outline's corners (flat at this scale). */
async function clickMapAt(page: Page, lat: number, lng: number) {
  const map = page.locator(".home-value-map .listing-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-state", "ready");
  const box = await map.locator(".leaflet-overlay-pane path").boundingBox();
  if (!box) throw new Error("the island's outline is drawn");
  await page.mouse.click(box.x + ((lng - west) / (east - west)) * box.width, box.y + ((north - lat) / (north - south)) * box.height);
}

test.describe("the map", () => {
  // The place at sea is refused with a 400 answer, which Chromium logs as a console error.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("an owner drops a pin on the map: the area is chosen from it, and the estimate weighs the nearest sales @mobile", async ({ page }) => {
    await gotoReady(page, "/home-value");
    const status = page.locator(".home-value-map__status");

    // Out at sea south of Reef Bay: refused, no pin kept.
    await clickMapAt(page, 18.305, -64.74);
    await expect(status).toHaveText(/This place is off St\. John/);
    await expect(page.locator("input[name=latitude]")).toHaveValue("");

    await clickMapAt(page, 18.346, -64.711);
    await expect(status).toHaveText("Near Coral Bay");
    await expect(page.getByLabel("Area", { exact: true })).toHaveValue("Coral Bay");
    await expect(page.locator("input[name=latitude]")).toHaveValue(/^18\.3\d+$/);
    await expect(page.getByRole("button", { name: "Remove the pin" })).toBeVisible();

    await page.getByLabel("Street address").fill("12 Calabash Boom Road");
    await page.getByLabel("Type", { exact: true }).selectOption("single-family");
    await page.getByLabel("Bedrooms").fill("3");
    await page.getByLabel("Bathrooms").fill("2");
    await page.getByLabel("Living area (sq ft)").fill("2000");
    await page.getByLabel("Lot (acres)").fill("0.5");
    await waitPastSpamMinimum(page);
    await page.getByRole("button", { name: "Estimate its value" }).click();

    const result = page.locator(".home-value-result");
    await expect(result.locator(".home-value-result__range")).toHaveText(/^\$[\d,]+ to \$[\d,]+$/);
    await expect(result).toContainText(/Based on \d+ sales? .* in the last two years/);
    // The answer keeps the pin and the area it chose.
    await expect(page.getByLabel("Area", { exact: true })).toHaveValue("Coral Bay");
    await expect(page.locator(".home-value-map__status")).toHaveText("Near Coral Bay");
    await expect(page.locator("input[name=longitude]")).toHaveValue(/^-64\.7\d+$/);
  });
});
