import type { Locator, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, gotoReady, signIn, test, waitUntilReady } from "./fixtures";

const DASHBOARD = "/admin/admindashboard";

const pendingGroup = (page: Page) => page.getByRole("region", { name: /^Waiting for review/ });
const reviewedGroup = (page: Page) => page.getByRole("region", { name: /^Reviewed \(/ });
const activity = (page: Page) => page.getByRole("region", { name: "Activity" });

/** Opens a listing's review from the queue, which ships no React, and waits until the review page has hydrated. */
async function openReview(page: Page, link: Locator) {
  await link.click();
  await expect(page).toHaveURL(/\?review=[0-9a-f-]{36}$/);
  await waitUntilReady(page);
}

test("an administrator previews a pending listing, approves it with a note, and it goes public", async ({ page }) => {
  // Agent 2's pending lot: the agent-profile test relies on agent 1's pending listings staying private.
  const title = "Coral Bay Hillside Lot";
  await signIn(page, "admin@demo.test");
  await gotoReady(page, DASHBOARD);
  await openReview(page, pendingGroup(page).getByRole("link", { name: title }));

  const preview = page.getByRole("region", { name: "Public preview" });
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const path = (await preview.locator("code").textContent()) ?? "";
  expect(path).toMatch(/^\/landproperty\//);

  await page.getByRole("radio", { name: "Approved (public)" }).check();
  await page.getByLabel("Notes for the agent").fill("Lovely photos, approved.");
  await page.getByRole("button", { name: "Save review" }).click();
  await expect(page.getByRole("form", { name: "Review" }).getByRole("status")).toContainText("the status is now “approved”");

  await expect(pendingGroup(page).getByRole("link", { name: title })).toHaveCount(0);
  const row = reviewedGroup(page).getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("approved");
  await expect(row).toContainText("Lovely photos, approved.");
  // The activity tells the change as a sentence, never as its code.
  const entry = activity(page).getByRole("listitem").filter({ hasText: title }).first();
  await expect(entry).toContainText(`Administrator Morgan Hale approved ${title}: “Lovely photos, approved.”`);
  await expect(activity(page)).not.toContainText("listing.status");
  await expect(activity(page).getByRole("link", { name: "See the whole audit log" })).toHaveAttribute("href", "/admin/admindashboard/audit");

  await gotoReady(page, path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test.describe("a refused review", () => {
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("a status outside the choices is typed only on purpose, and a near miss is refused", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    await gotoReady(page, DASHBOARD);
    await openReview(page, pendingGroup(page).getByRole("link").first());
    const form = page.getByRole("form", { name: "Review" });
    await expect(form.getByRole("radio", { name: "Pending" })).toBeChecked();
    await expect(form.getByLabel("Other status")).toBeHidden();

    await form.getByRole("radio", { name: "Other…" }).check();
    await form.getByLabel("Other status").fill("aproved");
    await form.getByRole("button", { name: "Save review" }).click();
    await expect(form.getByText("“aproved” looks like a typo for “approved”")).toBeVisible();
    await expect(form.getByLabel("Other status")).toHaveValue("aproved");
    await expect(form.getByRole("radio", { name: "Other…" })).toBeChecked();
    // Nothing changed: the listing still waits for review.
    await expect(page.locator('tr[aria-current="true"]')).toContainText("pending");
  });
});

test("the reviewed listings are paged, and searched or filtered from the address", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await gotoReady(page, DASHBOARD);
  const reviewed = reviewedGroup(page);
  const pages = reviewed.getByRole("navigation", { name: "Pages of reviewed listings" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await expect(reviewed.getByText(/^1–20 of \d+ listings$/)).toBeVisible();
  await expect(reviewed.getByRole("table").getByRole("row")).toHaveCount(21);
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

  // Sorted by price, highest first, from the column's header.
  await reviewed.getByRole("link", { name: /^Price/ }).click();
  await expect(page).toHaveURL(/[?&]sort=price/);
  await expect(reviewed.getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "descending");

  const search = reviewed.getByRole("search", { name: "Search reviewed listings" });
  await search.getByLabel("Search title or agent").fill("Villa Marisol");
  await search.getByLabel("Kind").selectOption("rental");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=Villa\+Marisol/);
  await expect(reviewed.getByRole("table").getByRole("row")).toHaveCount(2);
  await expect(reviewed.getByRole("heading", { name: "Reviewed (1 matching)" })).toBeVisible();
  await reviewed.getByRole("link", { name: "Clear" }).click();
  await expect(reviewed.getByRole("heading", { name: /^Reviewed \(\d+\)$/ })).toBeVisible();

  // By source: the demo's listings are our agents', none from the MLS feed (other tests sync feed listings of their own).
  await search.getByLabel("Source").selectOption({ label: "Our agents" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]source=agents/);
  await expect(reviewed.getByText(/^1–20 of \d+ listings$/)).toBeVisible();
  await expect(search.getByLabel("Source")).toHaveValue("agents");
  await search.getByLabel("Search title or agent").fill("Villa Marisol");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=Villa\+Marisol&.*source=agents/);
  await expect(reviewed.getByRole("heading", { name: "Reviewed (1 matching)" })).toBeVisible();
  await search.getByLabel("Source").selectOption({ label: "MLS feed" });
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]source=mls/);
  await expect(reviewed.getByRole("heading", { name: "Reviewed (0 matching)" })).toBeVisible();
  await expect(reviewed.getByText("No listings match “Villa Marisol”.")).toBeVisible();
});

test("an administrator deletes a listing after confirming in a dialog", async ({ page }) => {
  const title = "Villa Tradewinds";
  await signIn(page, "admin@demo.test");
  await gotoReady(page, DASHBOARD);
  await openReview(page, pendingGroup(page).getByRole("link", { name: title }));
  await expect(page.getByRole("region", { name: "Public preview" }).getByRole("heading", { level: 1, name: title })).toBeVisible();

  const opener = page.getByRole("button", { name: "Delete listing…" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: `Delete “${title}”?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Delete permanently" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page).toHaveURL(/\?deleted=1$/);
  await expect(page.getByRole("status").filter({ hasText: "The listing was deleted." })).toHaveText("The listing was deleted.");
  await expect(page.getByRole("region", { name: "Review queue" }).getByRole("link", { name: title })).toHaveCount(0);
  await expect(activity(page).getByRole("listitem").filter({ hasText: `deleted the listing ${title}.` })).toHaveCount(1);
});

test("without JavaScript the delete button posts to a confirmation step", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill("admin@demo.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.goto(DASHBOARD);
  await pendingGroup(page).getByRole("link", { name: "Cruz Bay Loft Condo" }).click();
  await page.getByRole("button", { name: "Delete listing…" }).click();
  const step = page.getByRole("alertdialog", { name: "Delete “Cruz Bay Loft Condo”?" });
  await expect(step.getByRole("button", { name: "Delete permanently" })).toBeVisible();
  await step.getByRole("link", { name: "Cancel" }).click();
  await expect(pendingGroup(page).getByRole("link", { name: "Cruz Bay Loft Condo" })).toBeVisible();
  await context.close();
});

test("anonymous visitors are sent to /login from the dashboard's loader and action", async ({ request, baseURL }) => {
  const get = await request.get(DASHBOARD, { maxRedirects: 0 });
  expect(get.status()).toBe(302);
  expect(get.headers().location).toBe("/login");
  const post = await request.post(`${DASHBOARD}?index`, {
    maxRedirects: 0,
    headers: { origin: baseURL ?? "" },
    form: { intent: "review", id: "00000000-0000-4000-8000-000000000000", status: "approved", notes: "" },
  });
  expect([302, 303]).toContain(post.status());
  expect(post.headers().location).toBe("/login");
});

test("an agent is sent to /login from the dashboard, and a POST as an agent changes nothing", async ({ page, baseURL }) => {
  // An approved listing, public before and after.
  await gotoReady(page, "/properties");
  const href = (await page.locator('a[href^="/property/"]').first().getAttribute("href")) ?? "";
  const id = href.split("/")[2] ?? "";
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  await signIn(page, "agent@demo.test");
  await page.goto(DASHBOARD);
  await expect(page).toHaveURL(/\/login$/);

  const origin = { origin: baseURL ?? "" };
  const forms: Array<Record<string, string>> = [
    { intent: "review", id, status: "rejected", notes: "Not yours to judge." },
    { intent: "delete", id },
  ];
  for (const form of forms) {
    const response = await page.request.post(`${DASHBOARD}?index`, { maxRedirects: 0, headers: origin, form });
    expect([302, 303]).toContain(response.status());
    expect(response.headers().location).toBe("/login");
  }
  const publicPage = await page.request.get(href);
  expect(publicPage.status()).toBe(200);
});
