import { describe, expect, it } from "vitest";
import type { BlogPost } from "./blog-rules";
import { mergeBlogs } from "./merge-blogs";
import { BUILTIN_ARTICLES, ST_JOHN_ARTICLE_ID, WELCOME_ARTICLE_ID } from "./builtin-articles";

function post(id: string, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title: `Post ${id}`,
    description: "Some markdown text about the island.",
    coverImage: null,
    author: "The Sugar Apple Realty Team",
    publishedAt: "2026-01-10",
    category: "Real Estate",
    tags: [],
    isHardcoded: false,
    views: 0,
    likes: 0,
    status: "published",
    lastViewed: null,
    createdAt: "2026-01-10T12:00:00.000Z",
    updatedAt: "2026-01-10T12:00:00.000Z",
    ...overrides,
  };
}

const ids = (blogs: BlogPost[]) => blogs.map((blog) => blog.id);
const builtinIds = [ST_JOHN_ARTICLE_ID, WELCOME_ARTICLE_ID];

describe("the two built-in articles", () => {
  it("are the island guide (Lifestyle, Oct 13, 2025) and the welcome (Company News, Oct 8, 2025)", () => {
    expect(BUILTIN_ARTICLES.map(({ id, category, publishedAt, isHardcoded }) => ({ id, category, publishedAt, isHardcoded }))).toEqual([
      { id: ST_JOHN_ARTICLE_ID, category: "Lifestyle", publishedAt: "2025-10-13", isHardcoded: true },
      { id: WELCOME_ARTICLE_ID, category: "Company News", publishedAt: "2025-10-08", isHardcoded: true },
    ]);
  });
});

describe("mergeBlogs", () => {
  it("puts server posts first, keeps the first of each id, then the built-ins not already present", () => {
    const a = post("a");
    const b = post("b");
    const serverCopyOfGuide = post(ST_JOHN_ARTICLE_ID, { title: "Edited guide" });
    const merged = mergeBlogs([a, b, post("a", { title: "duplicate" }), serverCopyOfGuide]);
    expect(ids(merged)).toEqual(["a", "b", ST_JOHN_ARTICLE_ID, WELCOME_ARTICLE_ID]);
    expect(merged[0]!.title).toBe("Post a");
    expect(merged[2]!.title).toBe("Edited guide");
  });

  it("gives only the built-ins for an empty server list", () => {
    expect(ids(mergeBlogs([]))).toEqual(builtinIds);
  });
});
