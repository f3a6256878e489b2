import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

/**
 * Every kind of e-mail the site sends, rendered in a real browser at a
 * phone's width (390 px) and at the layout's full width (600 px), against its
 * baseline, with nothing wider than the window. The HTML is what the outbox
 * would send, composed by the real composers from fixed sample data
 * (tests/visual/mail-samples.ts); its images, absolute addresses on the
 * site, are answered from public/ and the demo photos, so no server is needed.
 */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SITE = "https://sugarapple.example";
const WIDTHS = [390, 600] as const;
/** The sample listings' photos (media keys of "a"s, "b"s…) as demo photos on disk. */
const PHOTOS: Record<string, string> = { a: "public/images/content/bay.jpg", b: "public/images/content/cottage.jpg" };

type Mail = { name: string; html: string };

// The samples load the app's code ("~/" paths, .server modules), which tsx runs as the server does.
const mails: Mail[] = JSON.parse(
  execFileSync(process.execPath, ["--import", "tsx", "tests/visual/mail-samples.ts"], {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_URL: SITE, NODE_ENV: "development", LOG_LEVEL: "warn" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  }),
);

/** The file an image address of the sample site stands for, or null. */
function imageFile(url: URL): string | null {
  if (url.pathname.startsWith("/images/")) return `public${url.pathname}`;
  const media = /^\/media\/([0-9a-f])[0-9a-f]{63}\/\d+\.jpg$/.exec(url.pathname);
  return media ? (PHOTOS[media[1]!] ?? null) : null;
}

for (const mail of mails) {
  for (const width of WIDTHS) {
    test(`${mail.name} at ${width} px`, async ({ page }) => {
      await page.route("**/*", async (route) => {
        const url = new URL(route.request().url());
        const file = url.origin === SITE ? imageFile(url) : null;
        if (!file) return route.abort();
        const type = file.endsWith(".png") ? "image/png" : "image/jpeg";
        return route.fulfill({ status: 200, contentType: type, body: readFileSync(`${ROOT}${file}`) });
      });
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(mail.html, { waitUntil: "load" });
      // Every image arrived: a missing logo or photo is a failure, not a blank in the picture.
      const broken = await page.evaluate(() => [...document.images].filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src));
      expect(broken).toEqual([]);
      // Nothing reaches past the window: a phone would scroll sideways or shrink the text.
      const overflowing = await page.evaluate((limit) => {
        const wide = [...document.querySelectorAll("body *")].filter((element) => element.getBoundingClientRect().right > limit + 0.5);
        return { page: document.documentElement.scrollWidth, elements: wide.map((element) => element.outerHTML.slice(0, 120)) };
      }, width);
      expect(overflowing).toEqual({ page: width, elements: [] });
      await expect(page).toHaveScreenshot(`${mail.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}-${width}.png`, { fullPage: true });
    });
  }
}
