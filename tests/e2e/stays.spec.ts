import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { formatMonthYear } from "../../app/shared/dates/format-dates";
import { addDays, todayOnIsland } from "../../app/shared/dates/island-days";
import { expect, gotoReady, readKeptMail, signIn, test } from "./fixtures";

/**
 * Before and after a stay: the administrators' arrival notes, and a past
 * guest's review through the personal link of the post-stay e-mail (the demo's
 * guest at Tamarind House checked out yesterday; the server's job queues the
 * mail shortly after start), shown on the rental's page as a verified stay
 * with its month, then hidden by an administrator.
 */
const GUEST = "sam.porter@example.com";
const SUBJECT = "How was Tamarind House?";
const ADMIN = "/admin/admindashboard";

/** The review link in the post-stay mail, read from the outbox as an administrator sees it (no SMTP in tests). */
async function reviewLink(browser: Browser, baseURL: string | undefined): Promise<string> {
  const office = await browser.newContext({ baseURL });
  try {
    const admin = await office.newPage();
    await signIn(admin, "admin@demo.test");
    // The job's first run comes shortly after the server starts.
    const text = await readKeptMail(admin, GUEST, SUBJECT);
    const path = /\/stay-review\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(path, "a review link in the post-stay mail").toBeTruthy();
    return path!;
  } finally {
    await office.close();
  }
}

const reviewCard = (page: Page, text: string) => page.locator("#reviews article").filter({ hasText: text });

test("a guest with a past stay reviews it through the mailed link; it shows on the rental as a verified stay with the month, and an administrator hides it", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const path = await reviewLink(browser, baseURL);
  const words = `The hammock under the tamarind tree was the best spot on the island (${Date.now()}).`;

  await gotoReady(page, path);
  await expect(page.getByRole("heading", { name: SUBJECT })).toBeVisible();
  await page.getByLabel("Your name").fill("Sam P.");
  await page.getByRole("radio", { name: "5 out of 5 stars" }).check();
  await page.getByLabel("Your review").fill(words);
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByRole("status")).toContainText("Your review is published on the page of Tamarind House as a verified stay.");

  await page.getByRole("link", { name: "See Tamarind House" }).click();
  await expect(page.getByRole("heading", { name: "Guest reviews" })).toBeVisible();
  const rentalPath = new URL(page.url()).pathname;
  const card = reviewCard(page, words);
  await expect(card).toBeVisible();
  // The demo stay began five days before the server's first day.
  const month = formatMonthYear(addDays(todayOnIsland(), -5));
  await expect(card).toContainText(`Verified stay · Stayed ${month}`);
  await expect(card).toContainText("Sam P.");
  await expect(page.locator("#reviews")).toContainText("from 1 verified stay");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}") as { aggregateRating?: { ratingValue: number; ratingCount: number } };
  expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 5, ratingCount: 1 });

  // The link works once.
  await gotoReady(page, path);
  await expect(page.getByRole("alert")).toContainText("A review has already been written with this link.");
  await expect(page.getByRole("button", { name: "Publish review" })).toHaveCount(0);

  // An administrator hides it: the rental's page no longer shows it.
  const office = await browser.newContext({ baseURL });
  const admin = await office.newPage();
  await signIn(admin, "admin@demo.test");
  await gotoReady(admin, `${ADMIN}/testimonials`);
  const row = admin.getByRole("row").filter({ hasText: words });
  await expect(row).toContainText(`Verified stay · Stayed ${month}`);
  await row.getByRole("button", { name: "Hide" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "The review is hidden" })).toBeVisible();
  await office.close();

  await gotoReady(page, rentalPath);
  await expect(reviewCard(page, words)).toHaveCount(0);
});

test("an administrator keeps a rental's arrival notes on its own page", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await gotoReady(page, `${ADMIN}/arrival-notes`);
  await expect(page.getByRole("heading", { level: 2, name: "Arrival notes", exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Villa Marisol" })).toContainText("Written");
  await page.getByRole("link", { name: "Villa Marisol" }).click();
  await expect(page.getByRole("heading", { name: "Arrival notes: Villa Marisol" })).toBeVisible();
  await expect(page.getByLabel("Ferry")).toHaveValue(/Red Hook/);
  const car = `Your Jeep waits at the dock, bay ${Date.now() % 100}.`;
  await page.getByLabel("Car").fill(car);
  await page.getByRole("button", { name: "Save arrival notes" }).click();
  await expect(page.getByRole("status")).toContainText("The arrival notes are saved");
  await page.reload();
  await expect(page.getByLabel("Car")).toHaveValue(car);
});

/**
 * A booking's guest page as the server signs it, with its data folder's secret (these tests run without card
 * payments, so no mail carries the link): an HMAC of the booking's id, as stay-account.server.ts makes it.
 */
function stayPath(baseURL: string, bookingId: string): string {
  const secret = readFileSync(`data-e2e-${new URL(baseURL).port}/session-secret`, "utf8").trim();
  return `/stay/${bookingId}/${createHmac("sha256", secret).update(`stay-page:${bookingId}`).digest("base64url")}`;
}

test("a guest's stay page reads like a booking confirmation, and canceling redirects to the result with nothing due", async ({ page, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const name = `Noor${tag} Haddad`;
  const checkIn = addDays(todayOnIsland(), testInfo.project.name === "mobile" ? 320 : 300);
  await gotoReady(page, "/rental/hummingbird-hideaway");
  const form = page.locator("form.booking-form");
  await form.getByLabel("Check-in").fill(checkIn);
  await form.getByLabel("Check-out").fill(addDays(checkIn, 4));
  await form.getByLabel("Guests").fill("2");
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("E-mail address").fill(`noor.${tag}@example.com`);
  // The spam guard refuses forms sent within SPAM_MIN_FILL_MS of loading.
  await page.waitForTimeout(900);
  await form.getByRole("button", { name: "Send booking request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "not yet confirmed" })).toBeVisible({ timeout: 30_000 });

  const office = await browser.newContext({ baseURL });
  const admin = await office.newPage();
  await signIn(admin, "admin@demo.test");
  await gotoReady(admin, "/admin/admindashboard/bookings?status=pending");
  const bookingId = await admin.locator("tr", { hasText: name }).locator('input[name="id"]').first().inputValue();
  await office.close();

  // One state, in a banner; the stay's facts as rows and the policy as a styled list, no browser-default bullets.
  await gotoReady(page, stayPath(baseURL!, bookingId));
  const status = page.locator(".stay-status");
  await expect(status).toContainText("Request received — not yet confirmed");
  const facts = page.getByRole("region", { name: "Your stay" }).locator(".stay-page__facts");
  await expect(facts).toContainText("Hummingbird Hideaway");
  expect(await facts.locator("dd").first().evaluate((dd) => getComputedStyle(dd).marginInlineStart)).toBe("0px");
  const policy = page.locator(".stay-policy");
  await expect(policy.getByRole("listitem").first()).toBeVisible();
  expect(await policy.evaluate((list) => getComputedStyle(list).listStyleType)).toBe("none");

  // Canceling answers with a redirect to the page showing the result; a reload shows it again and sends nothing.
  await page.getByLabel("Yes, cancel my stay").check();
  await page.getByRole("button", { name: "Cancel my stay" }).click();
  await expect(page).toHaveURL(/\/stay\/.+\?canceled=1$/, { timeout: 30_000 });
  await expect(status).toContainText("Your stay is canceled");
  await expect(status).toContainText("nothing more is due or will be charged");
  await expect(page.getByRole("button", { name: "Cancel my stay" })).toHaveCount(0);
  await expect(page.getByText(/due now|by then|charged to the same card/)).toHaveCount(0);
  await page.reload();
  await expect(status).toContainText("Your stay is canceled");
});
