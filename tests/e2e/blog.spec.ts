import type { Page } from "@playwright/test";
import { expect, gotoReady, signIn, test } from "./fixtures";

const SECTION = "/admin/admindashboard/blog";

/** The demo posts (app/features/blog/blog-demo-posts.ts) and the built-in articles, newest first. */
const SEEDED_NEWEST_FIRST = [
  "Is Your St. John Home Ready for Hurricane Season?",
  "St. John Market Report: Spring 2026",
  "Financing a Home in the US Virgin Islands",
  "Buying Land on St. John: Ten Questions to Ask",
  "What It Takes to Own a Vacation Rental Villa",
  "Moving to St. John: A Practical Checklist",
  "Getting to Know St. John",
  "Welcome to Our New Website",
];

const cardTitles = (page: Page) => page.getByRole("list", { name: "Articles" }).getByRole("heading", { level: 2 }).allTextContents();

test("the list shows the seeded posts newest first, then the two built-in articles, each with a cover", async ({ page }) => {
  await gotoReady(page, "/blogs");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  const titles = (await cardTitles(page)).filter((title) => SEEDED_NEWEST_FIRST.includes(title));
  expect(titles).toEqual(SEEDED_NEWEST_FIRST);
  const firstCard = page.getByRole("article").filter({ hasText: SEEDED_NEWEST_FIRST[0]! });
  await expect(firstCard.getByText("Property Management")).toBeVisible();
  await expect(firstCard.locator("time")).toHaveText("Jun 2, 2026");
  const cover = firstCard.locator("img");
  await expect(cover).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\/\d+\.jpg$/);
  expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // Static page: no framework in the browser.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("opening an article counts a view and shows the article with its structured data", async ({ page }) => {
  await gotoReady(page, "/blogs");
  await page.getByRole("link", { name: "Buying Land on St. John: Ten Questions to Ask" }).click();
  await expect(page).toHaveURL(/\/blog\/buying-land-on-st-john$/);
  await expect(page.getByRole("heading", { level: 1, name: "Buying Land on St. John: Ten Questions to Ask" })).toBeVisible();
  const views = async () => Number(((await page.getByTestId("blog-views").textContent()) ?? "").replace(/\D/g, ""));
  // The page is the same for every visitor; its island counts the visit and shows the new count.
  await expect.poll(views).toBeGreaterThan(0);
  const first = await views();
  await page.reload();
  await expect.poll(views).toBeGreaterThan(first);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
  expect(jsonLd).toMatchObject({ "@type": "BlogPosting", headline: "Buying Land on St. John: Ten Questions to Ask", datePublished: "2025-12-03" });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/buying-land-on-st-john$/);
  await expect(page.locator(".blog-article__body ol > li")).toHaveCount(10);

  // One like per browser: the form posts, the button then says so.
  await page.getByRole("button", { name: "Like this article" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toBeVisible();
  await expect(page.getByRole("button", { name: "You like this" })).toBeDisabled();
});

test("a built-in article opens from the code, without counters", async ({ page }) => {
  await gotoReady(page, "/blog/getting-to-know-st-john");
  await expect(page.getByRole("heading", { level: 1, name: "Getting to Know St. John" })).toBeVisible();
  await expect(page.getByText("Oct 13, 2025")).toBeVisible();
  await expect(page.getByTestId("blog-views")).toHaveCount(0);
});

test.describe("unknown and unpublished articles", () => {
  // The browser reports the 404 document itself on the console.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown article is a 404 page saying Blog not found", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn’t find that article" })).toBeVisible();
    await expect(page.getByText("Blog not found")).toBeVisible();
  });
});

test.describe("writing a post", () => {
  // The unpublished post's page is a 404, which the browser reports on the console.
  test.use({ allowConsoleErrors: [/status of 404/] });

test("an administrator writes a post with a script and a javascript: link, previews, publishes and unpublishes it; the public page stays safe", async ({ page }, testInfo) => {
  // Many steps on one page: allow a slow machine.
  test.slow();
  const title = `Snorkel spots near Cruz Bay (${testInfo.project.name} ${Date.now().toString(36)})`;
  await signIn(page, "admin@demo.test");
  await gotoReady(page, SECTION);
  await page.getByRole("link", { name: "Write a new post" }).click();
  await expect(page.getByRole("heading", { name: "New post" })).toBeVisible({ timeout: 20_000 });

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Category").selectOption("Lifestyle");
  await page.getByLabel("Tags").fill("Snorkelling, Beaches");
  const body = [
    "## Where to go",
    "Honeymoon Beach is calm in the morning. <script>window.__pwned = true</script>",
    "",
    "[Tide tables](javascript:alert(document.cookie)) and [the park](https://www.nps.gov/viis/).",
    "",
    `<img src=x onerror="window.__pwned = true">`,
  ].join("\n");
  await page.getByLabel("Article (markdown)").fill(body);

  const preview = page.getByTestId("blog-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Where to go" })).toBeVisible({ timeout: 20_000 });
  await expect(preview).toContainText("<script>window.__pwned = true</script>");
  await expect(preview.locator("script")).toHaveCount(0);
  await expect(preview.getByRole("link", { name: "the park" })).toHaveAttribute("href", "https://www.nps.gov/viis/");
  await expect(preview.getByRole("link", { name: "Tide tables" })).toHaveCount(0);

  // A new post is published unless saved as a draft on purpose.
  await expect(page.getByLabel("Status")).toHaveValue("published");
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The post was saved." })).toBeVisible({ timeout: 20_000 });
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Published");
  const path = (await row.getByRole("link", { name: title, exact: true }).getAttribute("href")) ?? "";
  expect(path).toMatch(/^\/blog\/snorkel-spots-near-cruz-bay-[a-z0-9-]+-[a-z0-9]{6}$/);

  await gotoReady(page, path);
  const article = page.locator(".blog-article__body");
  await expect(article.getByRole("heading", { level: 2, name: "Where to go" })).toBeVisible();
  await expect(article).toContainText("<script>window.__pwned = true</script>");
  await expect(article.locator("script, img, iframe")).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await gotoReady(page, "/blogs");
  expect(await cardTitles(page)).toContain(title);

  await gotoReady(page, SECTION);
  await page.getByRole("button", { name: `Unpublish “${title}”` }).click();
  await expect(page.getByRole("status").filter({ hasText: "The post is now a draft" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Draft");
  await gotoReady(page, "/blogs");
  expect(await cardTitles(page)).not.toContain(title);
  expect((await page.goto(path))?.status()).toBe(404);

  await gotoReady(page, SECTION);
  await page.getByRole("button", { name: `Delete “${title}”` }).click();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The post was deleted." })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});
});

test("visitors and agents cannot open the blog section", async ({ page }) => {
  await page.goto(SECTION);
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, "agent@demo.test");
  await page.goto(SECTION);
  await expect(page).toHaveURL(/\/login$/);
});
