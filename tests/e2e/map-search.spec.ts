import type { Page } from "@playwright/test";
import { mlsFeedPort } from "../../playwright.config";
import { resoProperty, startResoTestServer, type ResoTestServer } from "../../app/features/mls-feed/reso-test-server";
import { decodePolygon, type LatLng } from "../../app/features/listing-search/search-area";
import { expect, gotoReady, mailRows, mailSearch, signIn, test } from "./fixtures";

/**
 * Map search on /mls: every match on the map in clusters, "Search as I move
 * the map" with the area in the URL, an area drawn on the map, saved with
 * the search, and the alert that follows only listings inside it.
 */

const map = (page: Page) => page.locator("[data-search-map]");
const heading = (page: Page) => page.locator("#mls-results-heading");

/** How many listings the results' heading says match. */
async function matchTotal(page: Page): Promise<number> {
  const text = (await heading(page).textContent()) ?? "";
  if (/^No listings/.test(text)) return 0;
  return Number(/^([\d,]+)/.exec(text)?.[1]?.replace(/,/g, "") ?? NaN);
}

async function openMap(page: Page, path: string) {
  await gotoReady(page, path);
  await map(page).scrollIntoViewIfNeeded();
  await expect(map(page)).toHaveAttribute("data-state", "ready");
  await expect(page.locator(".map-price, .map-cluster").first()).toBeVisible();
}

test("the map shows every match in clusters, and searches the visible area as it moves", async ({ page }) => {
  await openMap(page, "/mls?view=map");
  const total = await matchTotal(page);
  // Every match is on the map, not only this page's 24 cards: the clusters and tags add up to the located listings.
  await expect(page.locator("[data-map-status]")).toContainText("listings on the map");
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll(".map-cluster__count, .map-price__tag")].reduce((sum, pin) => sum + (pin.classList.contains("map-cluster__count") ? Number(pin.textContent!.replace(/,/g, "")) : 1), 0),
  );
  expect(shown).toBeGreaterThan(24);
  expect(shown).toBeLessThanOrEqual(total);

  await page.getByLabel("Search as I move the map").check();
  await expect(page).toHaveURL(/[?&]bounds=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+/);
  const firstBounds = new URL(page.url()).searchParams.get("bounds");

  // Zoom in on the middle of the island: the results follow the smaller area.
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(page).not.toHaveURL(new RegExp(`bounds=${encodeURIComponent(firstBounds!)}`));
  await expect.poll(() => matchTotal(page)).toBeLessThan(total);
  // Each zoom searches its own area in turn, the address first and the count once its results arrive: both are read
  // once neither has changed for longer than a search takes to start.
  let seen = "";
  await expect
    .poll(
      async () => {
        const now = `${page.url()} ${await matchTotal(page)}`;
        const settled = now === seen;
        seen = now;
        return settled;
      },
      { intervals: [1_500], timeout: 15_000 },
    )
    .toBe(true);
  const url = page.url();
  const bounded = await matchTotal(page);
  expect(new URL(url).searchParams.get("bounds")).toMatch(/^-?\d+(\.\d{1,4})?(,-?\d+(\.\d{1,4})?){3}$/);

  // The address is the search: opened afresh, it finds the same listings with the box still ticked.
  await openMap(page, new URL(url).pathname + new URL(url).search);
  expect(await matchTotal(page)).toBe(bounded);
  await expect(page.getByLabel("Search as I move the map")).toBeChecked();

  // "Clear area" searches the whole island again.
  await page.getByRole("link", { name: /Clear area/ }).click();
  await expect(page).not.toHaveURL(/bounds=/);
  await expect.poll(() => matchTotal(page)).toBe(total);
});

/** The boxes of an element, in the window's pixels. */
const boxOf = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

/** The bottom of the fixed header, where nothing of the page may draw over it. */
async function headerBottom(page: Page): Promise<number> {
  const header = await boxOf(page, "[data-site-header]");
  return header.y + header.height;
}

/** Pairs of map markers (counts and price tags) whose drawn boxes overlap. */
function overlappingPins(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pins = [...document.querySelectorAll(".map-cluster__count, .map-price__tag")].map((pin) => ({ text: pin.textContent ?? "", box: pin.getBoundingClientRect() }));
    const found: string[] = [];
    pins.forEach((a, i) =>
      pins.slice(i + 1).forEach((b) => {
        if (a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom) found.push(`${a.text} and ${b.text}`);
      }),
    );
    return found;
  });
}

test.describe("on a laptop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the list and the map sit side by side, and the map stays in view under the header as the list scrolls", async ({ page }) => {
    await gotoReady(page, "/mls");
    // No Map view to choose: the map loads beside the list.
    await expect(map(page)).toHaveAttribute("data-state", "ready");
    const list = await boxOf(page, ".mls-split__list");
    const firstCard = await boxOf(page, "article.listing-card");
    const shown = await boxOf(page, "[data-search-map]");
    expect(shown.x, "the map is right of the list").toBeGreaterThanOrEqual(list.x + list.width);
    expect(firstCard.y, "the first result is in the first screen").toBeLessThan(800);
    expect(shown.y, "the map is in the first screen").toBeLessThan(800);
    const top = await headerBottom(page);
    expect(shown.y).toBeGreaterThanOrEqual(top);

    // Down the list: the map keeps its place in the window, under the header, and the header stays on top of it.
    const listEnd = list.y + list.height - 800;
    for (const y of [400, listEnd / 3, (2 * listEnd) / 3, listEnd]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await expect.poll(async () => (await boxOf(page, "[data-search-map]")).y).toBeGreaterThanOrEqual(top);
      const box = await boxOf(page, "[data-search-map]");
      expect(box.y, `scrolled to ${Math.round(y)}`).toBeLessThan(top + 40);
      expect(box.y + box.height, `scrolled to ${Math.round(y)}`).toBeLessThanOrEqual(800);
    }
    // Past the list the page takes the map up with it, under the header: nothing of it draws over the header.
    await page.evaluate((to) => window.scrollTo(0, to), listEnd + 300);
    await expect.poll(async () => (await boxOf(page, "[data-search-map]")).y).toBeLessThan(0);
    const covered = await page.evaluate(({ x, y }) => !document.elementFromPoint(x, y)?.closest("[data-site-header]"), { x: shown.x + shown.width / 2, y: top - 10 });
    expect(covered, "the map draws over the header").toBe(false);
  });
});

test("clusters and price tags never overlap, and a pin's pop-up shows the listing's photo, price, facts and a link", async ({ page }) => {
  await openMap(page, "/mls?view=map");
  expect(await overlappingPins(page)).toEqual([]);
  for (let i = 0; i < 3; i++) {
    await page.getByRole("button", { name: "Zoom in" }).click();
    await page.waitForTimeout(400);
    expect(await overlappingPins(page), `after zooming in ${i + 1} times`).toEqual([]);
  }

  // One listing found by name: its tag opens its pop-up.
  await openMap(page, `/mls?view=map&q=${encodeURIComponent('"Villa Caribe Overlook"')}`);
  await page.locator(".map-price").first().click();
  const popup = page.locator(".leaflet-popup");
  await expect(popup.locator("img.map-popup__photo")).toHaveAttribute("src", /^\/media\//);
  await expect(popup.locator(".map-popup__price")).toHaveText(/^\$[\d.]+[KM]?$/);
  await expect(popup.locator(".map-popup__title")).toHaveText("Villa Caribe Overlook");
  await expect(popup.locator(".map-popup__facts")).toHaveText(/^\d+ beds · \d+ baths?/);
  await expect(popup.getByRole("link", { name: "View listing" })).toHaveAttribute("href", /^\/property\//);
});

test("clicking pins while the map zooms throws no error", async ({ page }) => {
  await openMap(page, "/mls?view=map");
  // The fixture fails the test on any page error: clicks land on markers the zoom is about to replace.
  for (let i = 0; i < 4; i++) {
    await page.getByRole("button", { name: i % 2 ? "Zoom out" : "Zoom in" }).click({ noWaitAfter: true });
    const pin = page.locator(".map-price, .map-cluster").first();
    // A marker may be replaced under the pointer: a click that finds none is no failure here.
    await pin.click({ force: true, noWaitAfter: true, timeout: 1_000 }).catch(() => undefined);
  }
  await page.waitForTimeout(1_000);
  await expect(map(page)).toHaveAttribute("data-state", "ready");
  await expect(page.locator(".map-price, .map-cluster").first()).toBeVisible();
});

/** Clicks the corners of an area on the map (fractions of its width and height), then the first again. */
async function drawArea(page: Page, corners: Array<[number, number]>) {
  await page.getByRole("button", { name: "Draw an area" }).click();
  await expect(page.getByRole("button", { name: "Cancel drawing" })).toBeVisible();
  const box = (await page.locator(".listing-map__canvas").boundingBox())!;
  for (const [x, y] of [...corners, corners[0]!]) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await page.waitForTimeout(150);
  }
}

/** A point well inside a convex area (the mean of its corners). */
function centre(points: readonly LatLng[]): LatLng {
  const sum = points.reduce(([a, b], [lat, lng]) => [a + lat, b + lng], [0, 0]);
  return [sum[0] / points.length, sum[1] / points.length];
}

let feed: ResoTestServer | undefined;
test.afterEach(async () => {
  await feed?.close();
});

test("a drawn area limits the results, is saved with the search, and its alert takes only listings inside it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  await signIn(page, "buyer@demo.test");
  await openMap(page, "/mls?view=map&status=for-sale");
  const total = await matchTotal(page);

  // The west end of the island, as the map shows it (clear of the zoom buttons in the top left corner).
  await drawArea(page, [[0.12, 0.12], [0.45, 0.12], [0.45, 0.9], [0.12, 0.9]]);
  await expect(page).toHaveURL(/[?&]polygon=[A-Za-z0-9_-]+/);
  await expect.poll(() => matchTotal(page)).toBeLessThan(total);
  await expect(page.locator(".mls-map__area")).toBeVisible();
  const decoded = decodePolygon(new URL(page.url()).searchParams.get("polygon")!);
  if (!("points" in decoded)) throw new Error(decoded.error);
  expect(decoded.points).toHaveLength(4);

  // Saved with the search: the account lists it "in a drawn area".
  await page.getByLabel("E-mail me new listings").selectOption("instant");
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/account\/searches/);
  await expect(page.getByRole("listitem").filter({ hasText: "In a drawn area" }).first()).toBeVisible();

  // Two new listings from the MLS feed: one inside the area, one on the East End.
  feed = await startResoTestServer({ port: mlsFeedPort(Number(new URL(baseURL!).port)) });
  const [lat, lng] = centre(decoded.points);
  const stamp = Date.now();
  const inside = `${stamp % 1000} Inside Area Road`;
  const outside = `${(stamp % 1000) + 1} Outside Area Road`;
  feed.records.push(
    resoProperty(`E2E-AREA-IN-${stamp}`, new Date().toISOString(), { UnparsedAddress: inside, Latitude: lat, Longitude: lng }),
    resoProperty(`E2E-AREA-OUT-${stamp}`, new Date().toISOString(), { UnparsedAddress: outside, Latitude: 18.345, Longitude: -64.68 }),
  );
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@demo.test");
  await gotoReady(admin, "/admin/admindashboard/feed");
  await admin.getByRole("button", { name: "Sync now" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "A sync pass has started" })).toBeVisible();

  // The alert runner matches within moments of the change; the test server keeps the mail (no SMTP).
  // The administrator looks the alerts up by each new listing's address, then by the search's name.
  const rows = mailRows(admin);
  // The buyer's other saved searches (other tests save some) may alert about either listing too.
  const drawnAreaAlert = rows.filter({ hasText: /New listing for your search “[^”]*In a drawn area/ });
  await expect(async () => {
    await gotoReady(admin, mailSearch(inside));
    await expect(drawnAreaAlert.filter({ hasText: "buyer@demo.test" })).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 90_000 });
  await gotoReady(admin, mailSearch(outside));
  await expect(admin.getByRole("search", { name: "Search all messages" })).toBeVisible();
  await expect(drawnAreaAlert).toHaveCount(0);
  // The drawn-area search's alerts (its name says so) name one listing each, never both at once.
  await gotoReady(admin, mailSearch("In a drawn area"));
  await expect(rows.filter({ hasText: inside })).toHaveCount(1);
  await expect(rows.filter({ hasText: /\d+ new listings for your search/ })).toHaveCount(0);

  // Withdrawn again, so the other tests on this server see the demo market as it was.
  const now = new Date().toISOString();
  feed.records.forEach((record, i) => (feed!.records[i] = { ...record, StandardStatus: "Withdrawn", ModificationTimestamp: now }));
  await gotoReady(admin, "/admin/admindashboard/feed");
  await admin.getByRole("button", { name: "Sync now" }).click();
  await expect(async () => {
    const html = await (await admin.request.get(`/mls?q=${encodeURIComponent("Area Road")}`)).text();
    expect(html).not.toContain("Area Road</");
  }).toPass({ timeout: 30_000 });
  await adminContext.close();
});

test("bounded searches and their pins are cached under their area, without junk parameters, and bad areas are a note", async ({ page }) => {
  const west = "/mls?view=map&bounds=18.31%2C-64.8%2C18.35%2C-64.76";
  const east = "/mls?view=map&bounds=18.31%2C-64.74%2C18.37%2C-64.66";
  await page.request.get(west);
  const again = await page.request.get(`${west}&x=1&utm_source=mail`);
  expect(again.headers()["x-page-cache"]).toBe("hit");
  const other = await page.request.get(east);
  expect(other.headers()["x-page-cache"]).not.toBe("hit");
  expect(await other.text()).not.toBe(await again.text());

  const pins = "/mls/points.json?status=for-sale&bounds=18.31%2C-64.8%2C18.35%2C-64.76";
  const first = await page.request.get(pins);
  expect(first.status()).toBe(200);
  const answer = (await first.json()) as { points: Array<[string, number, number]>; complete: boolean };
  for (const [, lat, lng] of answer.points) {
    expect(lat).toBeGreaterThanOrEqual(18.31);
    expect(lng).toBeLessThanOrEqual(-64.76);
  }
  expect((await page.request.get(`${pins}&junk=${Date.now()}`)).headers()["x-page-cache"]).toBe("hit");

  // Hostile areas: a clear note on the page, the pins of the whole search, never an error.
  for (const area of ["bounds=1e999,0,0,0", "bounds=-91,-181,95,200", `polygon=${"A".repeat(3_000)}`, "polygon=%00%FF", "bounds=a,b,c,d&polygon=__"]) {
    const pageAnswer = await page.request.get(`/mls?${area}`);
    expect(pageAnswer.status(), area).toBe(200);
    expect(await pageAnswer.text(), area).toMatch(/could not be read|more than 50 corners/);
    expect((await page.request.get(`/mls/points.json?${area}`)).status(), area).toBe(200);
  }
});

test("the sales history has filters and a map whose visible area becomes the search", async ({ page }) => {
  await openMap(page, "/saleshistory");
  // An area holding no sale shows "No sales match these filters" in place of the count's heading.
  const count = async () => {
    const heading = page.locator("#results-heading");
    if ((await heading.count()) === 0) return 0;
    return Number(/(\d+) closed sales?/.exec((await heading.textContent()) ?? "")?.[1] ?? 0);
  };
  const all = await count();
  await page.getByLabel("Search as I move the map").check();
  await expect(page).toHaveURL(/\/saleshistory\?bounds=/);
  await expect(map(page)).toHaveAttribute("data-state", "ready");
  // Each zoom is waited for (the map moves, then the address follows) before the next, so that none is lost in a move.
  for (let i = 0; i < 3; i++) {
    const before = page.url();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect(page).not.toHaveURL(before);
  }
  await expect.poll(count, { timeout: 15_000 }).toBeLessThan(all);
  await expect(page.getByLabel("Search as I move the map")).toBeChecked();
  // The filters keep the area.
  await page.getByRole("search", { name: "Filter listings" }).getByLabel("Sort by").selectOption("price-desc");
  await page.getByRole("button", { name: "Show listings" }).click();
  await expect(page).toHaveURL(/\/saleshistory\?(?=.*bounds=-?\d)(?=.*sort=price-desc)/);
});
