import { DEMO_PASSWORD, expect, gotoReady, test, waitUntilReady } from "./fixtures";

/**
 * "Save this search" on /mls: the form follows the search shown (the page's
 * script swaps it in with the results), a signed-out visitor signs in and
 * comes back to confirm it, and the account page lists it with a link to
 * its results.
 */
test("a signed-out visitor saves the search on show after signing in, and finds it at /account/searches", async ({ page }) => {
  await gotoReady(page, "/mls");
  await expect(page.getByText("Choose at least one filter before saving this search")).toBeVisible();

  await page.getByLabel("Bedrooms").selectOption("4");
  await expect(page).toHaveURL(/\/mls\?minBeds=4$/);
  const save = page.getByRole("button", { name: "Save this search" });
  await expect(save).toBeVisible();
  await expect(page.locator('form[action="/account/searches"] input[name="query"]')).toHaveValue("minBeds=4");
  await page.getByLabel("E-mail me new listings").selectOption("weekly");
  await save.click();

  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await waitUntilReady(page);
  await page.getByLabel("E-mail address").fill("buyer@demo.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/searches\?new=minBeds%3D4&frequency=weekly$/);
  await waitUntilReady(page);
  const pending = page.getByRole("form", { name: "Save this search?" });
  await expect(pending).toContainText("4+ beds");
  await expect(pending.getByLabel("E-mail me new listings")).toHaveValue("weekly");
  await pending.getByLabel("Name (optional)").fill("Big houses");
  await pending.getByRole("button", { name: "Save this search" }).click();

  await expect(page).toHaveURL(/\/account\/searches\?notice=saved$/);
  await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Big houses" }) });
  await expect(item).toContainText("4+ beds");
  await expect(item.getByLabel("Alerts")).toHaveValue("weekly");
  await expect(item.getByRole("link", { name: "View results for Big houses" })).toHaveAttribute("href", "/mls?minBeds=4");

  await item.getByRole("button", { name: "Delete Big houses" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Search deleted." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Big houses" })).toHaveCount(0);
});
