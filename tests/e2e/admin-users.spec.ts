import type { Page } from "@playwright/test";
import { expect, gotoReady, jpegFile, signIn, test, waitUntilReady } from "./fixtures";

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;
const USERS = "/admin/admindashboard/users";
const OVERVIEW = "/admin/admindashboard/overview";
const WAITING = "Your account is waiting for an administrator's approval";

// Each test signs in (Argon2) and some sign in twice: more than the default time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const usersSection = (page: Page) => page.getByRole("region", { name: "Users" });
const usersTable = (page: Page) => page.getByRole("table", { name: "Accounts" });

test("a registered agent is approved, submits a sale listing with two photos, and sees it approved with a note and public on /properties", async ({ page, browser }) => {
  test.slow(); // Registration, three sign-ins, two uploads and a review.
  const name = `Casey Marsh ${Date.now()}`;
  const email = `casey.${Date.now()}@example.com`;
  const password = "mango trees by the salt pond";
  await gotoReady(page, "/register");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone (optional)").fill("(340) 555-0190");
  await page.getByLabel("Password").fill(password);
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("status").filter({ hasText: "an administrator will review your registration" })).toBeVisible();

  // Before approval the agent may sign in but only sees the notice.
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/agent\/agentdashboard$/);
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect(page.getByRole("link", { name: "Add a listing for sale" })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@demo.test");
  await gotoReady(admin, USERS);
  await expect(admin.getByRole("heading", { level: 2, name: "Users" })).toBeVisible();
  // Pending registrations come first.
  const firstRow = usersTable(admin).getByRole("row").nth(1);
  await expect(firstRow).toContainText("Pending approval");
  const row = usersTable(admin).getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(row).toContainText("(340) 555-0190");
  await expect(row).toContainText("Agent");
  await expect(row).toContainText("Pending approval");
  await expect(row.getByRole("cell").nth(5)).not.toHaveText("Not signed in");
  await row.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(usersSection(admin).getByRole("status")).toHaveText(`${name} is approved and has been sent an e-mail.`);
  await expect(usersTable(admin).getByRole("row").filter({ hasText: email })).toContainText("Active");
  await adminContext.close();

  // The agent's next request sees the new status: the notice is gone and the listing form is there.
  await gotoReady(page, "/agent/agentdashboard");
  await expect(page.getByText(WAITING)).toHaveCount(0);
  await page.getByRole("link", { name: "Add a listing for sale" }).click();
  await expect(page).toHaveURL(/\/agent\/agentdashboard\/new\/sale$/);
  await waitUntilReady(page);

  // The agent submits a sale listing with two photos.
  const title = `Chocolate Hole Cottage ${Date.now()}`;
  const form = page.getByRole("form", { name: /^Add/ });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("residential");
  await form.getByLabel("List price (US$)").fill("1275000");
  await form.getByRole("button", { name: "Next: Details" }).click();
  await form.getByLabel("Bedrooms (optional)").fill("2");
  await form.getByRole("button", { name: "Next: Photos" }).click();
  await form.getByLabel("Choose photos").setInputFiles([await jpegFile("deck.jpg", "#c2703d"), await jpegFile("bay.jpg", "#1f6f8b")]);
  const photos = form.getByRole("list", { name: "Photos, in order" }).getByRole("listitem");
  await expect(photos.filter({ hasText: "Uploaded" })).toHaveCount(2);
  await form.getByLabel("Description of photo 1 (alt text)").fill("The deck at sunset");
  await form.getByLabel("Description of photo 2 (alt text)").fill("Chocolate Hole bay from the garden");
  await form.getByRole("button", { name: "Next: Review and submit" }).click();
  await form.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\?submitted=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get("submitted")!;
  const mine = page.getByRole("region", { name: "My listings" }).getByRole("row").filter({ hasText: title });
  await expect(mine).toContainText("Pending review");

  // The administrator approves it with a note.
  const reviewContext = await browser.newContext();
  const reviewer = await reviewContext.newPage();
  await signIn(reviewer, "admin@demo.test");
  await gotoReady(reviewer, `/admin/admindashboard?review=${id}`);
  await reviewer.getByRole("radio", { name: "Approved (public)" }).check();
  await reviewer.getByLabel("Notes for the agent").fill("Welcome aboard: approved as submitted.");
  await reviewer.getByRole("button", { name: "Save review" }).click();
  await expect(reviewer.getByRole("form", { name: "Review" }).getByRole("status")).toContainText("the status is now “approved”");
  await reviewContext.close();

  // It is public, photos and all, and the agent sees the status and the note.
  await gotoReady(page, "/properties");
  const card = page.getByRole("link", { name: new RegExp(title) }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByAltText("The deck at sunset").first()).toBeVisible();
  await gotoReady(page, "/agent/agentdashboard");
  await expect(mine).toContainText("Approved");
  await expect(mine).toContainText("Welcome aboard: approved as submitted.");
});

test.describe("refusals", () => {
  // Chromium logs the 409 answer to the form post as a console error.
  test.use({ allowConsoleErrors: [/status of 409/] });

  test("the last active administrator cannot be demoted, and says why", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    // Found by the table's search, wherever the sort puts the account.
    await gotoReady(page, `${USERS}?q=admin%40demo.test`);
    const row = usersTable(page).getByRole("row").filter({ hasText: "admin@demo.test" });
    await expect(row).toContainText("(you)");
    // Nobody disables their own account: the button is not offered.
    await expect(row.getByRole("button", { name: /^Disable/ })).toHaveCount(0);
    await row.getByRole("button", { name: "Make agent Morgan Hale" }).click();
    await expect(usersSection(page).getByRole("alert")).toContainText("This is the last active administrator");
    await expect(usersTable(page).getByRole("row").filter({ hasText: "admin@demo.test" })).toContainText("Administrator");
  });
});

test("an agent is sent from the Users and Overview sections to /login", async ({ page }) => {
  await signIn(page, "agent@demo.test");
  for (const path of [USERS, OVERVIEW]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test("the overview shows the counts, a named chart of weekly submissions and its table", async ({ page }) => {
  await signIn(page, "admin@demo.test");
  await gotoReady(page, OVERVIEW);
  const nav = page.getByRole("navigation", { name: "Dashboard sections" });
  const labels = await nav.getByRole("link").allTextContents();
  expect(labels).toEqual(expect.arrayContaining(["Review queue", "Portfolio", "Overview", "Users"]));
  await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");

  const byKind = page.getByRole("region", { name: "Listings by kind" });
  for (const kind of ["For sale", "Sold", "Rentals"]) await expect(byKind.getByRole("term").filter({ hasText: kind })).toBeVisible();
  await expect(byKind.getByRole("definition").first()).toHaveText(/^[1-9][0-9,]*$/);
  await expect(page.getByRole("region", { name: "Listings by review status" })).toContainText("Pending");
  await expect(page.getByRole("region", { name: "Users by status" })).toContainText("Active");

  const chartName = "Listing submissions per week, last 12 weeks, by kind";
  const chart = page.getByRole("img", { name: chartName });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleDescription(/^Stacked bars per week from .+ in all\.$/);
  const table = page.getByRole("table", { name: chartName });
  await expect(table).toBeHidden();
  await page.getByText("Show the numbers as a table").first().click();
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(13);
  await expect(table.getByRole("columnheader")).toHaveText(["Week of", "For sale", "Sold", "Rentals", "Total"]);

  await expect(page.getByRole("img", { name: "Booking requests per week, last 12 weeks, by status" })).toBeVisible();
  // Static page: no React in the browser.
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});
