import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { loadBlogListPage } from "./blog-pages.server";
import { DEMO_POSTS } from "./blog-demo-posts";
import { ST_JOHN_ARTICLE_ID, WELCOME_ARTICLE_ID } from "./builtin-articles";
import { seedDemoBlog } from "./seed-blog.server";

describe("seedDemoBlog", () => {
  it("adds six posts once; /blogs then lists them newest first, then the two built-in articles", async () => {
    expect(await seedDemoBlog(getDb())).toBe(6);
    expect(await seedDemoBlog(getDb())).toBe(0);
    const page = await loadBlogListPage();
    expect(page.cards.map((card) => card.id)).toEqual([...DEMO_POSTS.map((post) => post.id), ST_JOHN_ARTICLE_ID, WELCOME_ARTICLE_ID]);
    const dates = page.cards.map((card) => card.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  }, 120_000);
});
