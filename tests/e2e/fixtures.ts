import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test fails on an unexpected console.error or uncaught page
 * error. A test that provokes one on purpose lists it in `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
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

/** Opens a page and waits until React has hydrated it, so clicks reach handlers. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
