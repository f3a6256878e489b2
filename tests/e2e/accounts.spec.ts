import type { Page } from "@playwright/test";
import { expect, fillSignIn, gotoReady, test } from "./fixtures";

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;

const hints = (page: Page) =>
  page.evaluate(() => ({
    userToken: localStorage.getItem("userToken"),
    userRole: localStorage.getItem("userRole"),
    userEmail: localStorage.getItem("userEmail"),
  }));

test("a new agent registers and is told an administrator will review it", async ({ page }) => {
  await gotoReady(page, "/register");
  await page.getByLabel("Your name").fill("Casey Marsh");
  await page.getByLabel("E-mail address").fill(`casey.${Date.now()}@example.com`);
  await page.getByLabel("Phone (optional)").fill("(340) 555-0190");
  await page.getByLabel("Password").fill("mango trees by the salt pond");
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you — an administrator will review your registration" })).toBeVisible();
});

test.describe("bad input", () => {
  // Chromium logs the 400 answer to a form post as a console error.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("a duplicate e-mail and a common password get their messages on their fields", async ({ page }) => {
    await gotoReady(page, "/register");
    await page.getByLabel("Your name").fill("Dana Again");
    await page.getByLabel("E-mail address").fill("AGENT@demo.test");
    await page.getByLabel("Password").fill("password1234");
    await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByLabel("E-mail address")).toHaveAccessibleDescription(/An account with that e-mail already exists/);
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/That password is too common; choose a longer or less common one/);
    // The password is never sent back.
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("a wrong password gets the one generic message", async ({ page }) => {
    await fillSignIn(page, "admin@demo.test", "not the demo password");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("alert")).toHaveText("That e-mail and password don't match an account");
    expect(await hints(page)).toEqual({ userToken: null, userRole: null, userEmail: null });
  });
});

test("an administrator signs in, gets the hints, signs out and is locked out again", async ({ page, context }) => {
  await fillSignIn(page, "admin@demo.test");
  await expect(page).toHaveURL(/\/admin\/admindashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin dashboard");
  await expect.poll(() => hints(page)).toMatchObject({ userRole: "admin", userEmail: "admin@demo.test" });

  // The hint is not the session's secret, which the page cannot read at all.
  const cookie = (await context.cookies()).find((entry) => entry.name === "session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  const { userToken } = await hints(page);
  expect(userToken).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect(userToken).not.toBe(cookie?.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain("session=");

  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Site menu" });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin/admindashboard");
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => hints(page)).toEqual({ userToken: null, userRole: null, userEmail: null });

  await page.goto("/admin/admindashboard");
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Site menu" }).getByRole("link", { name: "Sign in" })).toBeVisible();
});

test("an agent is sent from the admin dashboard to /login with no message", async ({ page }) => {
  await fillSignIn(page, "agent@demo.test");
  await expect(page).toHaveURL(/\/agent\/agentdashboard$/);
  await expect.poll(() => hints(page)).toMatchObject({ userRole: "agent", userEmail: "agent@demo.test" });
  await page.goto("/admin/admindashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The hints may say anything: the server decides (a forged role changes nothing).
  await page.evaluate(() => localStorage.setItem("userRole", "admin"));
  await page.goto("/admin/admindashboard");
  await expect(page).toHaveURL(/\/login$/);
});

test("the forgotten-password form answers the same for any address", async ({ page }) => {
  await gotoReady(page, "/forgot-password");
  await page.getByLabel("E-mail address").fill("nobody@example.com");
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists for that e-mail, we have sent a link" })).toBeVisible();
});

test.describe("a reset link that does not exist", () => {
  test("says so and offers a new one", async ({ page }) => {
    await gotoReady(page, `/reset-password/${"A".repeat(43)}`);
    await expect(page.getByRole("alert")).toContainText("This password reset link is not valid.");
    await expect(page.getByRole("button", { name: "Send the link" })).toBeVisible();
  });
});

test.describe("cross-site requests", () => {
  test("a POST from another origin is refused and pages carry a nonce-based CSP", async ({ page, request }) => {
    const refused = await request.post("/logout", { headers: { Origin: "https://evil.example" } });
    expect(refused.status()).toBe(403);
    const response = await page.goto("/testimonial");
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
