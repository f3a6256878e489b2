import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, fillSignIn, gotoReady, signIn, test } from "./fixtures";

const PORTFOLIO = "/admin/admindashboard/portfolio";
const PASSWORD = "a buyer's own long password";
/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;

// Several sign-ins (Argon2), forms and two browsers on a busy machine.
test.describe.configure({ timeout: 120_000 });
// A refused sign-in after the deletion answers 400, which the browser reports on its console.
test.use({ allowConsoleErrors: [/status of 400/] });

/** An administrator adds an approved lot for sale through the portfolio screen; answers its id. */
async function addLot(admin: Page, title: string): Promise<string> {
  await gotoReady(admin, PORTFOLIO);
  const section = admin.getByRole("region", { name: "Portfolio" });
  const form = section.getByRole("form", { name: "Add a portfolio item" });
  await form.getByLabel("Category").selectOption("land");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Type").selectOption("lot");
  await form.getByLabel("Area").fill("Hansen Bay");
  await form.getByLabel("List price ($)").fill("325000");
  await form.getByLabel("Status").selectOption("approved");
  await form.getByRole("button", { name: "Add item" }).click();
  await expect(admin).toHaveURL(`${PORTFOLIO}?done=added`);
  await gotoReady(admin, `${PORTFOLIO}?category=land`);
  const href = await section.getByRole("link", { name: `Edit ${title}` }).getAttribute("href");
  return new URL(href!, "http://x").searchParams.get("edit")!;
}

async function setLotPrice(admin: Page, title: string, price: string) {
  await gotoReady(admin, `${PORTFOLIO}?category=land`);
  const section = admin.getByRole("region", { name: "Portfolio" });
  await section.getByRole("link", { name: `Edit ${title}` }).click();
  const form = section.getByRole("form", { name: `Edit “${title}”` });
  await form.getByLabel("List price ($)").fill(price);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(admin).toHaveURL(`${PORTFOLIO}?done=saved`);
}

test("a visitor saves a listing without an account, signs up, finds it at /account with its price drop, downloads their data and deletes the account", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const title = `Favorite Hillside Lot ${stamp}`;
  const email = `buyer-${stamp}@example.test`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@demo.test");
  const id = await addLot(admin, title);

  // Signed out: the heart on the listing page keeps it in this browser.
  await gotoReady(page, `/landproperty/${id}`);
  const save = page.getByRole("button", { name: `Save ${title}` });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: "Saved in this browser." })).toBeVisible();

  // The search's cards show it saved, also after the results are swapped in for a new search.
  await gotoReady(page, "/mls");
  await page.getByLabel("Keywords").fill(title);
  const card = page.locator(".listing-card").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("button", { name: `Save ${title}` })).toHaveAttribute("aria-pressed", "true");

  // Sign up as a buyer: signed in at once, asked to confirm the address, and the browser's favourite is merged.
  await gotoReady(page, "/login");
  await page.getByRole("link", { name: "Create a buyer account" }).click();
  await expect(page).toHaveURL("/signup");
  await page.getByLabel("Name").fill("Riley Quinn");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Create my account" }).click();
  // The account page merges the browser's list, then draws itself again saying so.
  await expect(page).toHaveURL("/account?merged=1");
  await expect(page.getByRole("status").filter({ hasText: "Added 1 listing you saved in this browser to your favorites." })).toBeVisible();
  await expect(page.getByRole("form", { name: "Confirm your e-mail address" })).toContainText(email);
  const favourite = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(favourite).toBeVisible();
  await expect(favourite).toContainText("$325,000");
  await expect(favourite).toContainText("No changes since you saved it.");
  expect(await page.evaluate(() => localStorage.getItem("favouriteListings"))).toBeNull();

  // The listing page now shows it saved from the account.
  await gotoReady(page, `/landproperty/${id}`);
  await expect(page.getByRole("button", { name: `Save ${title}` })).toHaveAttribute("aria-pressed", "true");

  // An administrator lowers the price: the account shows the drop.
  await setLotPrice(admin, title, "299000");
  await gotoReady(page, "/account");
  await expect(favourite).toContainText("Price drop: $325,000 → $299,000 (−8.0%)");

  // Download my data: a JSON file with the account and the favourite.
  await page.getByRole("navigation", { name: "Account sections" }).getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL("/account/privacy");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sugar-apple-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as { account: { email: string }; favourites: Array<{ title: string; savedPrice: number }> };
  expect(exported.account.email).toBe(email);
  expect(exported.favourites).toEqual([expect.objectContaining({ title, savedPrice: 325_000 })]);

  // Delete my account: asked again, with the password; a wrong one deletes nothing.
  await page.getByRole("button", { name: "Delete my account" }).click();
  const step = page.getByRole("alertdialog", { name: "Delete your account for good?" });
  await step.getByLabel("Your password").fill("not my password at all");
  await step.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete your account for good?" })).toContainText("That password is not right");
  await page.getByRole("alertdialog", { name: "Delete your account for good?" }).getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("alertdialog", { name: "Delete your account for good?" }).getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL("/");
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("That e-mail and password don't match an account");

  // Tidy up the administrator's lot.
  await gotoReady(admin, `${PORTFOLIO}?category=land`);
  const portfolio = admin.getByRole("region", { name: "Portfolio" });
  await portfolio.getByRole("button", { name: `Delete ${title}` }).click();
  await portfolio.getByRole("alertdialog", { name: `Delete “${title}”?` }).getByRole("button", { name: "Delete for good" }).click();
  await adminContext.close();
});

test("a buyer removes a favourite at /account, and the side menu calls their home My account", async ({ page }) => {
  await signIn(page, "buyer@demo.test");
  await expect(page).toHaveURL("/account");
  await gotoReady(page, "/mls");
  const first = page.locator(".listing-card").first().getByRole("button", { name: /^Save / });
  const name = (await first.getAttribute("aria-label"))!.replace(/^Save /, "");
  if ((await first.getAttribute("aria-pressed")) !== "true") await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await gotoReady(page, "/account");
  await page.getByRole("button", { name: `Remove ${name} from favorites` }).click();
  await expect(page.getByRole("button", { name: `Remove ${name} from favorites` })).toHaveCount(0);

  // The side menu calls a buyer's home "My account".
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" }).getByRole("link", { name: "My account" })).toBeVisible();
});
