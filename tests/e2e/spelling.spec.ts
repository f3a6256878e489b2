import type { Page } from "@playwright/test";
import { britishSpellings } from "../../app/shared/copy/spelling-test-helpers";
import { expect, gotoReady, signIn, test } from "./fixtures";
import { PAGE_KINDS, type PageKind } from "./page-kinds";

/**
 * Every kind of page reads in American English (decision 0117): its visible
 * text, its title and its meta description hold no British spelling. The
 * pages of each account are read in one test, signed in once.
 */
const MORE_PAGES: PageKind[] = [
  { name: "privacy", path: () => "/privacy" },
  { name: "terms of use", path: () => "/terms-of-use" },
  { name: "buyer inquiries", as: "buyer@demo.test", path: () => "/account/enquiries" },
  { name: "admin mail", as: "admin@demo.test", path: () => "/admin/admindashboard/mail" },
];

/** What a person reads on the page: the text shown, the tab's title and the description search engines show. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "", document.body.innerText].join("\n"));
}

const PAGES = [...PAGE_KINDS, ...MORE_PAGES];
const ACCOUNTS = [undefined, "buyer@demo.test", "agent@demo.test", "admin@demo.test"] as const;

for (const account of ACCOUNTS) {
  test(`${account ?? "a visitor"}: every page reads in American English`, async ({ page }) => {
    test.slow(); // One test reads every page of the account.
    if (account) await signIn(page, account);
    for (const kind of PAGES.filter((candidate) => candidate.as === account)) {
      const path = await kind.path(page.request);
      await gotoReady(page, path);
      expect.soft(britishSpellings(await readableText(page)), `British spellings on ${kind.name} (${path})`).toEqual([]);
    }
  });
}
