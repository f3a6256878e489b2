import { expect, gotoReady, signIn, test } from "./fixtures";

const PORTFOLIO = "/admin/admindashboard/portfolio";

// A sign-in (Argon2) and several forms on a busy machine.
test.describe.configure({ timeout: 90_000 });
// A refused save answers 400, which the browser reports on its console.
test.use({ allowConsoleErrors: [/status of 400/] });

test("an administrator adds a land item, finds it with the filters, edits its price (which the public page's price history shows), refuses bad input, and deletes it after a confirmation", async ({ page }) => {
  const title = `Hansen Bay Hillside Lot ${Date.now()}`;
  await signIn(page, "admin@demo.test");
  await gotoReady(page, "/admin/admindashboard");
  await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Portfolio" }).click();
  await expect(page).toHaveURL(PORTFOLIO);
  const section = page.getByRole("region", { name: "Portfolio" });

  // Add: a lot for sale, approved.
  const form = section.getByRole("form", { name: "Add a portfolio item" });
  await form.getByLabel("Category").selectOption("land");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Type").selectOption("lot");
  await form.getByLabel("Area").fill("Hansen Bay");
  await form.getByLabel("List price ($)").fill("325,000");
  await form.getByLabel("Status").selectOption("approved");
  await form.getByRole("button", { name: "Add item" }).click();
  await expect(page).toHaveURL(`${PORTFOLIO}?done=added`);
  await expect(section.getByRole("status")).toHaveText("The item was added.");

  // Filter: land, lots, up to $400,000 finds it; up to $300,000 does not.
  const filters = section.getByRole("search", { name: "Filter the portfolio" });
  await filters.getByLabel("Category").selectOption("land");
  await filters.getByLabel("Type").selectOption("lot");
  await filters.getByLabel("Highest price ($)").fill("400000");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/category=land/);
  const row = section.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("$325,000");
  await expect(row).toContainText("Land · Lot");
  await gotoReady(page, `${PORTFOLIO}?category=land&maxPrice=300000`);
  await expect(section.getByRole("row").filter({ hasText: title })).toHaveCount(0);

  // A filter that is not a price is said so, and leaves the list unfiltered by it.
  await gotoReady(page, `${PORTFOLIO}?category=land&maxPrice=lots`);
  await expect(section.getByRole("search", { name: "Filter the portfolio" })).toContainText("Enter prices as whole dollars");
  await expect(section.getByRole("row").filter({ hasText: title })).toHaveCount(1);

  // Edit: a sold item needs its close price; the message names the field and nothing changes.
  await gotoReady(page, `${PORTFOLIO}?category=land`);
  await section.getByRole("link", { name: `Edit ${title}` }).click();
  const editForm = section.getByRole("form", { name: `Edit “${title}”` });
  await editForm.getByLabel("Market").selectOption("sold");
  await editForm.getByRole("button", { name: "Save changes" }).click();
  await expect(section.getByRole("form", { name: `Edit “${title}”` }).getByRole("alert")).toBeVisible();
  await gotoReady(page, `${PORTFOLIO}?category=land`);
  await expect(section.getByRole("row").filter({ hasText: title })).toContainText("For sale");

  await section.getByRole("link", { name: `Edit ${title}` }).click();
  await section.getByRole("form", { name: `Edit “${title}”` }).getByLabel("List price ($)").fill("299000");
  await section.getByRole("form", { name: `Edit “${title}”` }).getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(`${PORTFOLIO}?done=saved`);
  await expect(section.getByRole("row").filter({ hasText: title })).toContainText("$299,000");

  // The public page keeps the price history and the days on market.
  const editHref = await section.getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
  const id = new URL(editHref!, "http://x").searchParams.get("edit");
  await gotoReady(page, `/landproperty/${id}`);
  const history = page.getByRole("table", { name: "Price and status changes, oldest first" });
  await expect(history.getByRole("row").nth(1)).toContainText("Listed");
  await expect(history.getByRole("row").nth(1)).toContainText("$325,000");
  await expect(history.getByRole("row").nth(2)).toContainText("Price reduced");
  await expect(history.getByRole("row").nth(2)).toContainText("$299,000 (-8%)");
  await expect(page.locator(".listing-facts")).toContainText("Days on market");
  await gotoReady(page, `${PORTFOLIO}?category=land`);

  // Delete, after the confirmation step.
  await section.getByRole("button", { name: `Delete ${title}` }).click();
  const step = section.getByRole("alertdialog", { name: `Delete “${title}”?` });
  await expect(step).toBeVisible();
  await step.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(`${PORTFOLIO}?done=deleted`);
  await expect(section.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});
