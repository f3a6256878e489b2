import { expect, gotoReady, test } from "./fixtures";

/** A demo rental of the seeded data; its villa page is /villa/{slug of its name}. */
const VILLA = "/villa/villa-solstice";

test("the rentals list answers the approved rentals' public fields", async ({ request }) => {
  const response = await request.get("/villas.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=60");
  const body = (await response.json()) as { success: boolean; data: Array<Record<string, unknown>> };
  expect(body.success).toBe(true);
  expect(body.data.map((rental) => rental.name)).toContain("Villa Solstice");
  expect(Object.keys(body.data[0]!).sort()).toEqual(["area", "bedrooms", "id", "maxGuests", "name", "nightlyRate", "photo", "slug"]);
});

test("the villa page lists the other rentals, each linking to its villa page, also without JavaScript", async ({ page, browser }) => {
  await gotoReady(page, VILLA);
  const others = page.getByRole("region", { name: "Other villas" });
  await expect(others.getByRole("link", { name: "Villa Marisol" })).toHaveAttribute("href", "/villa/villa-marisol");
  await expect(others.getByRole("link", { name: "Villa Solstice" })).toHaveCount(0);
  // Each is a card with its picture, nightly price and beds.
  const card = others.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Villa Marisol" }) });
  await expect(card.getByRole("img")).toHaveAttribute("alt", /\S{3,}/);
  await expect(card).toContainText("$1,150 per night");
  await expect(card).toContainText("4 bedrooms · sleeps 8 · Chocolate Hole");

  await others.getByRole("link", { name: "Villa Marisol" }).click();
  await expect(page).toHaveURL(/\/villa\/villa-marisol$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Villa Marisol");
  await expect(others.getByRole("link", { name: "Villa Solstice" })).toHaveAttribute("href", "/villa/villa-solstice");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(VILLA);
  await expect(plain.getByRole("region", { name: "Other villas" }).getByRole("link", { name: "Villa Marisol" })).toBeVisible();
  await context.close();
});

test("the villa calendar shows two months at a time, turns with previous and next, and picking a stay fills the form", async ({ page }) => {
  await gotoReady(page, VILLA);
  const availability = page.getByRole("region", { name: "Availability" });
  const months = availability.locator("table caption");
  await expect(months).toHaveCount(2);
  const [firstTitle, secondTitle] = await months.allInnerTexts();
  const pager = availability.getByRole("navigation", { name: "Calendar months" });
  await expect(pager.getByRole("link", { name: "← Previous month" })).toHaveCount(0);

  await pager.getByRole("link", { name: "Next month →" }).click();
  await expect(months.first()).toHaveText(secondTitle!);
  await expect(months).toHaveCount(2);
  await pager.getByRole("link", { name: "← Previous month" }).click();
  await expect(months.first()).toHaveText(firstTitle!);

  // Two free days of the second month shown: check-in, then check-out.
  const free = availability.locator("table").nth(1).locator('td[data-state="available"] button');
  const checkIn = await free.nth(2).evaluate((button) => button.closest("td")!.getAttribute("data-date"));
  await free.nth(2).click();
  const checkOutButton = free.nth(8);
  const checkOut = await checkOutButton.evaluate((button) => button.closest("td")!.getAttribute("data-date"));
  await checkOutButton.click();
  const form = page.locator("form.booking-form");
  await expect(form.getByLabel("Check-in")).toHaveValue(checkIn!);
  await expect(form.getByLabel("Check-out")).toHaveValue(checkOut!);
});

test("the price follows the dates, and a stay over a taken night is refused before it is sent", async ({ page }) => {
  await gotoReady(page, VILLA);
  const form = page.locator("form.booking-form");
  // Turn the calendar in place to months with a taken night.
  const takenNights = page.locator('#availability td[data-state="unavailable"]');
  for (let turn = 0; turn < 10 && (await takenNights.count()) === 0; turn++) await page.getByRole("link", { name: "Next month →" }).click();
  const taken = await takenNights.last().getAttribute("data-date");
  expect(taken).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const day = (offset: number) => new Date(Date.parse(`${taken}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("Check-in").fill(day(-3));
  await form.getByLabel("Check-out").fill(day(4));
  await expect(form.locator(".price-breakdown")).toContainText("Total for 7 nights");
  await form.getByLabel("Your name").fill("Client Check");
  await form.getByLabel("E-mail address").fill("client.check@example.com");
  await form.getByRole("button", { name: "Send booking request" }).click();
  await expect(form.getByRole("alert")).toHaveText(/Some of these nights are not available/);
  await expect(form.getByLabel("Check-in")).toBeFocused();
  await expect(page.getByText("Request sent")).toHaveCount(0);
});

test("without JavaScript the calendar's next link opens the following months", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(VILLA);
  const availability = page.getByRole("region", { name: "Availability" });
  const second = await availability.locator("table caption").nth(1).innerText();
  await availability.getByRole("navigation", { name: "Calendar months" }).getByRole("link", { name: "Next month →" }).click();
  await expect(page).toHaveURL(/\?month=\d{4}-\d{2}#availability$/);
  await expect(availability.locator("table caption").first()).toHaveText(second);
  await context.close();
});

test("on a phone, chosen dates show their total and Reserve at the foot of the screen, the request form follows the calendar, and the inquiry offers no showing @mobile", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, VILLA);
  const bar = page.locator(".reserve-bar");
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText("$1,950 night");
  await expect(bar).toContainText("Add dates for prices");

  // Ten nights of the second month shown, picked on the calendar: the bar shows their total without any scrolling back.
  const availability = page.getByRole("region", { name: "Availability" });
  const free = availability.locator("table").nth(1).locator('td[data-state="available"] button');
  await free.nth(2).click();
  await free.nth(12).click();
  await expect(bar).toContainText(/\$[\d,]+(\.\d\d)? total/);
  await expect(bar).toContainText(/\d+ nights/);
  await expect(bar).toBeInViewport();
  const reserve = bar.getByRole("link", { name: "Reserve" });
  await expect(reserve).toBeInViewport();
  // The chat button keeps the bar's right end, clear of Reserve.
  const chat = await page.locator(".chat-button").boundingBox();
  const reserveBox = (await reserve.boundingBox())!;
  if (chat) expect(chat.x).toBeGreaterThanOrEqual(reserveBox.x + reserveBox.width);

  // The request form comes right after the calendar (its panel's heading and rate between), not after the whole page.
  const calendarBox = (await availability.boundingBox())!;
  const form = page.locator("form.booking-form");
  const formBox = (await form.boundingBox())!;
  expect(formBox.y - (calendarBox.y + calendarBox.height)).toBeLessThan(400);

  // Reserve brings the first field still to fill into view, with the focus.
  await reserve.click();
  await expect(form.getByLabel("Your name")).toBeFocused();
  await expect(form.getByLabel("Your name")).toBeInViewport();

  // A rental is booked, never shown: its inquiry form has no showing request.
  const enquiry = page.locator("form.enquiry-form");
  await expect(enquiry.getByRole("button", { name: "Send inquiry" })).toBeAttached();
  await expect(enquiry.getByText("Request a showing")).toHaveCount(0);
  await expect(enquiry.locator('input[name^="showing"]')).toHaveCount(0);

  // The page's end stays readable above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerEnd = await page.locator("footer").last().evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
});

test("on a laptop the booking panel sits beside the text and no reserve bar shows; without JavaScript Reserve is a link to the request form", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoReady(page, VILLA);
  await expect(page.locator(".reserve-bar")).toBeHidden();
  const panel = (await page.locator("#booking").boundingBox())!;
  const calendar = (await page.getByRole("region", { name: "Availability" }).boundingBox())!;
  expect(panel.x).toBeGreaterThan(calendar.x + calendar.width);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const plain = await context.newPage();
  await plain.goto(VILLA);
  await plain.locator(".reserve-bar").getByRole("link", { name: "Reserve" }).click();
  await expect(plain).toHaveURL(/#request-to-book$/);
  await expect(plain.locator("form#request-to-book")).toBeInViewport();
  await context.close();
});
