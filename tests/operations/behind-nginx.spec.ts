import { request as httpsRequest } from "node:https";
import { expect, test, type Page } from "@playwright/test";
import { freePort, startApp, type AppProcess } from "./app-process";
import { pageFilesFolder, requireNginx, startNginx } from "./nginx";

let app: AppProcess | undefined;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let site = "";
let pages: ReturnType<typeof pageFilesFolder> | undefined;

/** The page's script has run and, where the page ships React, React has hydrated. */
async function ready(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.enhanced === "true" &&
      (!("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true"),
    undefined,
    { timeout: 15_000 },
  );
}

test.beforeAll(async () => {
  requireNginx();
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  site = `https://localhost:${httpsPort}`;
  pages = pageFilesFolder();
  app = await startApp({ PUBLIC_URL: site, TRUST_PROXY: "1", PAGE_FILES_DIR: pages.dir });
  nginx = await startNginx({ httpPort, httpsPort, appPort: app.port, pagesDir: pages.dir });
});

test.afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
  pages?.remove();
});

test("behind nginx with TLS: pages, forms, Secure cookies, the CSP, cached assets and the live stream", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await page.goto(`${site}/contact`);
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  // A public page is shared, so its inline scripts (this one has none) are allowed by hash rather than by a per-response nonce.
  expect(headers["content-security-policy"]).toContain("script-src 'self';");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);

  // A plain HTML form post (the contact page ships no React).
  await page.getByLabel("Your name").fill("Ada Lovelace");
  await page.getByLabel("E-mail address").fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill("Is Villa Solstice free for a week in March?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator(".form__success")).toContainText("Thank you, Ada Lovelace.");

  // A form sent by React Router in the browser: register, then sign in.
  const email = `casey.${Date.now()}@example.com`;
  const password = "mango trees by the salt pond";
  await page.goto(`${site}/register`);
  await ready(page);
  await page.getByLabel("Your name").fill("Casey Marsh");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("status").filter({ hasText: "an administrator will review your registration" })).toBeVisible();
  await page.goto(`${site}/login`);
  await ready(page);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  // nginx sends a public page from the app's file to anyone, marked private for a signed-in visitor.
  const anonymous = async () => (await page.request.get(`${site}/testimonial`, { headers: { Cookie: "" } })).headers();
  await anonymous();
  expect((await anonymous())["x-page-cache"]).toBe("file");
  const signedIn = await page.request.get(`${site}/testimonial`);
  expect(signedIn.headers()["x-page-cache"]).toBe("file");
  expect(signedIn.headers()["cache-control"]).toBe("private, no-store");

  const cookies = await page.context().cookies(site);
  expect(cookies.map((cookie) => cookie.name)).toContain("__Host-session");
  // Every cookie is Secure; all but the readable signed_in marker (which holds no secret) are HttpOnly too.
  for (const cookie of cookies) {
    if (cookie.name === "signed_in") expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: false, value: "1" });
    else expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true });
  }

  // Fingerprinted assets: compressed and cached for a year.
  const asset = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href ?? "");
  expect(asset).toContain("/assets/");
  const assetResponse = await page.request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(assetResponse.headers()["content-encoding"]).toBe("gzip");

  // The live stream's first frame arrives through the proxy at once, not when a buffer fills.
  const firstFrame = await new Promise<string>((resolve, reject) => {
    const stream = httpsRequest(`${site}/testimonial/events`, { rejectUnauthorized: false }, (answer) => {
      answer.setEncoding("utf8");
      answer.once("data", (chunk: string) => {
        resolve(chunk);
        stream.destroy();
      });
    });
    stream.on("error", reject);
    stream.setTimeout(5_000, () => reject(new Error("no event within 5 s")));
    stream.end();
  });
  expect(firstFrame).toContain("retry: ");
  expect(errors, "console errors on the page").toEqual([]);
});
