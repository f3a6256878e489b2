import { expect, gotoReady, readKeptMail, signedInPage, test } from "./fixtures";

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS), with a margin. */
const FILL_TIME_MS = 1_100;

/**
 * The monthly market report by e-mail (decision 0148): asked for on an
 * area's report, confirmed with the link from the e-mail (double opt-in),
 * stopped with the link every report carries.
 */
test.describe("the monthly market report by e-mail", () => {
  // Sign-in (Argon2) and the mail sender keeping the message, on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  // A forged link is answered 400, which the browser reports as a failed load.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("a visitor asks on an area's report, is told to check the inbox, confirms with the link from the e-mail, then stops the e-mails", async ({ page, browser }) => {
    const email = `market.${Date.now()}@example.com`;
    await gotoReady(page, "/market/coral-bay");
    const section = page.getByRole("region", { name: "This report by e-mail" });
    await expect(section).toContainText("The Coral Bay report in your inbox on the first of each month");
    await section.getByLabel("E-mail address").fill(email);
    await page.waitForTimeout(FILL_TIME_MS);
    await section.getByRole("button", { name: "Send me the monthly report" }).click();
    const answer = page.getByRole("status").filter({ hasText: "Check your inbox" });
    await expect(answer).toContainText(`Check your inbox at ${email}: we have sent a link to confirm the monthly Coral Bay report.`);
    await expect(answer).toBeFocused();
    // The page is still the report.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coral Bay Real Estate Market Report");

    // No mail server in tests: the confirmation is kept in the outbox, where an administrator reads it.
    const admin = await signedInPage(browser, "admin@demo.test");
    const confirmation = await readKeptMail(admin, email, "Confirm your monthly Coral Bay market report");
    const link = /\/email-updates\/confirm\?subscription=[0-9a-f-]{36}&token=[A-Za-z0-9_-]{43}/.exec(confirmation)?.[0];
    expect(link, confirmation).toBeTruthy();

    // Opening the link only asks; the button confirms.
    await gotoReady(page, link!);
    await expect(page.getByText("Start the monthly Coral Bay market report at this address?")).toBeVisible();
    await page.getByRole("button", { name: "Start my monthly e-mails" }).click();
    const confirmed = page.getByRole("status").filter({ hasText: "Thank you" });
    await expect(confirmed).toContainText("Thank you: the monthly Coral Bay market report is on.");
    await expect(confirmed).toContainText("The report comes on the first of each month");

    // The same unsubscribe link every report carries: it asks, then stops them.
    await confirmed.getByRole("link", { name: "Stop these e-mails" }).click();
    await expect(page).toHaveURL(/\/email-updates\/unsubscribe\?subscription=/);
    await page.getByRole("button", { name: "Stop these e-mails" }).click();
    await expect(page.getByRole("status")).toContainText("You will get no more of the monthly Coral Bay market report at this address.");

    // Its confirmation link now says the e-mails are gone.
    await gotoReady(page, link!);
    await expect(page.getByRole("status")).toContainText("This link no longer works");
  });

  test("a link with a wrong token is refused in words", async ({ page }) => {
    const response = await page.goto("/email-updates/unsubscribe?subscription=0b7e1a52-2f7c-4a3e-9a51-0d1c2b3a4f5e&token=forged");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("This link is not valid. Please use the whole link from the e-mail.");
  });
});
