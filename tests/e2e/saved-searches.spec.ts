import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, gotoReady, readKeptMail, signIn, test, waitUntilReady } from "./fixtures";

/**
 * "Save this search" on /mls: the form follows the search shown (the page's
 * script swaps it in with the results); a signed-out visitor is asked to sign
 * up (or in) and comes back with the search saved as chosen; alerts wait for
 * the confirmed address, then carry what matched meanwhile (decision 0123).
 */

// Sign-ups and sign-ins (Argon2), the alert runner's delay after a change and the mail sender, on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;
const SIGN_UP_REASON = "Sign up to save this search and get e-mail alerts when new homes match.";

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test("a signed-out buyer saves an Instant search through sign-up; alerts start once the address is confirmed", async ({ page, browser }) => {
  const email = `alerts.${Date.now()}@example.com`;
  const title = "Catherineberg Ridge Estate";
  // Nothing in Catherineberg is under $5,000,000 yet: the estate at $5,600,000 enters the search when its price is cut.
  await gotoReady(page, "/mls?area=Catherineberg&maxPrice=5000000");
  await page.getByLabel("E-mail me new listings").selectOption("instant");
  await page.getByRole("button", { name: "Save this search" }).click();

  // Told why, sign-up first and sign-in offered.
  await expect(page).toHaveURL(/\/signup\?redirectTo=%2Faccount%2Fsearches%3Fsave%3Dpending/);
  await waitUntilReady(page);
  await expect(page.getByText(SIGN_UP_REASON)).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "Sign in" }).first()).toHaveAttribute("href", /^\/login\?redirectTo=%2Faccount%2Fsearches/);
  await page.getByLabel("Name").fill("Robin Lake");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill("sea grape and turpentine tree");
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Create my account" }).click();

  // Saved as chosen, before the address is confirmed; the page says once when alerts start.
  await expect(page).toHaveURL(/\/account\/searches\?notice=saved$/);
  await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: "Catherineberg" });
  await expect(item.getByLabel("Alerts")).toHaveValue("instant");
  const notice = page.getByRole("form", { name: "Confirm your e-mail address" });
  await expect(notice).toContainText("E-mail alerts for your saved searches start as soon as you confirm your address");
  await expect(notice).toContainText(email);
  await expect(notice.getByRole("button", { name: "Resend confirmation e-mail" })).toBeVisible();
  await expect(page.getByText("E-mail alerts for your saved searches start")).toHaveCount(1);

  // The estate's price is cut while the address still waits: the match is kept, nothing is mailed.
  const agent = await signedIn(browser, "agent2@demo.test");
  await gotoReady(agent, "/agent/agentdashboard");
  await agent.getByRole("link", { name: `Update ${title}` }).click();
  await expect(agent.getByRole("heading", { name: `Keep “${title}” current` })).toBeVisible();
  await gotoReady(agent, new URL(agent.url()).pathname);
  const market = agent.getByRole("form", { name: "Price and status" });
  await market.getByLabel("List price (US$)").fill("4950000");
  await market.getByRole("button", { name: "Update price and status" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Saved: the new price and status are live" })).toBeVisible();

  // Confirmed with the link from the outbox (no SMTP in tests), as an administrator reads it there.
  const admin = await signedIn(browser, "admin@demo.test");
  const confirmation = await readKeptMail(admin, email, "Confirm your e-mail address for Sugar Apple Realty");
  const link = /\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(confirmation)?.[0];
  expect(link, "the confirmation link").toBeTruthy();
  await gotoReady(page, link!);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail address is confirmed." })).toBeVisible();

  // The alert follows, with the listing that matched before the confirmation.
  const alert = await readKeptMail(admin, email, `New listing for your search`, 120_000);
  expect(alert).toContain(title);
  expect(alert).toMatch(/\/property\/[0-9a-f-]{36}/);

  await gotoReady(page, "/account/searches");
  await expect(page.getByRole("form", { name: "Confirm your e-mail address" })).toHaveCount(0);
});

test("a signed-out buyer with an account takes the sign-in link and finds the search saved with the frequency chosen", async ({ page }) => {
  await gotoReady(page, "/mls");
  await expect(page.getByText("Choose at least one filter before saving this search")).toBeVisible();

  await page.getByLabel("Bedrooms").selectOption("4");
  await expect(page).toHaveURL(/\/mls\?minBeds=4$/);
  const save = page.getByRole("button", { name: "Save this search" });
  await expect(save).toBeVisible();
  await expect(page.locator('form[action="/account/searches"] input[name="query"]')).toHaveValue("minBeds=4");
  await page.getByLabel("E-mail me new listings").selectOption("weekly");
  await save.click();

  await expect(page).toHaveURL(/\/signup\?redirectTo=/);
  await waitUntilReady(page);
  await page.locator("main").getByRole("link", { name: "Sign in" }).first().click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await waitUntilReady(page);
  await expect(page.getByText("Sign in to save this search and get e-mail alerts when new homes match.")).toBeVisible();
  await page.getByLabel("E-mail address").fill("buyer@demo.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/account\/searches\?notice=saved$/);
  await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "4+ beds" }) });
  await expect(item.getByLabel("Alerts")).toHaveValue("weekly");
  await expect(item.getByRole("link", { name: "View results for 4+ beds" })).toHaveAttribute("href", "/mls?minBeds=4");

  // Opening the return address again saves nothing more: the kept search was used up.
  await gotoReady(page, "/account/searches?save=pending");
  await expect(page.getByRole("heading", { name: "4+ beds" })).toHaveCount(1);

  await item.getByRole("button", { name: "Delete 4+ beds" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Search deleted." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "4+ beds" })).toHaveCount(0);
});
