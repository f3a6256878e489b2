import { expect, gotoHydrated, test } from "./fixtures";

test("the header is transparent at the top and solid after scrolling past 50 px", async ({ page }) => {
  await gotoHydrated(page, "/about");
  const header = page.locator(".site-header");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
});
