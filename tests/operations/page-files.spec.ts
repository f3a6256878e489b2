import { expect, test } from "@playwright/test";
import pg from "pg";
import { gotoReady, signIn } from "../e2e/fixtures";
import { freePort, startApp, type AppProcess } from "./app-process";
import { pageFilesFolder, requireNginx, startNginx } from "./nginx";
import { createAccount, withScratchDatabase } from "./scratch-database";

/**
 * The deployment guide's nginx sending public pages from the files the app
 * writes (PAGE_FILES_DIR), in front of two app processes on one PostgreSQL
 * database: nginx answers a stored page itself (`X-Page-Cache: file`, a
 * header only nginx's configuration sends), campaign links included, to
 * signed-in visitors too (marked private, their own parts filled in), and a
 * change saved through the site is on the very next request.
 */
test("nginx sends public pages from the app's files, and a saved change is on the next request", async ({ browser }) => {
  requireNginx();
  await withScratchDatabase("ops_files", async (databaseUrl) => {
    const pages = pageFilesFolder();
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    const site = `https://localhost:${httpsPort}`;
    let app: AppProcess | undefined;
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
    const writer = new pg.Client({ connectionString: databaseUrl });
    try {
      app = await startApp({ DATABASE_URL: databaseUrl, WEB_CONCURRENCY: "2", PUBLIC_URL: site, TRUST_PROXY: "1", PAGE_FILES_DIR: pages.dir });
      nginx = await startNginx({ httpPort, httpsPort, appPort: app.port, pagesDir: pages.dir });
      const agent = { email: "dana@ops.test", name: "Dana Sprauve", password: "harbour-lights-2026" };
      await createAccount(databaseUrl, { ...agent, role: "agent" });
      await writer.connect();
      const { rows } = await writer.query<{ id: string }>(
        `insert into listings (kind, category, title, slug, list_price, review_status, agent_id)
         select 'sale', 'residential', 'Fish Bay Cottage', 'fish-bay-cottage', 850000, 'approved', id from users where email = $1 returning id`,
        [agent.email],
      );
      const listing = `/property/${rows[0]!.id}`;
      const anonymous = await browser.newContext({ baseURL: site, ignoreHTTPSErrors: true });
      const read = async (address: string) => {
        const response = await anonymous.request.get(address, { headers: { "accept-encoding": "br" } });
        return { cache: response.headers()["x-page-cache"], headers: response.headers(), html: await response.text() };
      };

      // Rendered once by the app (either process), then sent by nginx from the file the app wrote.
      await expect.poll(async () => (await read(listing)).cache, { message: "nginx sends the listing from its file" }).toBe("file");
      const fromFile = await read(listing);
      expect(fromFile.html).toContain("$850,000");
      expect(fromFile.headers["content-encoding"]).toBe("br");
      expect(fromFile.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(fromFile.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
      expect(fromFile.headers["content-security-policy"]).toContain("script-src 'self';");
      expect(fromFile.headers["strict-transport-security"]).toContain("max-age=");
      expect(fromFile.headers["vary"]).toBe("Accept-Encoding");
      // The home page's file is `/.html`, a name nginx gives no extension: it is still sent as HTML.
      await expect.poll(async () => (await read("/")).cache, { message: "nginx sends the home page from its file" }).toBe("file");
      expect((await read("/")).headers["content-type"]).toBe("text/html; charset=utf-8");
      expect((await read(`${listing}?utm_source=newsletter&fbclid=abc`)).cache, "a campaign link reads the same file").toBe("file");
      expect((await read(`${listing}?x=1`)).cache, "another query goes to the app").not.toBe("file");

      // Signed in: the same file, private, and the visitor's own parts from /session.json.
      const page = await (await browser.newContext({ baseURL: site, ignoreHTTPSErrors: true })).newPage();
      await signIn(page, agent.email, agent.password);
      const signedInView = await page.goto(listing);
      expect(signedInView?.headers()["x-page-cache"]).toBe("file");
      expect(signedInView?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.locator("body")).toHaveAttribute("data-session-email", agent.email);

      // A price saved through the site: the very next anonymous request, without polling, shows it.
      await gotoReady(page, `/agent/agentdashboard/listings/${rows[0]!.id}/edit`);
      const market = page.getByRole("form", { name: "Price and status" });
      await market.getByLabel("List price (US$)").fill("799000");
      await market.getByRole("button", { name: "Update price and status" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Saved: the new price and status are live" })).toBeVisible();
      const after = await read(listing);
      expect(after.html).toContain("$799,000");
      expect(after.cache).not.toBe("file");
      await expect.poll(async () => (await read(listing)).cache, { message: "and nginx sends the new page from its file after" }).toBe("file");
      expect((await read(listing)).html).toContain("$799,000");
    } finally {
      await writer.end().catch(() => undefined);
      await nginx?.stop();
      await app?.stop();
      pages.remove();
    }
  });
});
