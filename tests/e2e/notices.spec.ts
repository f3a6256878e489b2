import { expect, gotoReady, readKeptMail, sendContactMessage, signIn, test } from "./fixtures";

/**
 * The notices the law asks of a brokerage: every page's footer and every
 * e-mail carry the Equal Housing Opportunity notice, the brokerage's legal
 * name, its broker of record and both license numbers (the demo site's
 * settings); the sold pages and /mls carry the MLS's disclaimer.
 */

/** The demo values the test servers run with (DEMO_DATA=true, no BROKERAGE_* settings). */
const LICENSES = ["Sugar Apple Realty LLC, licensed real estate brokerage, license DEMO-B-1042.", "Broker of record: Morgan Hale, license DEMO-RB-2077."];
const EHO = "Equal Housing Opportunity.";
/** MLS_DISCLAIMER of the test servers (playwright.config.ts). */
const MLS_DISCLAIMER = "Listing information from the St. John MLS is deemed reliable but not guaranteed.";

// A sign-in (Argon2) and a form on a busy machine.
test.describe.configure({ timeout: 60_000 });

test("every page's footer shows the Equal Housing Opportunity logo and statement, the brokerage's legal name and the licenses", async ({ page, request }) => {
  for (const path of ["/", "/contact", "/mls"]) {
    await gotoReady(page, path);
    const footer = page.locator("footer.site-footer");
    const logo = footer.getByRole("img", { name: "Equal Housing Opportunity" });
    await expect(logo).toBeVisible();
    for (const line of LICENSES) await expect(footer).toContainText(line);
    await expect(footer).toContainText(EHO);
    // Served from the site itself, not a third party.
    const src = await logo.getAttribute("src");
    expect(src).toBe("/images/equal-housing-opportunity.svg");
  }
  const svg = await request.get("/images/equal-housing-opportunity.svg");
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
});

test("the sales history, a sold listing's page and /mls carry the MLS's disclaimer", async ({ page }) => {
  await gotoReady(page, "/saleshistory");
  await expect(page.getByText(MLS_DISCLAIMER)).toBeVisible();
  await page.locator("a.listing-card__link[href^='/soldproperty/'], a.listing-card__link[href^='/landsold/']").first().click();
  await expect(page).toHaveURL(/\/(soldproperty|landsold)\//);
  await expect(page.getByText(MLS_DISCLAIMER)).toBeVisible();
  await gotoReady(page, "/mls");
  await expect(page.getByText(MLS_DISCLAIMER)).toBeVisible();
});

test("an e-mail the site sends ends with the brokerage's licenses and the Equal Housing Opportunity notice", async ({ page, browser }) => {
  const name = `Ida Notice ${Date.now()}`;
  await sendContactMessage(page, { name, email: "ida@example.com", message: "Which villas near Cruz Bay are free the first week of May?" });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "admin@demo.test");
  // The office's notification of the message, as the outbox keeps it (the test server has no SMTP).
  const text = await readKeptMail(admin, name, `Website inquiry from ${name}`);
  for (const line of LICENSES) expect(text).toContain(line);
  expect(text).toContain(EHO);
  await adminContext.close();
});
