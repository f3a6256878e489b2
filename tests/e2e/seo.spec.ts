import { expect, gotoReady, signIn, test } from "./fixtures";

const CONTENT_PAGES = ["/", "/about", "/aboutus", "/incentives", "/contact", "/termuse", "/privacy", "/mls", "/testimonial"];

test("robots.txt allows the public site, keeps dashboards out and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  expect(body).toContain("User-agent: *");
  expect(body).toContain("Disallow: /admin/");
  expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml is an index of files listing the content pages and approved listings", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const index = await response.text();
  expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(files).toEqual([`${baseURL}/sitemaps/pages.xml`, `${baseURL}/sitemaps/listings-1.xml`]);
  let xml = "";
  for (const file of files) {
    const part = await request.get(file);
    expect(part.headers()["content-type"]).toContain("application/xml");
    xml += await part.text();
  }
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  for (const path of ["/", "/about", "/aboutus", "/mls", "/properties", "/team"]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/property/[0-9a-f-]{36}</loc>`));
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/rental/[\\w-]+</loc>`));
});

for (const path of CONTENT_PAGES) {
  test(`${path} has a title, description, canonical URL and Open Graph tags, and requests nothing off-site`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const offSite: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.origin !== origin) offSite.push(request.url());
    });
    await gotoReady(page, path);
    await expect(page).toHaveTitle(/Sugar Apple Realty/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /\S/);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(offSite).toEqual([]);
  });
}

test("public pages ship no framework JavaScript, only their islands; the agent's listing form hydrates", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await gotoReady(page, "/about");
  expect(scripts.every((path) => /\/assets\/shell-script-[\w-]+\.js$/.test(path))).toBe(true);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

  scripts.length = 0;
  await gotoReady(page, "/mls");
  // On a laptop the map is beside the list from the start: its island and the map library load with the page.
  expect(scripts.filter((path) => !/\/assets\/(?:(?:shell|search|favourites|search-map)-script|leaflet)-[\w-]+\.js$/.test(path))).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);

  await signIn(page, "agent@demo.test");
  await gotoReady(page, "/agent/agentdashboard/new/sale");
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
});
