import type { Browser, Page } from "@playwright/test";
import { expect, fillSignIn, gotoReady, readKeptMail, signIn, test } from "./fixtures";

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;

const hints = (page: Page) =>
  page.evaluate(() => ({
    userToken: localStorage.getItem("userToken"),
    userRole: localStorage.getItem("userRole"),
    userEmail: localStorage.getItem("userEmail"),
  }));

const REGISTERED = "Thank you — please confirm your e-mail address with the link we have sent you; an administrator will review your registration";
const NEW_PASSWORD = "mango trees by the salt pond";

async function register(page: Page, email: string, password = NEW_PASSWORD) {
  await gotoReady(page, "/register");
  await page.getByLabel("Your name").fill("Casey Marsh");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone (optional)").fill("(340) 555-0190");
  await page.getByLabel("Password").fill(password);
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Register" }).click();
}

/** What the registration page says once it has answered. */
const answer = (page: Page) => page.getByRole("status").filter({ hasText: "Registration received" });

test("a new agent registers and is asked to confirm the address; a taken address gets the very same answer", async ({ page }) => {
  await register(page, `casey.${Date.now()}@example.com`);
  await expect(answer(page)).toContainText(REGISTERED);
  const fresh = await answer(page).innerText();

  await register(page, "AGENT@demo.test");
  await expect(answer(page)).toContainText(REGISTERED);
  expect(await answer(page).innerText()).toBe(fresh);
});

/**
 * The path of the link in the newest mail to `to` with `subject`. Without SMTP the mail is kept in the
 * outbox, where the administrators' mail section, searched by the address, shows it in full.
 */
async function mailedLink(browser: Browser, baseURL: string | undefined, to: string, subject: string, pattern: RegExp) {
  const office = await browser.newContext({ baseURL });
  try {
    const admin = await office.newPage();
    await signIn(admin, "admin@demo.test");
    const text = await readKeptMail(admin, to, subject);
    const path = pattern.exec(text)?.[0];
    expect(path, `a link in "${subject}"`).toBeTruthy();
    return { text, path: path! };
  } finally {
    await office.close();
  }
}

test("a new agent confirms the address with the mailed link, which works once", async ({ page, browser, baseURL }) => {
  const email = `confirm.${Date.now()}@example.com`;
  await register(page, email);
  await expect(answer(page)).toBeVisible();

  // Signed in before confirming, the dashboard asks for it and sends the link again on request.
  await signIn(page, email, NEW_PASSWORD);
  const notice = page.getByRole("form", { name: "Confirm your e-mail address" });
  await expect(notice).toContainText(email);
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We have sent a new confirmation link" })).toBeVisible();

  const { text, path } = await mailedLink(browser, baseURL, email, "Confirm your e-mail address for Sugar Apple Realty", /\/verify-email\?token=[A-Za-z0-9_-]{43}/);
  expect(text).not.toContain("Casey");

  // Opening the link only shows a button (a mail scanner's fetch confirms nothing); the button confirms.
  await gotoReady(page, path);
  await gotoReady(page, path);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail address is confirmed. Thank you." })).toBeVisible();

  await gotoReady(page, "/agent/agentdashboard");
  await expect(page.getByRole("form", { name: "Confirm your e-mail address" })).toHaveCount(0);
  await gotoReady(page, path);
  await expect(page.getByRole("alert")).toContainText("This confirmation link has already been used.");
});

test("a forgotten password is replaced through the mailed link, which then signs in", async ({ page, browser, baseURL }) => {
  const email = `reset.${Date.now()}@example.com`;
  await register(page, email);
  await expect(answer(page)).toBeVisible();
  await gotoReady(page, "/forgot-password");
  await page.getByLabel("E-mail address").fill(email);
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists for that e-mail, we have sent a link" })).toBeVisible();

  const { path } = await mailedLink(browser, baseURL, email, "Reset your Sugar Apple Realty password", /\/reset-password\/[A-Za-z0-9_-]{43}/);
  await gotoReady(page, path);
  const password = "a new view over coral bay";
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel(/again/i).fill(password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed. Please sign in with it." })).toBeVisible();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/agent\/agentdashboard$/);
});

test("signed-in pages and their data are never stored by a cache; public pages may be", async ({ page }) => {
  const anonymous = await page.request.get("/testimonial");
  expect(anonymous.headers()["cache-control"] ?? "").not.toContain("no-store");
  await signIn(page, "agent@demo.test");
  for (const path of ["/agent/agentdashboard/bookings", "/agent/agentdashboard/bookings.data", "/testimonial", "/robots.txt"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  const redirect = await page.request.get("/admin/admindashboard", { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()["cache-control"]).toBe("private, no-store");
});

test.describe("bad input", () => {
  // Chromium logs the 400 answer to a form post as a console error.
  test.use({ allowConsoleErrors: [/status of 400/] });

  test("a common password gets its message on its field, and a taken e-mail none", async ({ page }) => {
    await gotoReady(page, "/register");
    await page.getByLabel("Your name").fill("Dana Again");
    await page.getByLabel("E-mail address").fill("AGENT@demo.test");
    await page.getByLabel("Password").fill("password1234");
    await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription(/That password is too common; choose a longer or less common one/);
    await expect(page.getByLabel("E-mail address")).not.toHaveAccessibleDescription(/already/);
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review queue");
  await expect.poll(() => hints(page)).toMatchObject({ userRole: "admin", userEmail: "admin@demo.test" });

  // The hint is not the session's secret, which the page cannot read at all.
  const cookie = (await context.cookies()).find((entry) => entry.name === "session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  const { userToken } = await hints(page);
  expect(userToken).toMatch(/^[A-Za-z0-9_-]{16}$/);
  expect(userToken).not.toBe(cookie?.value);
  expect(await page.evaluate(() => document.cookie)).not.toContain("session=");

  // The staff layout's bar names who is signed in and signs them out.
  const bar = page.getByRole("banner");
  await expect(bar).toContainText("Morgan Hale");
  await expect(bar).toContainText("Administrator");
  await bar.getByRole("button", { name: "Sign out" }).click();
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

test("pages opened from a mailed link are never stored by a cache, since the link carries a secret", async ({ request }) => {
  const token = "A".repeat(43);
  for (const path of [`/verify-email?token=${token}`, `/verify-email.data?token=${token}`, `/reset-password/${token}`, `/reset-password/${token}.data`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
});

test.describe("a reset link that does not exist", () => {
  test("says so and offers a new one", async ({ page }) => {
    await gotoReady(page, `/reset-password/${"A".repeat(43)}`);
    await expect(page.getByRole("alert")).toContainText("This password reset link is not valid.");
    await expect(page.getByRole("button", { name: "Send the link" })).toBeVisible();
  });
});

test.describe("cross-site requests", () => {
  test("a POST from another origin is refused and pages allow only their own scripts", async ({ page, request }) => {
    const refused = await request.post("/logout", { headers: { Origin: "https://evil.example" } });
    expect(refused.status()).toBe(403);
    // A page rendered for one visitor carries a nonce; a page shared from the page cache names its inline scripts (if any) by hash.
    const response = await page.goto("/testimonial");
    const policy = response?.headers()["content-security-policy"] ?? "";
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
    expect(scriptSources).toMatch(/^'self'( '(nonce|sha256)-[A-Za-z0-9+/=]+')*$/);
    expect(policy).toContain("frame-ancestors 'none'");
    const login = await page.goto("/login");
    expect(login?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  });
});
