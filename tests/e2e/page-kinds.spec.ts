import AxeBuilder from "@axe-core/playwright";
import type { Cookie, Page } from "@playwright/test";
import { expect, gotoReady, signIn, test } from "./fixtures";
import { contentTouchingEdges, contentUnderChatButton, smallTapTargets, unstyledControls } from "./layout-control-checks";
import { controlsUnderFixedElements, headerTextContrast, sidewaysOverflow } from "./layout-checks";
import { PAGE_KINDS, VIEWPORTS } from "./page-kinds";

/**
 * Every kind of page at a phone's and a laptop's size: nothing scrolls
 * sideways, no fixed element (header, chat button) covers a control, the
 * chat button covers no text either, the header's text keeps 4.5:1 against
 * what is behind it, and axe finds no serious or critical WCAG 2.1 A/AA
 * violation. On a phone, the main content keeps off
 * the screen's edges, its fields and selects wear the site's styles, and
 * every control is a 44 px tap target.
 */
/** Each account signs in through the form once per worker; later pages reuse its cookies (a sign-in per page cost a second or two each). */
const signedIn = new Map<string, Cookie[]>();

async function signInOnce(page: Page, email: string): Promise<void> {
  const cookies = signedIn.get(email);
  if (cookies) {
    await page.context().addCookies(cookies);
    return;
  }
  await signIn(page, email);
  signedIn.set(email, await page.context().cookies());
}

/** Opens the page as `email`; a session another test ended is replaced by signing in again. */
async function gotoAs(page: Page, email: string | undefined, path: () => Promise<string>): Promise<string> {
  if (email) await signInOnce(page, email);
  let target = await path();
  await gotoReady(page, target);
  if (email && new URL(page.url()).pathname === "/login") {
    signedIn.delete(email);
    await page.context().clearCookies();
    await signInOnce(page, email);
    target = await path();
    await gotoReady(page, target);
  }
  return target;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const kind of PAGE_KINDS) {
      test(`${kind.name}: fits, nothing covers a control, the header is legible, and axe passes`, async ({ page }) => {
        const path = await gotoAs(page, kind.as, async () => kind.path(page.request));

        expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        for (const { link, ratio } of await headerTextContrast(page)) {
          expect.soft(ratio, `header link "${link}" on ${path}: contrast ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
        }
        expect.soft(await controlsUnderFixedElements(page), `controls covered on ${path}`).toEqual([]);
        expect.soft(await contentUnderChatButton(page), `text or controls under the chat button on ${path}`).toEqual([]);
        if (viewport.name === "phone") {
          expect.soft(await contentTouchingEdges(page), `content against the screen's edge on ${path}`).toEqual([]);
          expect.soft(await unstyledControls(page), `controls in the browser's style on ${path}`).toEqual([]);
          expect.soft(await smallTapTargets(page), `tap targets under 44 px on ${path}`).toEqual([]);
        }

        // A control fading in or out (the chat button stepping aside) is measured once it has arrived, not mid-fade.
        await page.evaluate(() => Promise.all(document.getAnimations().flatMap((animation) => (animation instanceof CSSTransition ? [animation.finished.catch(() => undefined)] : []))));
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
          .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 5).join(", ")}`);
        expect.soft(serious, `axe on ${path}`).toEqual([]);
      });
    }
  });
}
