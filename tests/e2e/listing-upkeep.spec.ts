import type { Browser, Page } from "@playwright/test";
import { expect, gotoReady, mailRows, mailSearch, signIn, test } from "./fixtures";

/**
 * An agent keeps an approved listing current: a price cut is live at once
 * (the public page, served from the page cache a moment before, and its
 * price history change) and a buyer whose saved search now finds the listing
 * is sent an alert (kept in the outbox: the test server has no SMTP); a text
 * change waits for review while the approved text stays public, and shows
 * once an administrator approves it.
 */

// Sign-ins (Argon2), the alert runner's delay after a change and the mail sender, on a busy machine.
test.describe.configure({ timeout: 120_000 });

const MY_LISTINGS = "/agent/agentdashboard";

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** The agent's own listing's page for keeping it current, from "My listings". */
async function openUpkeep(agent: Page, title: string) {
  await gotoReady(agent, MY_LISTINGS);
  await agent.getByRole("link", { name: `Update ${title}` }).click();
  await expect(agent.getByRole("heading", { name: `Keep “${title}” current` })).toBeVisible();
  await gotoReady(agent, new URL(agent.url()).pathname);
}

test("an agent cuts a price: the public page and its price history change at once, and a matching saved search is alerted", async ({ page, browser }) => {
  const title = "Bordeaux Cloud Forest Villa";
  // A buyer saves a search for homes up to $1,500,000, which this $1,650,000 villa does not match yet.
  const buyer = await signedIn(browser, "buyer@demo.test");
  await gotoReady(buyer, "/mls?maxPrice=1500000");
  await buyer.getByRole("button", { name: "Save this search" }).click();
  await expect(buyer).toHaveURL(/\/account\/searches/);
  await expect(buyer.locator('a[href="/mls?maxPrice=1500000"]')).toBeVisible();

  const agent = await signedIn(browser, "agent@demo.test");
  await openUpkeep(agent, title);
  const publicPath = await agent.getByRole("link", { name: "View the public page" }).getAttribute("href");
  expect(publicPath).toMatch(/^\/property\/[0-9a-f-]{36}$/);

  // The public page, as the page cache holds it.
  await gotoReady(page, publicPath!);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("main")).toContainText("$1,650,000");
  await gotoReady(page, publicPath!);

  const market = agent.getByRole("form", { name: "Price and status" });
  // The price reads with its thousands separated, as typed once the field is left; the confirmation says what changed.
  const listPrice = market.getByLabel("List price (US$)");
  await expect(listPrice).toHaveValue("1,650,000");
  await expect(listPrice).toHaveAttribute("inputmode", "numeric");
  await listPrice.fill("1495000");
  await listPrice.press("Tab");
  await expect(listPrice).toHaveValue("1,495,000");
  await market.getByRole("button", { name: "Update price and status" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Saved: the new price and status are live" })).toContainText("Price changed from $1,650,000 to $1,495,000");
  await expect(market.getByLabel("List price (US$)")).toHaveValue("1,495,000");
  await expect(agent.getByRole("table", { name: "Price history" })).toContainText("Price reduced");

  await gotoReady(page, publicPath!);
  await expect(page.locator("main")).toContainText("$1,495,000");
  const history = page.getByRole("region", { name: "Price history" });
  await expect(history.getByRole("row").filter({ hasText: "Price reduced" })).toContainText("$1,495,000 (-9.4%)");

  // The alert runner hears the change, matches the search and queues the alert; the sender keeps it (no SMTP).
  const admin = await signedIn(browser, "admin@demo.test");
  const alert = mailRows(admin).filter({ hasText: `: ${title}` }).filter({ hasText: "New listing for your search" });
  await expect(async () => {
    await gotoReady(admin, mailSearch(title));
    await expect(alert).toContainText("buyer@demo.test", { timeout: 500 });
  }).toPass({ timeout: 60_000 });

  // Bad input changes nothing: sold without a sale price.
  await market.getByLabel("Status").selectOption("Closed");
  await market.getByLabel("Closing date").fill("2025-01-02");
  await market.getByRole("button", { name: "Update price and status" }).click();
  await expect(market.getByRole("alert")).toContainText("Please enter the sale price");
  await gotoReady(page, publicPath!);
  await expect(page.locator("main")).toContainText("$1,495,000");
});

test("a text change waits for review while the approved text stays public, and shows once an administrator approves it", async ({ page, browser }) => {
  const title = "Coconut Cay Villa";
  // A retry meets the change its first try approved: it sends text of its own.
  const added = `New for this season: a solar array and a second cistern${"!".repeat(test.info().retry)}.`;
  const agent = await signedIn(browser, "agent@demo.test");
  await openUpkeep(agent, title);
  const publicPath = (await agent.getByRole("link", { name: "View the public page" }).getAttribute("href"))!;

  const form = agent.getByRole("form", { name: "Text and photos" });
  await form.getByRole("button", { name: "Next: Details" }).click();
  const description = form.getByRole("textbox", { name: "Description (optional)" });
  const before = await description.inputValue();
  await description.fill(`${before}\n\n${added}`);
  await form.getByRole("button", { name: "Next: Photos" }).click();
  await form.getByRole("button", { name: "Next: Review and submit" }).click();
  await form.getByRole("button", { name: "Send changes for review" }).click();
  await expect(agent.getByRole("status").filter({ hasText: "Sent for review" })).toBeVisible();
  const waiting = agent.getByRole("region", { name: "Changes waiting for review" });
  await expect(waiting).toContainText(added);

  await gotoReady(page, publicPath);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(added);

  const admin = await signedIn(browser, "admin@demo.test");
  await gotoReady(admin, "/admin/admindashboard");
  await admin.getByRole("region", { name: /Changes to approved listings/ }).getByRole("link", { name: title }).click();
  const review = admin.getByRole("region", { name: `Changes to “${title}”` });
  await expect(review.getByRole("row", { name: /Description/ })).toContainText(added);
  await gotoReady(admin, new URL(admin.url()).pathname);
  await review.getByRole("button", { name: "Approve and publish" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Approved: the changes are live" })).toBeVisible();

  await gotoReady(page, publicPath);
  await expect(page.locator("main")).toContainText(added);
  await openUpkeep(agent, title);
  await expect(agent.getByRole("region", { name: "Changes waiting for review" })).toHaveCount(0);
});
