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

/**
 * Opens a page and waits until it is interactive: the shell script has run
 * and, on pages that ship React, React has hydrated, so clicks reach handlers.
 */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await waitUntilReady(page);
}

export async function waitUntilReady(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.enhanced === "true" &&
      (!("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true"),
  );
}
