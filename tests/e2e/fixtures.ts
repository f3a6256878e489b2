import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { MAIN_BASE_URL, workerBaseURL } from "../../playwright.config";

/**
 * Every browser test fails on an unexpected console.error or uncaught page
 * error. A test that provokes one on purpose lists it in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[]; closeOtherContexts: void }>({
  allowConsoleErrors: [[], { option: true }],
  // The browser lives as long as the worker: a context a test opens for another person is closed when the test ends,
  // or its pages would go on running (and taking the machine's CPU) through every later test.
  closeOtherContexts: [
    async ({ browser, context }, use) => {
      await use();
      await Promise.all(browser.contexts().filter((other) => other !== context).map((other) => other.close()));
    },
    { auto: true },
  ],
  // The main server stands for "this worker's server" (playwright.config.ts); other servers stay as set.
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(baseURL === MAIN_BASE_URL ? workerBaseURL(testInfo.parallelIndex) : baseURL);
  },
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    const record = (text: string) => {
      if (!allowConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    };
    page.on("console", (message) => {
      if (message.type() === "error") record(message.text());
    });
    page.on("pageerror", (error) => record(error.message));
    await use(page);
    expect(errors, "console errors on the page").toEqual([]);
  },
});

export { expect };

/**
 * Opens a page and waits until it is interactive: the shell script has run
 * and, on pages that ship React, React has hydrated, so clicks reach handlers.
 */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await waitUntilReady(page);
}

export async function waitUntilReady(page: Page) {
  // Asked again in each new document, which may not have its root element yet while it starts.
  await page.waitForFunction(
    () =>
      document.documentElement?.dataset.enhanced === "true" &&
      (!("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true"),
  );
}

/** The demo accounts' password (DEMO_PASSWORD's default). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "island-demo-2025";

/** Fills and sends the sign-in form, whatever the answer. */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await gotoReady(page, "/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through the real form and waits for the dashboard it leads to. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await fillSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/);
  await waitUntilReady(page);
}

/** Another person's browser (cookies of its own), signed in through the real form. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await fillSignIn(page, email);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

/** A small JPEG drawn on the spot, for upload tests (no fixture files needed). */
export async function jpegFile(name: string, colour: string) {
  const { default: sharp } = await import("sharp");
  const buffer = await sharp({ create: { width: 480, height: 320, channels: 3, background: colour } }).jpeg().toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/**
 * The Mail section searched as an administrator finds one message: by the
 * recipient's address (or any text of the subject), newest first, so an older
 * message is not lost beyond the first page of every message.
 */
export const MAIL_SECTION = "/admin/admindashboard/mail";
export const mailSearch = (search: string) => `${MAIL_SECTION}?q=${encodeURIComponent(search)}`;

/** The rows of the Mail section's table of every message, as the page last opened shows them. */
export const mailRows = (admin: Page) => admin.getByRole("table", { name: "All messages" }).getByRole("row");

/**
 * The newest message to `to` with `subject`, waited for (a job may queue it
 * moments later, and the sender keep it a moment after that) and opened as an
 * administrator reads it: its subject expands the text of a message kept for
 * want of a mail server. A message still queued shows no text, so the page is
 * read again until the message is kept.
 */
export async function readKeptMail(admin: Page, to: string, subject: string, timeout = 60_000): Promise<string> {
  const row = mailRows(admin).filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await gotoReady(admin, mailSearch(to));
    await expect(row.locator("details")).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout });
  const text = row.locator("pre");
  // A click that lands while a busy page is still settling may not open it: open it until it shows.
  await expect(async () => {
    if (!(await text.isVisible())) await row.getByText(subject).click();
    await expect(text).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return (await text.textContent()) ?? "";
}

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;

/** A visitor sends a message through /contact and is thanked; the office's notification is then in the outbox. */
export async function sendContactMessage(page: Page, person: { name: string; email: string; message: string }) {
  await gotoReady(page, "/contact");
  await page.getByLabel("Your name").fill(person.name);
  await page.getByLabel("E-mail address").fill(person.email);
  await page.getByLabel("Message", { exact: true }).fill(person.message);
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator(".form__success")).toContainText(`Thank you, ${person.name}.`);
}
