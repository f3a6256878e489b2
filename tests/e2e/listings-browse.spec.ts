import type { Locator, Page } from "@playwright/test";
import { expect, gotoReady, test, waitUntilReady } from "./fixtures";

/** The first dollar amount in each card's price line, as a number. */
async function cardPrices(scope: Page | Locator): Promise<number[]> {
  const texts = await scope.locator(".listing-card__price").allTextContents();
  return texts.map((text) => Number(/\$([\d,]+)/.exec(text)?.[1]?.replace(/,/g, "") ?? NaN));
}

const results = (page: Page) => page.getByRole("region", { name: /listings? match/ });
const cards = (scope: Page | Locator) => scope.locator("article.listing-card");

test.describe("list pages", () => {
  test("/properties lists homes for sale as cards, sorts by price through links, and ships no React @mobile", async ({ page }) => {
    const response = await page.goto("/properties");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Homes for Sale on St. John");
    await expect(page.getByRole("heading", { name: /\d+ homes for sale/ })).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThanOrEqual(24);
    const first = cards(page).first();
    await expect(first.getByRole("link")).toHaveAttribute("href", /^\/property\/[0-9a-f-]{36}$/);
    await expect(first.locator(".listing-badge")).toHaveText(/For sale|Under Contract|Pending/);
    // Other tests add listings without photos, which show a placeholder: the photo rules hold for cards with one.
    const photo = cards(page).locator("img").first();
    await expect(photo).toHaveAttribute("sizes", /380px/);
    expect(await photo.getAttribute("alt")).toBeTruthy();
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

    const filters = page.getByRole("search", { name: "Filter listings" });
    // On a phone the filters are folded away under their summary.
    const summary = filters.getByText("Filters and sort");
    if (await summary.isVisible()) await summary.click();
    await filters.getByLabel("Sort by").selectOption("price-asc");
    await filters.getByRole("button", { name: "Show listings" }).click();
    await expect(page).toHaveURL(/\/properties\?sort=price-asc$/);
    // A static page: the form is a full page load, so read the cards once that document is complete.
    await waitUntilReady(page);
    const prices = await cardPrices(page);
    expect(prices.length).toBe(count);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/properties$/);
  });

  test("/properties filters by price, bedrooms and neighborhood, keeps them across pages, and says when nothing matches", async ({ page }) => {
    await gotoReady(page, "/properties");
    const all = Number(/(\d+) homes? for sale/.exec((await page.locator("#results-heading").textContent()) ?? "")?.[1]);
    const filters = page.getByRole("search", { name: "Filter listings" });
    await filters.getByLabel("Minimum price").fill("1m");
    await filters.getByLabel("Bedrooms").selectOption("3");
    await filters.getByRole("button", { name: "Show listings" }).click();
    await expect(page).toHaveURL(/\/properties\?minPrice=1m&minBeds=3/);
    await waitUntilReady(page);
    await expect(filters.getByLabel("Minimum price")).toHaveValue("1,000,000");
    for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(1_000_000);
    const narrowed = Number(/(\d+) homes? for sale/.exec((await page.locator("#results-heading").textContent()) ?? "")?.[1]);
    expect(narrowed).toBeLessThan(all);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await gotoReady(page, "/properties?minPrice=90000000&area=Coral+Bay");
    await expect(page.getByRole("heading", { name: "No listings match these filters" })).toBeVisible();
    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });

  test("/landproperties lists land with its acreage", async ({ page }) => {
    await page.goto("/landproperties");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Land for Sale on St. John");
    // Other tests add lots of their own while this one runs, some without a size: the demo data's lots show theirs.
    await expect(cards(page).filter({ has: page.locator(".listing-card__facts") }).first().locator(".listing-card__facts")).toContainText(/acres?/);
    await expect(cards(page).first().getByRole("link")).toHaveAttribute("href", /^\/landproperty\//);
  });

  test("a page past the end shows the last page with a note, and its canonical URL", async ({ page }) => {
    const response = await page.goto("/properties?page=1000000000&sort=sideways");
    expect(response?.status()).toBe(200);
    const notes = page.locator(".search-notes");
    await expect(notes).toContainText("“sideways” is not a way we can sort");
    await expect(notes).toContainText("There is no page 1,000,000,000");
    await expect(cards(page).first()).toBeVisible();
  });

  test("/saleshistory shows close prices and dates, the most recent first", async ({ page }) => {
    await page.goto("/saleshistory");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sales History");
    const first = cards(page).first();
    await expect(first.locator(".listing-badge")).toHaveText("Sold");
    await expect(first.locator(".listing-card__price")).toHaveText(/^Sold for \$[\d,]+ on \w+ \d{1,2}, \d{4}$/);
    await expect(first.getByRole("link")).toHaveAttribute("href", /^\/(soldproperty|landsold)\//);
    const dates = await page.locator(".listing-card__price time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThan(5);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

test("a card opens the listing's page", async ({ page }) => {
  await gotoReady(page, "/properties");
  const link = cards(page).first().getByRole("link");
  const title = (await link.textContent())?.trim() ?? "";
  await link.click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test.describe("the MLS search", () => {
  test("filters by price and bedrooms in the URL, and Back restores the previous search", async ({ page }) => {
    await gotoReady(page, "/mls");
    const heading = results(page).getByRole("heading", { level: 2 });
    await expect(heading).toContainText("listings match");
    const everything = (await heading.textContent()) ?? "";

    await page.getByLabel("Minimum price").fill("1000000");
    await expect(page).toHaveURL(/\/mls\?minPrice=1000000$/);
    await expect(heading).not.toHaveText(everything);
    // While the new results load the heading keeps the old count with "· updating…": wait for the new one.
    await expect(heading).not.toContainText("updating");
    const priced = (await heading.textContent()) ?? "";
    for (const price of await cardPrices(results(page))) expect(price).toBeGreaterThanOrEqual(1_000_000);

    await page.getByLabel("Bedrooms").selectOption("4");
    await expect(page).toHaveURL(/\/mls\?minPrice=1000000&minBeds=4$/);
    await expect(heading).not.toHaveText(priced);
    await expect(heading).not.toContainText("updating");
    for (const facts of await results(page).locator(".listing-card__facts li:first-child").allTextContents()) {
      expect(Number.parseInt(facts, 10)).toBeGreaterThanOrEqual(4);
    }

    await page.goBack();
    await expect(page).toHaveURL(/\/mls\?minPrice=1000000$/);
    await expect(page.getByLabel("Bedrooms")).toHaveValue("");
    await expect(page.getByLabel("Minimum price")).toHaveValue("1,000,000");
    await expect(heading).toHaveText(priced);

    await page.goBack();
    await expect(page).toHaveURL(/\/mls$/);
    await expect(page.getByLabel("Minimum price")).toHaveValue("");
    await expect(heading).toHaveText(everything);

    await page.goForward();
    await expect(page.getByLabel("Minimum price")).toHaveValue("1,000,000");
  });

  test("typing keywords updates the results in place, keeps the field, and a run of typing is one step back", async ({ page }) => {
    await gotoReady(page, "/mls");
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await page.getByLabel("Bedrooms").selectOption("3");
    await expect(page).toHaveURL(/\/mls\?minBeds=3$/);
    const keywords = page.getByLabel("Keywords");
    await keywords.pressSequentially("po", { delay: 40 });
    await expect(page).toHaveURL(/[?&]q=po(&|$)/);
    await keywords.pressSequentially("ol", { delay: 40 });
    await expect(page).toHaveURL(/[?&]q=pool(&|$)/);
    await expect(results(page).getByRole("heading", { level: 2 })).not.toContainText("updating");
    await expect(keywords).toBeFocused();
    await expect(keywords).toHaveValue("pool");

    await page.goBack();
    await expect(page).toHaveURL(/\/mls\?minBeds=3$/);
    await expect(keywords).toHaveValue("");
    await expect(page.getByLabel("Bedrooms")).toHaveValue("3");
  });

  test("a shared search renders on the server with its filters filled in", async ({ page }) => {
    await gotoReady(page, "/mls?status=for-sale&category=residential&subcategory=villa&minBeds=3&sort=price-desc");
    await expect(page.getByLabel("Status")).toHaveValue("for-sale");
    await expect(page.getByLabel("Category")).toHaveValue("residential");
    await expect(page.getByLabel("Property type")).toHaveValue("villa");
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");
    const prices = await cardPrices(results(page));
    expect(prices.length).toBeGreaterThan(0);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/mls$/);
  });

  test("the menu's Rentals link shows the rentals, with the status chosen", async ({ page }) => {
    await gotoReady(page, "/mls?kind=rental");
    await expect(page.getByLabel("Status")).toHaveValue("rental");
    await expect(results(page).locator(".listing-card__price").first()).toContainText("/ night");
    await expect(cards(results(page)).first().getByRole("link")).toHaveAttribute("href", /^\/rental\//);
  });

  test("pages through the results with links, and Back returns to the first page", async ({ page }) => {
    await gotoReady(page, "/mls");
    const heading = results(page).getByRole("heading", { level: 2 });
    await expect(heading).toContainText("page 1 of");
    const pages = page.getByRole("navigation", { name: "Pages of results" });
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/mls\?page=2$/);
    await expect(heading).toContainText("page 2 of");
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(pages.getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev");
    await page.goBack();
    await expect(heading).toContainText("page 1 of");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("shows the results first, the filters in a sheet whose button counts the results, and the map one tap away", async ({ page }) => {
      await gotoReady(page, "/mls");
      const heading = results(page).getByRole("heading", { level: 2 });
      // The first result starts within the first screen; the map waits behind "Map".
      const first = (await cards(results(page)).first().boundingBox())!;
      expect(first.y).toBeGreaterThan(0);
      expect(first.y, "the first result's top is in the first screen").toBeLessThan(844);
      await expect(page.getByRole("region", { name: /^Map of the/ })).toHaveCount(0);

      // The filters open as a sheet over the page, its button the count of the results.
      const sheet = page.locator(".mls-filters__panel");
      await page.locator(".mls-filters__summary").click();
      await expect(sheet).toHaveAttribute("open", "");
      const show = page.getByRole("button", { name: /^Show [\d,]+ listings?$/ });
      await expect(show).toBeInViewport();
      const everything = Number(/^([\d,]+)/.exec((await heading.textContent()) ?? "")?.[1]?.replace(/,/g, ""));
      await expect(show).toHaveText(`Show ${everything} listings`);
      const headerCovered = await page.evaluate(() => Boolean(document.elementFromPoint(195, 20)?.closest("[data-site-header]")));
      expect(headerCovered, "the sheet sits over the header").toBe(false);
      await page.getByLabel("Bedrooms").selectOption("4");
      await expect(page).toHaveURL(/\/mls\?minBeds=4$/);
      await expect(heading).not.toContainText("updating");
      const narrowed = Number(/^([\d,]+)/.exec((await heading.textContent()) ?? "")?.[1]?.replace(/,/g, ""));
      expect(narrowed).toBeLessThan(everything);
      await expect(show).toHaveText(`Show ${narrowed} listings`);
      // The keyboard stays in the sheet: Tab from its last control comes back to its summary, Shift+Tab goes round the other way.
      await show.focus();
      await page.keyboard.press("Tab");
      await expect(page.locator(".mls-filters__summary")).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(show).toBeFocused();
      await show.click();
      await expect(sheet).not.toHaveAttribute("open");
      await expect(cards(results(page)).first()).toBeInViewport();

      // One tap shows the map, over the list; its pins open their listings.
      await page.getByRole("navigation", { name: "Show results as" }).getByRole("link", { name: "Map view" }).click();
      await expect(page).toHaveURL(/\/mls\?minBeds=4&view=map$/);
      const map = page.getByRole("region", { name: "Map of the results" });
      await expect(map).toBeVisible();
      expect((await map.boundingBox())!.y).toBeLessThan(844);
      await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
      // Crowded listings are one count until zoomed into; a count zooms in to where it splits.
      const tag = page.locator(".map-price").first();
      for (let i = 0; i < 6 && !(await tag.isVisible()); i++) await page.locator(".map-cluster").first().click();
      await tag.click();
      await expect(page.locator(".leaflet-popup").getByRole("link", { name: "View listing" })).toHaveAttribute("href", /^\/(property|soldproperty|landproperty|landsold|rental)\//);

      // The List view link keeps the filter; Back returns to the map.
      const listView = page.getByRole("link", { name: "List view" });
      await expect(listView).toHaveAttribute("href", /minBeds=4/);
      await listView.click();
      await expect(page).toHaveURL(/\/mls\?minBeds=4$/);
      await expect(page.getByRole("region", { name: /^Map of the/ })).toHaveCount(0);
      await page.goBack();
      await expect(page).toHaveURL(/view=map/);
      await expect(page.getByRole("region", { name: /^Map of the/ })).toBeVisible();
    });
  });

  test("Back to results on a listing returns to the exact search it was opened from", async ({ page, browser }) => {
    await gotoReady(page, "/mls?minBeds=3&sort=price-desc");
    await page.getByLabel("Bathrooms").selectOption("2");
    await expect(page).toHaveURL(/\/mls\?minBeds=3&minBaths=2&sort=price-desc$/);
    await expect(results(page).getByRole("heading", { level: 2 })).not.toContainText("updating");
    const search = new URL(page.url());
    const searchPath = `${search.pathname}${search.search}`;
    await cards(results(page)).first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/(property|landproperty|soldproperty|landsold)\//);
    await waitUntilReady(page);
    const back = page.getByRole("link", { name: "Back to results" });
    await expect(back).toHaveAttribute("href", searchPath);
    await back.click();
    await expect(page).toHaveURL(searchPath);
    await expect(page.getByLabel("Bathrooms")).toHaveValue("2");
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");

    // A listing opened afresh, from no search, has no such link.
    const listingPath = await cards(results(page)).first().getByRole("link").first().getAttribute("href");
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(listingPath!);
    await waitUntilReady(fresh);
    await expect(fresh.getByRole("link", { name: "Back to results" })).toBeHidden();
    await context.close();
  });

  test("Back to results on a villa returns to the rentals search it was opened from", async ({ page }) => {
    await gotoReady(page, "/mls?kind=rental&minBeds=2");
    await expect(results(page).getByRole("heading", { level: 2 })).not.toContainText("updating");
    const search = new URL(page.url());
    await cards(results(page)).first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/rental\//);
    await waitUntilReady(page);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Back to results" })).toHaveAttribute("href", `${search.pathname}${search.search}`);
    await crumbs.getByRole("link", { name: "Back to results" }).click();
    await expect(page).toHaveURL(`${search.pathname}${search.search}`);
  });

  test("a listing opened from the search is a whole page whose gallery works, with no React", async ({ page }) => {
    // Other tests add listings of their own, some newest and without photos (a feed listing): a demo listing with its photos is opened.
    const title = "Frank Bay Two-Bedroom Condo";
    await gotoReady(page, `/mls?status=for-sale&q=${encodeURIComponent(title)}`);
    await cards(results(page)).filter({ hasText: title }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/(property|landproperty)\//);
    await waitUntilReady(page);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    const gallery = page.getByRole("region", { name: /^Photos of / });
    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(gallery.locator(".gallery__count")).toHaveText(/^Photo 2 of \d+$/);
  });

  test("an empty result suggests which filter to remove", async ({ page }) => {
    await gotoReady(page, "/mls?q=zzyzx&minBeds=3");
    await expect(results(page).getByRole("heading", { level: 2 })).toHaveText("No listings match");
    await results(page).getByRole("link", { name: "Remove the keywords" }).click();
    await expect(page).toHaveURL(/\/mls\?minBeds=3$/);
    await expect(cards(results(page)).first()).toBeVisible();
    await expect(page.getByLabel("Keywords")).toHaveValue("");
  });

  test("a malformed query is explained in a note, never an error @mobile", async ({ page }) => {
    const response = await page.goto("/mls?minPrice=900000&maxPrice=300000&sort=cheapest&page=1000000000");
    expect(response?.status()).toBe(200);
    const notes = page.getByRole("status").filter({ hasText: "swapped" });
    await expect(notes).toContainText("The minimum price was above the maximum, so we swapped them.");
    await expect(notes).toContainText("“cheapest” is not a way we can sort");
    await expect(notes).toContainText(/There is no page 1,000,000,000; showing page \d+ of \d+\./);

    const bad = await page.goto("/mls?minPrice=-5&maxPrice=lots&minBeds=x&page=abc&view=globe");
    expect(bad?.status()).toBe(200);
    const more = page.getByRole("status").filter({ hasText: "cannot be negative" });
    await expect(more).toContainText("“lots” is not a number");
    await expect(more).toContainText("“abc” is not a page number");
    await expect(more).toContainText("“globe” is not a view we know");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("MLS Property Search");
  });

  test("the filters work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/mls");
    await page.getByLabel("Bedrooms").selectOption("3");
    await page.getByLabel("Area").selectOption("Peter Bay");
    await page.getByRole("button", { name: /^Show [\d,]+ listings?$/ }).click();
    await expect(page).toHaveURL(/minBeds=3/);
    await expect(page).toHaveURL(/area=Peter\+Bay/);
    await expect(page.locator(".listing-card__place").first()).toContainText("Peter Bay");
    await context.close();
  });
});

test.describe("home page", () => {
  test("shows featured listings and rentals with See all links, and stays static @mobile", async ({ page }) => {
    await page.goto("/");
    const listings = page.getByRole("region", { name: "Featured listings" });
    await expect(cards(listings)).toHaveCount(6);
    await expect(listings.getByRole("link", { name: /See all homes for sale/ })).toHaveAttribute("href", "/properties");
    const rentals = page.getByRole("region", { name: "Featured villas" });
    await expect(cards(rentals)).toHaveCount(3);
    await expect(rentals.locator(".listing-card__price").first()).toContainText("/ night");
    await expect(rentals.getByRole("link", { name: /See all villas/ })).toHaveAttribute("href", "/mls?kind=rental");
    for (const image of await page.locator(".featured img").all()) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("sizes", /.+/);
    }
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });
});
