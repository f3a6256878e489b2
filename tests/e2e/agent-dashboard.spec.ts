import type { Page } from "@playwright/test";
import { expect, gotoReady, test, waitUntilReady } from "./fixtures";

/** The demo accounts' password (DEMO_PASSWORD's default). */
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "island-demo-2025";
/** Demo listings of agent2@demo.test (listing-demo-data.ts): never on agent@demo.test's dashboard. */
const AGENT2_TITLES = ["Coral Bay Hillside Lot", "Cruz Bay Loft Condo"];

async function signInAsAgent(page: Page) {
  await gotoReady(page, "/login");
  await page.getByLabel("E-mail address").fill("agent@demo.test");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/agent\/agentdashboard$/);
  await waitUntilReady(page);
}

const myListings = (page: Page) => page.getByRole("region", { name: "My listings" });
const saleForm = (page: Page) => page.getByRole("form", { name: "Submit a listing for sale" });

test("an agent sees only their own listings and submits a sale listing that waits for review", async ({ page }) => {
  await signInAsAgent(page);
  await expect(myListings(page).getByRole("listitem").first()).toBeVisible();
  for (const title of AGENT2_TITLES) await expect(myListings(page)).not.toContainText(title);

  const title = `Fish Bay Garden House ${Date.now()}`;
  const form = saleForm(page);
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("residential");
  await form.getByLabel("Type (optional)").selectOption("single-family");
  await form.getByLabel("Area (optional)").selectOption("Fish Bay");
  await form.getByLabel("List price (US$)").fill("895000");
  await form.getByLabel("Bedrooms (optional)").fill("3");
  await form.getByLabel("Bathrooms (optional)").fill("2");
  await form.getByLabel("Description (optional)").fill("A breezy house above Fish Bay with a garden and a cistern.");
  await form.getByLabel("Features (optional)").fill("Cistern, Garden\nOcean view");
  await form.getByRole("button", { name: "Submit for review" }).click();

  await expect(page.getByRole("status")).toContainText("Thank you — your listing is waiting for review");
  const item = myListings(page).getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("Pending review");
  await expect(item).toContainText("For sale");
  // The newest first.
  await expect(myListings(page).getByRole("listitem").first()).toContainText(title);
});

test.describe("bad input", () => {
  // Chromium logs the 400 answer to a form post as a console error.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("a negative price and 900 bedrooms get their messages and nothing is stored", async ({ page }) => {
    await signInAsAgent(page);
    const title = `Absurd Listing ${Date.now()}`;
    const form = saleForm(page);
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Category").selectOption("residential");
    await form.getByLabel("List price (US$)").fill("-5");
    await form.getByLabel("Bedrooms (optional)").fill("900");
    // Skip the browser's own checks so that the server's answer is seen.
    await form.evaluate((element) => ((element as HTMLFormElement).noValidate = true));
    await form.getByRole("button", { name: "Submit for review" }).click();

    await expect(saleForm(page).getByLabel("List price (US$)")).toHaveAccessibleDescription(/Price must be a positive amount/);
    await expect(saleForm(page).getByLabel("Bedrooms (optional)")).toHaveAccessibleDescription(/Bedrooms must be between 0 and 50/);
    await expect(saleForm(page).getByLabel("Title")).toHaveValue(title);
    await expect(myListings(page)).not.toContainText(title);
  });
});

test("an anonymous visitor is sent to /login", async ({ page }) => {
  await page.goto("/agent/agentdashboard");
  await expect(page).toHaveURL(/\/login$/);
});
