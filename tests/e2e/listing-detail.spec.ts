import type { Page } from "@playwright/test";
import { expect, gotoReady, test, waitUntilReady } from "./fixtures";
import { demoPath } from "./page-kinds";

/** Seeded demo listings these tests read (and none changes). */
const FOR_SALE = "Frank Bay Two-Bedroom Condo";
const SOLD = "Villa Hermosa";
const LAND = "Bordeaux Mountain View Lot";

async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(text).not.toContain("<");
  return JSON.parse(text ?? "") as Record<string, unknown>;
}

/** A listing's dollar figure, e.g. "$42,313" → 42313. */
function dollars(text: string | null): number {
  return Number((text ?? "").replace(/[^0-9.]/g, ""));
}

test.describe("a listing for sale", () => {
  test("shows its title, price, status and key facts, with search-engine data", async ({ page, request }) => {
    const path = await demoPath(request, "/property/", FOR_SALE);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitUntilReady(page);

    const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    expect(title.length).toBeGreaterThan(3);
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.locator(".listing-hero .listing-price__amount")).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
    await expect(page.locator(".listing-hero .status-badge")).toHaveText(/For Sale|Under Contract|Pending/i);
    const facts = page.getByRole("heading", { name: "Key facts" }).locator("xpath=..").locator("dl");
    await expect(facts.locator("dt")).toContainText(["Bedrooms", "Bathrooms", "Living area"]);
    await expect(page.getByRole("heading", { name: "About this property", exact: true })).toBeVisible();
    // The description's markdown is rendered, never shown as asterisks.
    const about = page.getByRole("region", { name: "About this property", exact: true });
    await expect(about.locator("strong")).toHaveText("Highlights:");
    await expect(about).not.toContainText("**");
    await expect(page.getByRole("heading", { name: "Features" })).toBeVisible();

    // The listing's agent: portrait, name to their page, phone, e-mail, and a button to the page's enquiry form.
    const agent = page.getByRole("region", { name: "Ask the listing agent" });
    await expect(agent.locator("img.agent-portrait")).toBeVisible();
    await expect(agent.getByRole("link", { name: /^(Dana Sprauve|Jordan Penn)$/ })).toHaveAttribute("href", /^\/agent\/[0-9a-f-]{36}$/);
    // The agent's own phone and e-mail, then the office's phone beneath.
    await expect(agent.locator('a[href^="tel:+1340"]')).toHaveCount(2);
    await expect(agent.locator('a[href^="mailto:"]')).toHaveCount(1);
    await agent.getByRole("link", { name: "Ask about this property" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#enquiry$`));
    const enquiry = page.getByRole("region", { name: "Ask about this property" });
    await expect(enquiry.getByLabel("Message")).toHaveValue(`I'm interested in ${title}. Please get in touch with more information.`);
    await expect(page.locator(".share").getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    await page.locator(".share").getByRole("button", { name: "Copy link" }).click();
    await expect(page.locator(".share").getByRole("status")).toHaveText(/^(Link copied|Copy this link: https?:\/\/.+)$/);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^https?://[^/]+${path}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/[^/]+\/media\/[0-9a-f]{64}\/\d+\.jpg$/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(40);
    expect(description?.length).toBeLessThanOrEqual(155);

    const data = await jsonLd(page);
    expect(data["@type"]).toBe("RealEstateListing");
    expect(data.name).toBe(title);
    expect(data.offers).toMatchObject({ "@type": "Offer", priceCurrency: "USD" });
    expect(typeof (data.offers as { price: unknown }).price).toBe("number");
    expect(data.about).toMatchObject({ address: { addressRegion: "St. John" }, geo: { "@type": "GeoCoordinates" } });
  });

  test("has a gallery that works with buttons, keys, swipes and full screen", async ({ page, request }) => {
    await gotoReady(page, await demoPath(request, "/property/", FOR_SALE));
    const gallery = page.getByRole("region", { name: /^Photos of / });
    const count = gallery.locator(".gallery__count");
    await expect(count).toHaveText(/^Photo 1 of (\d+)$/);
    const total = Number(/of (\d+)/.exec((await count.textContent()) ?? "")![1]);
    expect(total).toBeGreaterThanOrEqual(3);

    // The first photo loads eagerly with high priority; the rest are lazy; every photo is described.
    const main = gallery.locator(".gallery__stage img");
    await expect(main).toHaveAttribute("loading", "eager");
    await expect(main).toHaveAttribute("fetchpriority", "high");
    for (const alt of await gallery.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""))) {
      expect(alt.trim().length).toBeGreaterThan(3);
    }
    await expect(gallery.locator(".gallery__thumbs img").first()).toHaveAttribute("loading", "lazy");

    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(count).toHaveText(`Photo 2 of ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(count).toHaveText(`Photo 3 of ${total}`);
    await page.keyboard.press("ArrowLeft");
    await expect(count).toHaveText(`Photo 2 of ${total}`);
    await gallery.getByRole("button", { name: /^Show photo 1:/ }).click();
    await expect(count).toHaveText(`Photo 1 of ${total}`);

    // A swipe to the left shows the next photo.
    const stage = gallery.locator(".gallery__stage");
    const box = (await stage.boundingBox())!;
    const y = box.y + box.height / 2;
    await stage.dispatchEvent("pointerdown", { pointerId: 7, isPrimary: true, pointerType: "touch", clientX: box.x + box.width * 0.8, clientY: y });
    await stage.dispatchEvent("pointerup", { pointerId: 7, isPrimary: true, pointerType: "touch", clientX: box.x + box.width * 0.2, clientY: y + 5 });
    await expect(count).toHaveText(`Photo 2 of ${total}`);

    // Full screen: a modal dialog that keeps focus inside and closes with Escape.
    await gallery.getByRole("button", { name: "Full screen", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(dialog.locator(".gallery-dialog__count")).toHaveText(`Photo 2 of ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect(dialog.locator(".gallery-dialog__count")).toHaveText(`Photo 3 of ${total}`);
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(count).toHaveText(`Photo 3 of ${total}`);
  });

  test("computes a plausible monthly payment as the rate changes", async ({ page, request }) => {
    await gotoReady(page, await demoPath(request, "/property/", FOR_SALE));
    const price = dollars(await page.getByLabel("Price ($)", { exact: true }).inputValue());
    expect(price).toBeGreaterThan(100_000);
    const payment = page.getByTestId("monthly-payment");
    const before = dollars(await payment.textContent());

    await page.getByLabel("Interest rate (%)").fill("3");
    const loan = price * 0.8;
    const monthlyRate = 0.03 / 12;
    const expected = (loan * monthlyRate) / (1 - (1 + monthlyRate) ** -360);
    await expect(payment).toHaveText(`$${Math.round(expected).toLocaleString("en-US")}`);
    expect(dollars(await payment.textContent())).toBeLessThan(before);

    await page.getByLabel("Loan term").selectOption("15");
    await page.getByLabel("Interest rate (%)").fill("0");
    await expect(payment).toHaveText(`$${Math.round(loan / 180).toLocaleString("en-US")}`);

    // A down payment as an amount: the same 20 % written in dollars.
    await page.getByRole("radio", { name: "Amount in dollars" }).check();
    await expect(page.getByLabel("Down payment ($)")).toHaveValue(Math.round(price * 0.2).toLocaleString("en-US"));
    await expect(payment).toHaveText(`$${Math.round(loan / 180).toLocaleString("en-US")}`);
  });

  test("loads Leaflet only when the map scrolls into view, and draws the island without tiles", async ({ page, request }) => {
    const leaflet: string[] = [];
    page.on("request", (req) => {
      if (/leaflet[^/]*\.js/.test(req.url())) leaflet.push(req.url());
    });
    await gotoReady(page, await demoPath(request, "/property/", FOR_SALE));
    const map = page.locator(".listing-map");
    await expect(map).toHaveAttribute("data-state", "waiting");
    await expect(map.getByRole("link", { name: /Open in OpenStreetMap/ })).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=18\.\d+&mlon=-64\.\d+/);
    expect(leaflet).toEqual([]);

    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute("data-state", "ready");
    expect(leaflet.length).toBe(1);
    await expect(map.locator(".leaflet-container")).toBeVisible();
    await expect(map.locator(".leaflet-overlay-pane path")).toHaveCount(1);
    await expect(map.locator(".map-pin")).toHaveCount(1);
    await expect(map.locator(".leaflet-tile")).toHaveCount(0);
  });
});

test.describe("a sold listing", () => {
  test("shows the close price, the list price and the MLS attribution, and no calculator", async ({ page, request }) => {
    const path = await demoPath(request, "/soldproperty/", SOLD);
    await gotoReady(page, path);
    await expect(page.locator(".listing-hero .status-badge")).toHaveText(/Sold/i);
    await expect(page.locator(".listing-hero")).toContainText(/Sold for \$[\d,]+/);
    await expect(page.locator(".listing-hero")).toContainText(/Closed \w+ \d{1,2}, \d{4} · Listed at \$[\d,]+/);
    await expect(page.locator(".listing-attribution").first()).toHaveText(/^Listed by [^.]+\. Sold by [^.]+\.$/);
    // Its history runs from the day it was listed to its close, and the facts say how long it was on the market.
    const history = page.getByRole("table", { name: "Price and status changes, oldest first" });
    await expect(history.getByRole("row").nth(1)).toContainText("Listed");
    await expect(history.getByRole("row").nth(2)).toContainText("Sold");
    await expect(page.locator(".listing-facts")).toContainText("Days on market");
    // A sale is the MLS's record: the page carries the MLS's disclaimer (MLS_DISCLAIMER of the test servers).
    await expect(page.locator(".listing-feed-notice__disclaimer")).toContainText("Listing information from the St. John MLS is deemed reliable but not guaranteed.");
    await expect(page.getByRole("heading", { name: "Mortgage calculator" })).toHaveCount(0);
    const data = await jsonLd(page);
    expect(data.offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
  });
});

test.describe("rentals by slug and by name", () => {
  test("the villa page is the same by /villa/ and /villa-rentals/, chosen by name", async ({ page }) => {
    for (const path of ["/villa/villa-solstice", "/villa-rentals/villa-solstice", "/villa/Villa%20Solstice"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitUntilReady(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Villa Solstice");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/villa\/villa-solstice$/);
    }
    const rates = page.getByRole("heading", { name: "Rates and stay" }).locator("xpath=..");
    await expect(rates).toContainText("Nightly rate$1,950");
    await expect(rates).toContainText("Check-in");
    await expect(page.getByRole("heading", { name: "Amenities" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "House rules" })).toBeVisible();
    await expect(page.locator("#booking").getByRole("button", { name: "Send booking request" })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Photos of Villa Solstice/ })).toBeVisible();
  });

  test("a rental page by slug, with VacationRental data", async ({ page }) => {
    await gotoReady(page, "/rental/villa-marisol");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Villa Marisol");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/rental\/villa-marisol$/);
    const data = await jsonLd(page);
    expect(data["@type"]).toBe("VacationRental");
    expect(data.containsPlace).toMatchObject({ "@type": "Accommodation", occupancy: { value: 8 } });
    expect(data.makesOffer).toMatchObject({ price: 1150, priceCurrency: "USD" });
  });
});

test.describe("listings that are not there", () => {
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown id, an unknown rental name and a listing at another kind's URL answer 404", async ({ page, request }) => {
    const land = await demoPath(request, "/landproperty/", LAND);
    const sold = await demoPath(request, "/soldproperty/", SOLD);
    const paths = [
      "/property/00000000-0000-4000-8000-000000000000",
      "/property/not-an-id",
      "/villa/no-such-villa",
      "/villa-rentals/no-such-villa",
      "/rental/no-such-rental",
      land.replace("/landproperty/", "/property/"),
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await waitUntilReady(page);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/couldn.t find/i);
    }
    // A sale that has sold is found at its old address too: it moves to its sold address for good.
    const moved = await request.get(sold.replace("/soldproperty/", "/property/"), { maxRedirects: 0 });
    expect([moved.status(), new URL(moved.headers()["location"] ?? "", "http://x").pathname]).toEqual([301, sold]);
  });
});
