import { expect, gotoReady, signIn, test } from "../e2e/fixtures";
import { PAGE_KINDS } from "../e2e/page-kinds";

/**
 * The first screen of every page kind, against its baseline. What changes by
 * itself from one day to the next is masked: dates and times (set to one
 * fixed text first, so that their widths do not move what is around them),
 * the availability calendar (it starts at today's month) and the map. The
 * owners' pages, all figures of the day, are left to the layout checks.
 */
// A page whose figures the demo data dates from the day it loads has no fixed picture to compare with.
for (const kind of PAGE_KINDS.filter((each) => !each.changesDaily)) {
  test(`${kind.name} looks as it did`, async ({ page }) => {
    if (kind.as) await signIn(page, kind.as);
    await gotoReady(page, await kind.path(page.request));
    // Fonts and the first screen's images loaded, so the picture is the finished page.
    await page.evaluate(async () => {
      await document.fonts.ready;
      const images = [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight);
      await Promise.all(images.map((image) => (image.complete ? null : image.decode().catch(() => null))));
    });
    // Dates read differently from one day to the next ("Sun, Nov 29", "Mon, Nov 30", "2 hours ago"), and the width
    // of their text moves a table's columns: every date reads the same fixed text, under the mask.
    await page.evaluate(() => {
      for (const date of document.querySelectorAll("time, [data-relative-time]")) {
        // A duration (a video's length, datetime="PT4M12S") stays as it is.
        if (!date.getAttribute("datetime")?.startsWith("P")) date.textContent = "Mon, Jan 1, 2024";
      }
    });
    await expect(page).toHaveScreenshot(`${kind.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png`, {
      mask: [page.locator("time, .availability, .listing-map, [data-relative-time], .overview-chart")],
    });
  });
}
