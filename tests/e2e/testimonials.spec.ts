import type { Page } from "@playwright/test";
import { expect, gotoReady, signIn, test } from "./fixtures";

/**
 * Testimonials: live arrival on a second page, bad input,
 * the plain-POST form, and an administrator hiding and deleting reviews.
 * Serial: the tests count reviews, and the server allows 3 reviews per
 * address per hour.
 */
test.describe.configure({ mode: "serial" });

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;
const ADMIN_SECTION = "/admin/admindashboard/testimonials";
/** Names unique to this run, so that a re-run against the same server finds only its own reviews. */
const RUN = Date.now() % 100_000;
/** The no-JavaScript test's reviewer, whom the admin test then hides and deletes. */
const PLAIN_NAME = `Plain Post ${RUN}`;
const LIVE_NAME = `Ingrid Solberg ${RUN}`;

const reviewCards = (page: Page) => page.locator(".review-list article");
const summary = (page: Page) => page.locator(".review-summary");

/** How many reviews the summary counts. */
async function reviewCount(page: Page): Promise<number> {
  const text = (await summary(page).textContent()) ?? "";
  return Number(/from (\d+) review/.exec(text)?.[1] ?? Number.NaN);
}

/**
 * The server allows 3 reviews per client address per hour; each test posts
 * as its own address (the server trusts one proxy's X-Forwarded-For), so
 * that a re-run against the same server is not refused.
 */
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${octet()}.${octet()}` });
});

async function openLive(page: Page) {
  await gotoReady(page, "/testimonial");
  await expect(page.locator('[data-live="live"]')).toBeVisible();
}

async function fillReview(page: Page, review: { name: string; rating: number; text: string }) {
  await page.getByLabel("Your name").fill(review.name);
  await page.getByRole("radio", { name: `${review.rating} out of 5 stars` }).check();
  await page.getByLabel("What did you do with us?").selectOption("rental");
  await page.getByLabel("Which property? (optional)").fill("Villa Solstice");
  await page.getByLabel("Your review", { exact: true }).fill(review.text);
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
}

test("a review published on one page appears on another open page without a reload", async ({ page }) => {
  // Two pages and a form's minimum fill time: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const other = await page.context().newPage();
  const otherErrors: string[] = [];
  other.on("console", (message) => {
    if (message.type() === "error") otherErrors.push(message.text());
  });
  await openLive(page);
  await openLive(other);
  const before = await reviewCount(other);
  expect(before).toBeGreaterThanOrEqual(10);
  // A marker that a reload would wipe.
  await other.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  const text = `Ten days at Villa Solstice with our grandchildren: the pool, the view, the quiet. Thank you! (${RUN})`;
  await fillReview(page, { name: LIVE_NAME, rating: 4, text });
  await page.getByRole("button", { name: "Publish review" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Thank you, ${LIVE_NAME}!` })).toBeFocused();

  // The other page: the new review on top, announced politely, the summary updated.
  const first = reviewCards(other).first();
  await expect(first).toHaveAccessibleName(`Review by ${LIVE_NAME}`);
  await expect(first).toContainText(text);
  await expect(first).toContainText("Stayed at Villa Solstice");
  await expect(first.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(other.locator('[aria-live="polite"]')).toHaveText(`New review from ${LIVE_NAME}: 4 out of 5 stars.`);
  await expect(summary(other)).toContainText(`from ${before + 1} reviews`);
  expect(await other.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  // The page that published shows it too, once; and it is stored.
  await expect(reviewCards(page).filter({ hasText: text })).toHaveCount(1);
  await gotoReady(other, "/testimonial");
  await expect(reviewCards(other).first()).toHaveAccessibleName(`Review by ${LIVE_NAME}`);
  expect(otherErrors).toEqual([]);
  await other.close();
});

test.describe("bad input", () => {
  // Chromium logs the 400 answer to the form post as a console error.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("a rating of 0 or 6 sent by hand gets a clear message and stores nothing", async ({ page }) => {
    await gotoReady(page, "/testimonial");
    const before = await reviewCount(page);
    const formStart = await page.locator('input[name="formStart"]').inputValue();
    await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
    for (const rating of ["0", "6"]) {
      const response = await page.request.post("/testimonial", {
        form: { formStart, website: "", name: `Crafted ${rating}`, rating, experience: "other", text: "A crafted review with a bad rating." },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      const html = await response.text();
      expect(html).toContain("Please choose a rating from 1 to 5 stars");
      expect(html).not.toContain(`Thank you, Crafted`);
    }
    await gotoReady(page, "/testimonial");
    await expect(page.getByText("Crafted 0")).toHaveCount(0);
    await expect(page.getByText("Crafted 6")).toHaveCount(0);
    expect(await reviewCount(page)).toBe(before);
  });

  test("empty text and 50,000 characters each get a message beside the field and store nothing", async ({ page }) => {
    await gotoReady(page, "/testimonial");
    const before = await reviewCount(page);
    const form = page.locator("form.review-form");
    await fillReview(page, { name: "Empty Words", rating: 5, text: "" });
    // Skip the browser's own checks so that the server's are seen.
    await form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
    });
    let answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Publish review" }).click();
    expect((await answer).status()).toBe(400);
    const field = page.getByLabel("Your review", { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/Please write your review/);
    await expect(field).toBeFocused();
    await expect(page.getByLabel("Your name")).toHaveValue("Empty Words");

    // maxlength stops typing, not a script or a crafted post: the server refuses it.
    await field.evaluate((element: HTMLTextAreaElement) => {
      element.value = "x".repeat(50_000);
    });
    await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
    answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Publish review" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByLabel("Your review", { exact: true })).toHaveAccessibleDescription(
      /Your review must be 2,000 characters or fewer/,
    );

    await gotoReady(page, "/testimonial");
    await expect(page.getByText("Empty Words")).toHaveCount(0);
    expect(await reviewCount(page)).toBe(before);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form works as a plain POST and the new review is listed first", async ({ page }) => {
    await page.goto("/testimonial");
    await page.getByLabel("Your name").fill(PLAIN_NAME);
    await page.getByRole("radio", { name: "5 out of 5 stars" }).check();
    await page.getByLabel("What did you do with us?").selectOption("purchase");
    await page.getByLabel("Your review", { exact: true }).fill("Bought our dream cottage; the team handled everything from afar.");
    await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
    await page.getByRole("button", { name: "Publish review" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Thank you, ${PLAIN_NAME}!` })).toBeVisible();
    await expect(reviewCards(page).first()).toHaveAccessibleName(`Review by ${PLAIN_NAME}`);
  });
});

test("an administrator hides a review (open pages drop it), shows it again, and deletes one after confirming", async ({ page }) => {
  test.setTimeout(90_000);
  const visitor = await page.context().browser()!.newPage();
  await openLive(visitor);
  const name = PLAIN_NAME;
  await expect(reviewCards(visitor).filter({ hasText: name })).toHaveCount(1);

  await signIn(page, "admin@demo.test");
  await gotoReady(page, ADMIN_SECTION);
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();

  const row = () => page.getByRole("row").filter({ hasText: name });
  await row().getByRole("button", { name: "Hide" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The review is hidden" })).toBeVisible();
  await expect(row()).toContainText("Hidden");
  await expect(reviewCards(visitor).filter({ hasText: name })).toHaveCount(0);

  await row().getByRole("button", { name: "Show again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The review is public again" })).toBeVisible();
  await expect(reviewCards(visitor).filter({ hasText: name })).toHaveCount(1);

  await row().getByRole("button", { name: "Delete…" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete the review by ${name}?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The review was deleted" })).toBeVisible();
  await expect(row()).toHaveCount(0);
  await expect(reviewCards(visitor).filter({ hasText: name })).toHaveCount(0);
  await visitor.close();
});

test("the live feed sends only public fields, as server-sent events", async ({ page, request }) => {
  await gotoReady(page, "/testimonial");
  const head = await page.evaluate(async () => {
    const controller = new AbortController();
    const response = await fetch("/testimonial/events?since=2000-01-01T00:00:00Z", { signal: controller.signal });
    const reader = response.body!.getReader();
    let text = "";
    while (!text.includes("event: review")) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    return { type: response.headers.get("content-type"), encoding: response.headers.get("content-encoding"), text };
  });
  expect(head.type).toBe("text/event-stream; charset=utf-8");
  expect(head.encoding).toBeNull();
  expect(head.text).toContain("retry: 5000");
  const data = JSON.parse(/event: review\ndata: (.*)\n/.exec(head.text)![1]!) as Record<string, unknown>;
  expect(Object.keys(data).sort()).toEqual(["createdAt", "experience", "id", "name", "property", "rating", "stayedOn", "text"]);
  expect((await request.post("/testimonial/events", { form: {} })).status()).toBe(405);
});

test("a page told it may have missed changes reloads its reviews, so a review hidden meanwhile leaves", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const name = "Maria & Tom Hendricks";
  const visitor = await browser.newPage();
  // Hold the page's live stream, as if its connection were down while the review is hidden.
  let reconnect = () => {};
  const connectionBack = new Promise<void>((resolve) => (reconnect = resolve));
  await visitor.route("**/testimonial/events*", async (route) => {
    await connectionBack;
    await route.fulfill({ status: 200, contentType: "text/event-stream", body: "retry: 60000\nevent: resync\ndata: {}\n\n" });
  });
  await gotoReady(visitor, "/testimonial");
  await expect(reviewCards(visitor).filter({ hasText: name })).toHaveCount(1);

  await signIn(page, "admin@demo.test");
  await gotoReady(page, ADMIN_SECTION);
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: "Hide" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The review is hidden" })).toBeVisible();
  await expect(reviewCards(visitor).filter({ hasText: name })).toHaveCount(1);

  reconnect();
  await expect(reviewCards(visitor).filter({ hasText: name })).toHaveCount(0);

  await row.getByRole("button", { name: "Show again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The review is public again" })).toBeVisible();
  await visitor.close();
});
