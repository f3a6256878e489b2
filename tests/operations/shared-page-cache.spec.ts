import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { gotoReady, signIn } from "../e2e/fixtures";
import { startApp, type AppProcess } from "./app-process";
import { createAccount } from "./scratch-database";

/**
 * Two app processes on one PostgreSQL database, each with its own page
 * cache: a change written anywhere (here by a third client, as an import
 * script would) reaches both processes' visitors at once, while unchanged
 * pages keep coming from the cache. A save through one process answers only
 * once the other has let its old page go (decision 0118).
 */
const baseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function testimonialPage(app: AppProcess) {
  const response = await fetch(`${app.url}/testimonial`, { headers: { "user-agent": "Mozilla/5.0 Chrome/140.0" } });
  return { cache: response.headers.get("x-page-cache"), html: await response.text() };
}

/** A fresh database with two app processes on it and a third client writing, as an import script would. */
async function withTwoProcesses(run: (apps: AppProcess[], writer: pg.Client, databaseUrl: string) => Promise<void>) {
  const name = `ops_cache_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const apps: AppProcess[] = [];
  const writer = new pg.Client({ connectionString: url.toString() });
  try {
    apps.push(...(await Promise.all([startApp({ DATABASE_URL: url.toString() }), startApp({ DATABASE_URL: url.toString() })])));
    await writer.connect();
    await run(apps, writer, url.toString());
  } finally {
    await writer.end().catch(() => undefined);
    await Promise.all(apps.map((app) => app.stop()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

test("a change made anywhere clears every process's page cache", async () => {
  await withTwoProcesses(async (apps, writer) => {
    for (const app of apps) {
      await testimonialPage(app);
      expect((await testimonialPage(app)).cache, "an unchanged page comes from the cache").toBe("hit");
    }

    await writer.query(`insert into reviews (name, rating, text, experience) values ('Marisol Ortega', 5, 'Closing on our Fish Bay cottage was painless.', 'purchase')`);

    for (const app of apps) {
      await expect.poll(async () => (await testimonialPage(app)).html, { message: `process on port ${app.port} shows the new review` }).toContain("Closing on our Fish Bay cottage was painless.");
      expect((await testimonialPage(app)).cache).toBe("hit");
    }
  });
});

test("a listing page rendered past the page cache shows a price changed anywhere", async () => {
  await withTwoProcesses(async (apps, writer) => {
    const { rows } = await writer.query<{ id: string }>(
      `insert into listings (kind, category, title, slug, list_price, review_status) values ('sale', 'residential', 'Fish Bay Cottage', 'fish-bay-cottage', 850000, 'approved') returning id`,
    );
    // A cookie that changes what a page shows sends the request past the page cache, as a signed-in visitor's does.
    const listingPage = async (app: AppProcess) =>
      (await fetch(`${app.url}/property/${rows[0]!.id}`, { headers: { cookie: "blog_likes=a" } })).text();
    for (const app of apps) {
      expect(await listingPage(app)).toContain("$850,000");
      expect(await listingPage(app), "read again from memory, the same").toContain("$850,000");
    }

    await writer.query(`update listings set list_price = 799000 where id = $1`, [rows[0]!.id]);

    for (const app of apps) {
      await expect.poll(() => listingPage(app), { message: `process on port ${app.port} shows the new price` }).toContain("$799,000");
    }
  });
});

test("a price an agent saves through one process is on the other process's cached page at the very next read", async ({ browser }) => {
  await withTwoProcesses(async (apps, writer, databaseUrl) => {
    const [saving, other] = apps as [AppProcess, AppProcess];
    const agent = { email: "dana@ops.test", name: "Dana Sprauve", password: "harbour-lights-2026" };
    await createAccount(databaseUrl, { ...agent, role: "agent" });
    const { rows } = await writer.query<{ id: string }>(
      `insert into listings (kind, category, title, slug, list_price, review_status, agent_id)
       select 'sale', 'residential', 'Fish Bay Cottage', 'fish-bay-cottage', 850000, 'approved', id from users where email = $1 returning id`,
      [agent.email],
    );
    const listingId = rows[0]!.id;
    const anonymousRead = async (app: AppProcess) => {
      const response = await fetch(`${app.url}/property/${listingId}`, { headers: { "user-agent": "Mozilla/5.0 Chrome/140.0" } });
      return { cache: response.headers.get("x-page-cache"), html: await response.text() };
    };
    // Until the other process holds the page: a notice still on its way from starting up (the new listing's own) may
    // clear it once more.
    let cached = await anonymousRead(other);
    await expect
      .poll(async () => (cached = await anonymousRead(other)).cache, { timeout: 10_000, message: "the other process serves the page from its cache" })
      .toBe("hit");
    expect(cached.html).toContain("$850,000");

    const page = await (await browser.newContext({ baseURL: saving.url })).newPage();
    await signIn(page, agent.email, agent.password);
    await gotoReady(page, `/agent/agentdashboard/listings/${listingId}/edit`);
    const market = page.getByRole("form", { name: "Price and status" });
    await market.getByLabel("List price (US$)").fill("799000");
    await market.getByRole("button", { name: "Update price and status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved: the new price and status are live" })).toBeVisible();

    // Read once, straight after the save's answer: no polling, the other process must already have let the old page go.
    const after = await anonymousRead(other);
    expect(after.html).toContain("$799,000");
    expect((await anonymousRead(other)).cache, "and keeps the new page for everyone after").toBe("hit");
  });
});
