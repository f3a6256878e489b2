import { describe, expect, it } from "vitest";
import type { BlogPost } from "./blog-rules";
import {
  blogFailed,
  blogReceived,
  blogReducer,
  blogRemoved,
  blogRequested,
  blogsFailed,
  blogsReceived,
  blogsRequested,
  blogUpdated,
  initialBlogState,
  loadBlogById,
  loadBlogs,
  mergeBlogs,
  runBlogStore,
  type BlogAction,
  type BlogState,
} from "./blog-state";
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
const reduce = (state: BlogState, ...actions: BlogAction[]) => actions.reduce(blogReducer, state);

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

describe("blogReducer", () => {
  it("starts with no server posts, the built-ins merged, nothing current, not loading, no error, never fetched", () => {
    expect(initialBlogState).toEqual({ storedBlogs: [], allBlogs: [...BUILTIN_ARTICLES], currentBlog: null, loading: false, error: null, lastFetch: null });
  });

  it("blogsRequested (list pending) sets loading", () => {
    expect(blogReducer(initialBlogState, blogsRequested()).loading).toBe(true);
  });

  it("blogsReceived replaces the server posts, rebuilds the merged list and records the fetch time", () => {
    const loading = reduce(initialBlogState, blogsReceived([post("old")], "2026-01-01T00:00:00.000Z"), blogsRequested());
    const state = blogReducer(loading, blogsReceived([post("x"), post("y"), post("x")], "2026-02-01T10:00:00.000Z"));
    expect(ids(state.storedBlogs)).toEqual(["x", "y", "x"]);
    expect(ids(state.allBlogs)).toEqual(["x", "y", ...builtinIds]);
    expect(state.lastFetch).toBe("2026-02-01T10:00:00.000Z");
    expect(state.loading).toBe(false);
  });

  it("blogsFailed keeps the server's message and shows only the built-in articles", () => {
    const loaded = reduce(initialBlogState, blogsReceived([post("x")], "2026-02-01T10:00:00.000Z"), blogsRequested());
    const state = blogReducer(loaded, blogsFailed("connection refused"));
    expect(state.error).toBe("connection refused");
    expect(ids(state.allBlogs)).toEqual(builtinIds);
    expect(state.loading).toBe(false);
  });

  it("blogsFailed without a message uses the fallback", () => {
    expect(blogReducer(initialBlogState, blogsFailed()).error).toBe("Failed to fetch blogs");
  });

  it("blogRequested sets loading; blogReceived makes the post current", () => {
    const pending = blogReducer(initialBlogState, blogRequested());
    expect(pending.loading).toBe(true);
    const state = blogReducer(pending, blogReceived(post("x")));
    expect(state.currentBlog?.id).toBe("x");
    expect(state.loading).toBe(false);
  });

  it("blogFailed stores the error and clears the current post", () => {
    const state = reduce(initialBlogState, blogReceived(post("x")), blogRequested(), blogFailed("Blog not found"));
    expect(state.error).toBe("Blog not found");
    expect(state.currentBlog).toBeNull();
    expect(state.loading).toBe(false);
  });

  it("blogUpdated changes the post in both lists and the current post with the same id", () => {
    const loaded = reduce(initialBlogState, blogsReceived([post("a"), post("b")], "t"), blogReceived(post("a")));
    const state = blogReducer(loaded, blogUpdated("a", { title: "Renamed", status: "draft" }));
    expect(state.storedBlogs[0]).toMatchObject({ id: "a", title: "Renamed", status: "draft" });
    expect(state.allBlogs[0]).toMatchObject({ id: "a", title: "Renamed", status: "draft" });
    expect(state.currentBlog).toMatchObject({ id: "a", title: "Renamed" });
    expect(state.storedBlogs[1]!.title).toBe("Post b");
  });

  it("blogUpdated leaves a current post with another id alone, and cannot change an id", () => {
    const loaded = reduce(initialBlogState, blogsReceived([post("a"), post("b")], "t"), blogReceived(post("b")));
    const state = blogReducer(loaded, blogUpdated("a", { title: "Renamed", ...({ id: "zzz" } as object) }));
    expect(state.currentBlog?.title).toBe("Post b");
    expect(ids(state.allBlogs)).toEqual(["a", "b", ...builtinIds]);
  });

  it("blogRemoved removes the post from both lists", () => {
    const loaded = reduce(initialBlogState, blogsReceived([post("a"), post("b")], "t"));
    const state = blogReducer(loaded, blogRemoved("a"));
    expect(ids(state.storedBlogs)).toEqual(["b"]);
    expect(ids(state.allBlogs)).toEqual(["b", ...builtinIds]);
  });

  it("blogRemoved with a built-in article's id excludes that article too", () => {
    const loaded = reduce(initialBlogState, blogsReceived([post("a")], "t"));
    const state = blogReducer(loaded, blogRemoved(WELCOME_ARTICLE_ID));
    expect(ids(state.allBlogs)).toEqual(["a", ST_JOHN_ARTICLE_ID]);
  });
});

describe("loadBlogs", () => {
  it("asks for 20 by default and merges the answer, recording the time", async () => {
    const asked: number[] = [];
    const state = await runBlogStore((dispatch) =>
      loadBlogs(
        dispatch,
        async (limit) => {
          asked.push(limit);
          return { success: true, data: [post("a")] };
        },
        undefined,
        () => new Date("2026-03-01T08:00:00.000Z"),
      ),
    );
    expect(asked).toEqual([20]);
    expect(ids(state.allBlogs)).toEqual(["a", ...builtinIds]);
    expect(state.lastFetch).toBe("2026-03-01T08:00:00.000Z");
    expect(state.error).toBeNull();
  });

  it("a failure keeps the error and only the built-ins; a throw uses the fallback message", async () => {
    const failed = await runBlogStore((dispatch) => loadBlogs(dispatch, async () => ({ success: false, error: "database unavailable" })));
    expect(failed.error).toBe("database unavailable");
    expect(ids(failed.allBlogs)).toEqual(builtinIds);
    const thrown = await runBlogStore((dispatch) =>
      loadBlogs(dispatch, async () => {
        throw new Error("network");
      }),
    );
    expect(thrown.error).toBe("Failed to fetch blogs");
    expect(thrown.loading).toBe(false);
  });
});

describe("loadBlogById", () => {
  it("finds a built-in article locally without fetching", async () => {
    let fetched = false;
    const state = await runBlogStore((dispatch) =>
      loadBlogById(dispatch, ST_JOHN_ARTICLE_ID, async () => {
        fetched = true;
        return { success: false, error: "should not be asked" };
      }),
    );
    expect(fetched).toBe(false);
    expect(state.currentBlog?.id).toBe(ST_JOHN_ARTICLE_ID);
  });

  it("fetches any other id; a failure stores the error and clears the current post", async () => {
    const found = await runBlogStore((dispatch) => loadBlogById(dispatch, "x", async (id) => ({ success: true, data: post(id) })));
    expect(found.currentBlog?.id).toBe("x");
    const missing = await runBlogStore(
      (dispatch) => loadBlogById(dispatch, "nope", async () => ({ success: false, error: "Blog not found" })),
      found,
    );
    expect(missing.error).toBe("Blog not found");
    expect(missing.currentBlog).toBeNull();
  });
});
