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
