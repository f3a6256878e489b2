import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startApp, type AppProcess } from "./app-process";

/**
 * Two app processes on one PostgreSQL database, each with its own page
 * cache: a change written anywhere (here by a third client, as an import
 * script would) reaches both processes' visitors at once, while unchanged
 * pages keep coming from the cache.
 */
const baseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function testimonialPage(app: AppProcess) {
  const response = await fetch(`${app.url}/testimonial`, { headers: { "user-agent": "Mozilla/5.0 Chrome/140.0" } });
  return { cache: response.headers.get("x-page-cache"), html: await response.text() };
}

/** A fresh database with two app processes on it and a third client writing, as an import script would. */
async function withTwoProcesses(run: (apps: AppProcess[], writer: pg.Client) => Promise<void>) {
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
    await run(apps, writer);
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
