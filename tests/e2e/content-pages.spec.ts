import { expect, gotoReady, test } from "./fixtures";

const PAGES = [
  { path: "/", h1: "Find your place on St. John" },
  { path: "/about", h1: "About St. John" },
  { path: "/aboutus", h1: "About Us" },
  { path: "/incentives", h1: "Investment Incentives" },
  { path: "/termuse", h1: "Terms of Use" },
  { path: "/privacy", h1: "Privacy Policy" },
];

for (const { path, h1 } of PAGES) {
  test(`${path} renders its heading, canonical link and description @mobile`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.locator("h1")).toHaveCount(1);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical && new URL(canonical).pathname).toBe(path);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(40);
  });
}

test("the home hero is a sized, high-priority image that is preloaded", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator(".home-hero__image");
  await expect(hero).toHaveAttribute("src", "/images/hero-st-john.svg");
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).toHaveAttribute("width", "1600");
  await expect(hero).toHaveAttribute("height", "900");
  await expect(hero).not.toHaveAttribute("decoding");
  await expect(hero).not.toHaveAttribute("loading", "lazy");
  expect(await hero.getAttribute("alt")).toMatch(/St\. John/);
  await expect(page.locator('link[rel="preload"][as="image"][href="/images/hero-st-john.svg"]')).toHaveCount(1);
  const loaded = await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
  expect(loaded).toBe(true);
});

test("the home page offers contact and a call to the office", async ({ page }) => {
  await page.goto("/");
  const cta = page.locator(".cta-band");
  await expect(cta.getByRole("link", { name: "Send us a message" })).toHaveAttribute("href", "/contact");
  await expect(cta.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1340/);
});

test("the quick search sends its choices to /mls @mobile", async ({ page }) => {
  await gotoReady(page, "/");
  const search = page.getByRole("search", { name: "Search St. John listings" });
  await search.getByLabel("Keyword").fill("Coral Bay");
  await search.getByLabel("Property type").selectOption("land");
  await search.getByLabel("Max price").selectOption("1000000");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/mls\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get("q")).toBe("Coral Bay");
  expect(params.get("category")).toBe("land");
  expect(params.get("maxPrice")).toBe("1000000");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the quick search works before the page's JavaScript runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const search = page.getByRole("search", { name: "Search St. John listings" });
  await search.getByLabel("Property type").selectOption("residential");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/mls\?.*category=residential/);
  await context.close();
});

test("long pages list their sections and the legal pages show when they changed", async ({ page }) => {
  await page.goto("/privacy");
  const toc = page.getByRole("navigation", { name: "On this page" });
  await expect(toc.getByRole("link", { name: "Cookies" })).toHaveAttribute("href", "#cookies");
  await expect(page.locator("#cookies")).toHaveText("Cookies");
  await expect(page.getByText("Last updated: November 29, 2026")).toBeVisible();
  await page.goto("/termuse");
  await expect(page.getByText("Last updated: November 29, 2026")).toBeVisible();
  await page.goto("/incentives");
  await expect(page.getByRole("note")).toContainText("not tax or legal advice");
});

test("a long read has pictures, and its contents stay beside the text marking the section being read", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoReady(page, "/about");
  const figures = page.locator(".content-body figure");
  expect(await figures.count()).toBeGreaterThanOrEqual(5);
  for (const alt of await figures.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))) {
    expect(alt.length).toBeGreaterThan(10);
  }

  const toc = page.getByRole("navigation", { name: "On this page" });
  await toc.getByRole("link", { name: "Weather and hurricane season" }).click();
  await expect(toc).toBeInViewport();
  await expect(toc.getByRole("link", { name: "Weather and hurricane season" })).toHaveAttribute("aria-current", "location");
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);

  // Reading on by scrolling back up: the mark follows.
  await page.evaluate(() => document.getElementById("beaches")!.scrollIntoView({ block: "start" }));
  await expect(toc.getByRole("link", { name: "The beaches" })).toHaveAttribute("aria-current", "location");
  await expect(toc).toBeInViewport();
});
