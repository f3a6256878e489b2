import type { Page } from "@playwright/test";
import { expect, gotoReady, test } from "./fixtures";

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;

async function waitPastSpamMinimum(page: Page) {
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
}

test("a visitor sends a message and is told what happens next @mobile", async ({ page }) => {
  await gotoReady(page, "/contact?about=About%20Villa%20Solstice");
  const office = page.locator(".contact-office");
  await expect(office.getByRole("link", { name: "(340) 555-0142" })).toHaveAttribute("href", "tel:+13405550142");
  await expect(office.getByRole("link", { name: "hello@sugarapplerealty.example" })).toBeVisible();
  await expect(page.getByText("Subject: About Villa Solstice")).toBeVisible();
  await expect(page.getByText("Between 10 and 5,000 characters.", { exact: false })).toBeVisible();

  await page.getByLabel("Your name").fill("Ada Lovelace");
  await page.getByLabel("E-mail address").fill("ada@example.com");
  await page.getByLabel("Phone (optional)").fill("(340) 555-0199");
  await page.getByLabel("Message", { exact: true }).fill("We would love a week at Villa Solstice in March. Is it free?");
  await waitPastSpamMinimum(page);
  await page.getByRole("button", { name: "Send message" }).click();

  const success = page.locator(".form__success");
  await expect(success).toContainText("Thank you, Ada Lovelace.");
  await expect(success).toContainText("an agent will reply by e-mail within one business day");
  await expect(success.getByRole("link", { name: "(340) 555-0142" })).toHaveAttribute("href", "tel:+13405550142");
  await expect(success).toBeFocused();
  await expect(page.getByRole("button", { name: "Send message" })).toHaveCount(0);
});

test.describe("bad input", () => {
  // Chromium logs the 400 answer to the form post as a console error.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("the server's message for each field shows beside it", async ({ page }) => {
    await gotoReady(page, "/contact");
    await page.getByLabel("E-mail address").fill("ada@");
    await page.getByLabel("Message", { exact: true }).fill("Too short");
    // Skip the browser's own checks so that the server's are seen.
    await page.locator("form.form").evaluate((form: HTMLFormElement) => {
      form.noValidate = true;
    });
    await waitPastSpamMinimum(page);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Send message" }).click();
    expect((await answer).status()).toBe(400);

    await expect(page.getByRole("alert")).toContainText("Please check the fields marked below.");
    const name = page.getByLabel("Your name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name");
    await expect(name).toBeFocused();
    await expect(page.getByLabel("E-mail address")).toHaveAccessibleDescription(
      /Please enter a valid e-mail address/,
    );
    await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(
      /Your message must be at least 10 characters/,
    );
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Too short");
    await expect(page.getByLabel("Phone (optional)")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(".form__success")).toHaveCount(0);
  });

  test("a posted form with extra, missing and oversized fields gets 400 and a message per field", async ({ page }) => {
    await gotoReady(page, "/contact");
    const formStart = await page.locator('input[name="formStart"]').inputValue();
    await waitPastSpamMinimum(page);
    const response = await page.request.post("/contact", {
      form: { formStart, website: "", name: "Ada", message: "x".repeat(20_000), isAdmin: "true" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter your e-mail address");
    expect(html).toContain("Your message must be 5,000 characters or fewer");
    expect(html).not.toContain("Thank you");
  });
});
