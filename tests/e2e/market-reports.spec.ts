import { expect, gotoReady, test } from "./fixtures";
import { demoPath } from "./page-kinds";

test.describe("market reports", () => {
  test("the island's report lists its areas, an area's report shows its figures in a table and in words, and ships no React", async ({ page }) => {
    const response = await page.goto("/market");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("St. John Real Estate Market Report");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/market$/);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    // Each demo sale records the day it was listed: where sales closed, the island's days on market is a figure.
    const island = page.getByRole("table", { name: /Key figures for St\. John/ });
    const islandSales = await island.getByRole("row", { name: /^Closed sales/ }).getByRole("cell").first().textContent();
    if (islandSales !== "0") await expect(island.getByRole("row", { name: /^Median days on market/ }).getByRole("cell").first()).toHaveText(/^\d[\d,]*$/);

    const areas = page.getByRole("table", { name: /Each area's listings for sale now/ });
    await areas.getByRole("link", { name: "Coral Bay", exact: true }).click();
    await expect(page).toHaveURL(/\/market\/coral-bay$/);
    await gotoReady(page, "/market/coral-bay");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coral Bay Real Estate Market Report");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveAttribute("href", "/market");

    // A figure in the key figures table, and the sentence it makes.
    const figures = page.getByRole("table", { name: /Key figures for Coral Bay/ });
    const sales = figures.getByRole("row", { name: /^Closed sales/ });
    const count = Number((await sales.getByRole("cell").first().textContent())?.replace(/,/g, ""));
    expect(Number.isInteger(count)).toBe(true);
    const summary = page.getByRole("list").filter({ hasText: "in Coral Bay" }).first();
    if (count >= 5) await expect(summary).toContainText(new RegExp(`Median sale price in Coral Bay .* on ${count} sales\\.`));
    else {
      // Few sales: the page says so and puts the island's figures beside the area's.
      await expect(summary).toContainText(count === 0 ? "No sales closed in Coral Bay in the last 12 months" : `Only ${count} sale`);
      await expect(figures.getByRole("columnheader", { name: "St. John, last 12 months" })).toBeVisible();
    }
    await expect(figures.getByRole("row", { name: /^Median sale price/ }).getByRole("cell").first()).toHaveText(/^(\$[\d,]+|—none)$/);

    // Twelve months, in a real table beside the charts.
    await expect(page.getByRole("table", { name: /Each month in Coral Bay/ }).locator("tbody tr")).toHaveCount(12);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(/^Coral Bay real estate market report: .*\d/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")["@graph"].map((node: { "@type": string }) => node["@type"])).toEqual(["WebPage", "BreadcrumbList", "Dataset"]);
  });

  test("a listing's page leads to its area's report @mobile", async ({ page, request }) => {
    await gotoReady(page, await demoPath(request, "/landsold/", "Coral Bay Roadside Lot"));
    await page.getByRole("link", { name: "St. John market report: Coral Bay" }).click();
    await expect(page).toHaveURL(/\/market\/coral-bay$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coral Bay Real Estate Market Report");
  });

  // On a phone the search shows its results first, without the introduction that carries this link.
  test("the search's introduction leads to the island's report", async ({ page }) => {
    await gotoReady(page, "/mls");
    await page.getByRole("link", { name: "St. John market report" }).click();
    await expect(page).toHaveURL(/\/market$/);
  });

  test("an area no listing names is the site's 404", async ({ page }) => {
    const response = await page.request.get("/market/atlantis");
    expect(response.status()).toBe(404);
  });
});
