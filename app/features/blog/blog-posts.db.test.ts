import { eq, sql } from "drizzle-orm";
import { UNEXPECTED_FAILURE_MESSAGE } from "~/shared/lib/service.server";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { collectSitemapFile } from "~/features/seo/sitemap.server";
import { getDb } from "~/shared/db/client.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { removeBlog, setBlogStatus } from "./blog-admin.server";
import { createTestBlog } from "./blog-factory";
import { likedPosts, likeOnce } from "./blog-likes.server";
import { blogPosts } from "./blog-post.table";
import { loadBlogArticlePage, loadBlogListPage } from "./blog-pages.server";
import { countArticleView } from "./blog-views.server";
import { createBlog, deleteBlog, getBlogById, incrementViews, listAllBlogs, listBlogs, updateBlog } from "./blog-posts.server";
import { ST_JOHN_ARTICLE_ID, WELCOME_ARTICLE_ID } from "./builtin-articles";

const actor = { id: "00000000-0000-4000-8000-0000000000ad", email: "admin@demo.test", role: "admin" as const, status: "active" as const };
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));

describe("createBlog", () => {
  it("stores a post with the defaults for a new post and an id made from the title", async () => {
    const result = await createBlog({ title: "Buying Land on St. John", description: "Everything to check before you buy a lot: access, cistern, slope." });
    expect(result.success).toBe(true);
    const id = result.success ? result.id : "";
    expect(id).toMatch(/^buying-land-on-st-john-[a-z0-9]{6}$/);
    const found = await getBlogById(id);
    expect(found.success && found.data).toMatchObject({
      title: "Buying Land on St. John",
      author: "The Sugar Apple Realty Team",
      category: "Real Estate",
      status: "published",
      isHardcoded: false,
      views: 0,
      likes: 0,
      tags: [],
      coverImage: null,
      lastViewed: null,
    });
  });

  it("refuses bad input with a message per field and stores nothing", async () => {
    const result = await createBlog({ title: "x", description: "short", category: "Gossip" as never, tags: "a".repeat(50) });
    expect(result.success).toBe(false);
    expect(!result.success && result.fieldErrors).toMatchObject({ title: expect.any(String), description: expect.any(String), category: expect.any(String), tags: expect.any(String) });
    expect((await listAllBlogs(actor)).success && (await listAllBlogs(actor))).toMatchObject({ data: [] });
  });

  it("stores a script tag as the author wrote it (rendering makes it safe)", async () => {
    const description = "Hello <script>alert(1)</script> and [x](javascript:alert(1))";
    const result = await createBlog({ title: "Script test", description });
    const found = result.success ? await getBlogById(result.id) : null;
    expect(found?.success && found.data.description).toBe(description);
  });
});

describe("listBlogs", () => {
  it("lists only published or status-less posts, newest first by createdAt, 10 by default", async () => {
    for (let n = 1; n <= 12; n++) await createTestBlog({ id: `post-${n}`, createdAt: day(n) });
    await createTestBlog({ id: "draft-post", status: "draft", createdAt: day(20) });
    await createTestBlog({ id: "no-status", status: null, createdAt: day(15) });
    const result = await listBlogs();
    expect(result.success && result.data.map((post) => post.id)).toEqual(["no-status", "post-12", "post-11", "post-10", "post-9", "post-8", "post-7", "post-6", "post-5", "post-4"]);
    const three = await listBlogs(3);
    expect(three.success && three.data).toHaveLength(3);
    const all = await listAllBlogs(actor);
    expect(all.success && all.data[0]!.id).toBe("draft-post");
  });
});

describe("getBlogById", () => {
  it("answers Blog not found for unknown, malformed and draft ids (drafts only for the editor)", async () => {
    await createTestBlog({ id: "a-draft", status: "draft" });
    for (const id of ["nope", "../etc", "A-DRAFT", "a-draft"]) expect(await getBlogById(id)).toEqual({ success: false, error: "Blog not found", code: "not_found" });
    expect((await getBlogById("a-draft", { draftsFor: actor })).success).toBe(true);
  });
});

describe("updateBlog and deleteBlog", () => {
  it("changes only the given fields and removes a post", async () => {
    await createTestBlog({ id: "post-a", title: "Old", tags: ["one"] });
    expect(await updateBlog("post-a", { title: "New title", tags: "beach, Beach, villa" })).toEqual({ success: true, id: "post-a" });
    const updated = await getBlogById("post-a");
    expect(updated.success && updated.data).toMatchObject({ title: "New title", tags: ["beach", "villa"], category: "Real Estate", status: "published" });
    expect(await updateBlog("missing", { title: "New title" })).toEqual({ success: false, error: "Blog not found", code: "not_found" });
    expect(await deleteBlog("post-a")).toEqual({ success: true, id: "post-a" });
    expect(await deleteBlog("post-a")).toEqual({ success: false, error: "Blog not found", code: "not_found" });
  });
});

describe("incrementViews", () => {
  it("adds one view and sets lastViewed; an unknown post is only logged", async () => {
    await createTestBlog({ id: "post-v" });
    expect((await incrementViews("post-v"))?.views).toBe(1);
    expect((await incrementViews("post-v"))?.views).toBe(2);
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, "post-v"));
    expect(row!.lastViewed).toBeInstanceOf(Date);
    expect(await incrementViews("nope")).toBeNull();
  });
});

describe("likeOnce", () => {
  it("likes once per browser: the signed cookie remembers, a forged one counts for nothing", async () => {
    await createTestBlog({ id: "post-l" });
    const first = await likeOnce("post-l", null);
    expect(first.success && first.data).toMatchObject({ likes: 1, alreadyLiked: false });
    const cookie = first.success ? first.data.setCookie!.split(";")[0]! : "";
    expect(await likedPosts(cookie)).toEqual(["post-l"]);
    const again = await likeOnce("post-l", cookie);
    expect(again.success && again.data).toEqual({ likes: null, alreadyLiked: true });
    const forged = `blog_likes=${Buffer.from(JSON.stringify(["post-l"])).toString("base64")}`;
    expect(await likedPosts(forged)).toEqual([]);
    expect(await likeOnce("missing", null)).toEqual({ success: false, error: "Blog not found", code: "not_found" });
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, "post-l"));
    expect(row!.likes).toBe(1);
  });
});

describe("publishing with an audit trail", () => {
  it("unpublishes, publishes and deletes, one audit entry each", async () => {
    await createTestBlog({ id: "post-p", title: "Audited" });
    expect(await setBlogStatus(actor, "post-p", "draft")).toEqual({ success: true, id: "post-p" });
    expect((await listBlogs()).success && (await listBlogs())).toMatchObject({ data: [] });
    expect(await setBlogStatus(actor, "post-p", "published")).toEqual({ success: true, id: "post-p" });
    expect(await removeBlog(actor, "post-p")).toEqual({ success: true, id: "post-p" });
    expect(await removeBlog(actor, "post-p")).toEqual({ success: false, error: "Blog not found", code: "not_found" });
    const entries = await getDb().select().from(auditLog).orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.action, entry.subjectId, entry.actorEmail])).toEqual([
      ["blog.unpublish", "post-p", "admin@demo.test"],
      ["blog.publish", "post-p", "admin@demo.test"],
      ["blog.delete", "post-p", "admin@demo.test"],
    ]);
    expect(entries[2]!.before).toEqual({ title: "Audited", status: "published" });
  });
});

describe("the /blogs page data", () => {
  it("lists stored posts newest first, then the built-in articles, each with a cover and an excerpt", async () => {
    await createTestBlog({ id: "older", createdAt: day(1), category: "Legal" });
    await createTestBlog({ id: "newer", createdAt: day(2), status: null });
    await createTestBlog({ id: "hidden", createdAt: day(3), status: "draft" });
    const page = await loadBlogListPage();
    expect(page.cards.map((card) => card.id)).toEqual(["newer", "older", ST_JOHN_ARTICLE_ID, WELCOME_ARTICLE_ID]);
    expect(page.error).toBeNull();
    expect(page.cards[0]!.excerpt).toContain("Cruz Bay");
    for (const card of page.cards) expect(card.cover.variants.length).toBeGreaterThan(0);
  }, 60_000);

  it("when the database read fails, shows only the built-in articles and a generic error, never the database's text", async () => {
    await createTestBlog({ id: "stored" });
    await getDb().execute(sql`alter table blog_posts rename to blog_posts_away`);
    try {
      const page = await loadBlogListPage();
      expect(page.cards.map((card) => card.id)).toEqual([ST_JOHN_ARTICLE_ID, WELCOME_ARTICLE_ID]);
      expect(page.error).toBe(UNEXPECTED_FAILURE_MESSAGE);
      expectConsoleError(/listBlogs failed.*blog_posts/);
    } finally {
      await getDb().execute(sql`alter table blog_posts_away rename to blog_posts`);
    }
  }, 60_000);
});

describe("the /blog/:id page data", () => {
  it("finds a built-in article locally, reads a stored post without counting it (the page's island counts visits), and answers Blog not found otherwise", async () => {
    const builtin = await loadBlogArticlePage(ST_JOHN_ARTICLE_ID);
    expect(builtin.success && builtin.data.post.title).toBe("Getting to Know St. John");
    await createTestBlog({ id: "visited", description: "Hi <script>alert(1)</script> [x](javascript:alert(1))" });
    const visited = await loadBlogArticlePage("visited");
    expect(visited.success && visited.data.post.views).toBe(0);
    expect(visited.success && visited.data.html).toBe("<p>Hi &lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:alert(1))</p>\n");
    expect(visited.success && JSON.parse(visited.data.jsonLd)).toMatchObject({ "@type": "BlogPosting", url: expect.stringMatching(/\/blog\/visited$/) });
    expect(await loadBlogArticlePage("unknown-post")).toEqual({ success: false, error: "Blog not found" });
  }, 60_000);
});

describe("countArticleView", () => {
  it("counts a visit and answers the counts, and whether this browser already likes the post", async () => {
    await createTestBlog({ id: "counted" });
    expect(await countArticleView("counted", null, { clientAddress: "198.51.100.1" })).toEqual({ success: true, data: { views: 1, likes: 0, liked: false } });
    const like = await likeOnce("counted", null);
    const cookie = like.success ? like.data.setCookie!.split(";")[0]! : "";
    expect(await countArticleView("counted", cookie, { clientAddress: "198.51.100.1" })).toEqual({ success: true, data: { views: 2, likes: 1, liked: true } });
    expect(await countArticleView("no-such-post", null)).toEqual({ success: true, data: { views: null, likes: null, liked: false } });
    expect(await countArticleView("../x", null)).toMatchObject({ success: false, code: "not_found" });
  });

  it("stops counting a client past the page-view limit, and still answers", async () => {
    await createTestBlog({ id: "busy" });
    const now = new Date("2026-11-26T12:00:00Z");
    for (let visit = 0; visit < 60; visit += 1) await countArticleView("busy", null, { clientAddress: "203.0.113.5", now });
    expect(await countArticleView("busy", null, { clientAddress: "203.0.113.5", now })).toEqual({ success: true, data: { views: null, likes: null, liked: false } });
    expect(await countArticleView("busy", null, { clientAddress: "203.0.113.6", now })).toMatchObject({ data: { views: 61 } });
  });
});

describe("the sitemap", () => {
  it("lists the public posts and the built-in articles, not drafts", async () => {
    await createTestBlog({ id: "public-post" });
    await createTestBlog({ id: "draft-only", status: "draft" });
    const paths = ((await collectSitemapFile("pages.xml")) ?? []).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(["/blogs", "/blog/public-post", `/blog/${ST_JOHN_ARTICLE_ID}`, `/blog/${WELCOME_ARTICLE_ID}`]));
    expect(paths).not.toContain("/blog/draft-only");
  });
});
