import { BLOG_MESSAGES, BLOG_STORE_LIMIT, type BlogPost } from "./blog-rules";
import { BUILTIN_ARTICLES, findBuiltinArticle } from "./builtin-articles";

/**
 * The blog list state: the posts read from the server, the merged
 * list (server posts, then the built-in articles), the current post, and the
 * loading, error and fetch-time state. A pure reducer with no React or
 * server imports: the /blogs and /blog/:id loaders run it on the server, the
 * admin section in the browser.
 */
export type BlogState = {
  /** The posts stored in the database, as the server answered them. */
  storedBlogs: BlogPost[];
  /** Server posts first, de-duplicated by id, then the built-in articles not already present. */
  allBlogs: BlogPost[];
  currentBlog: BlogPost | null;
  loading: boolean;
  error: string | null;
  /** When the list was last fetched (ISO timestamp). */
  lastFetch: string | null;
};

/** The message when a list or post fetch fails without any text from the server. */
export const BLOGS_FETCH_FALLBACK = "Failed to fetch blogs";

export const initialBlogState: BlogState = {
  storedBlogs: [],
  allBlogs: [...BUILTIN_ARTICLES],
  currentBlog: null,
  loading: false,
  error: null,
  lastFetch: null,
};

export type BlogChanges = Partial<Omit<BlogPost, "id">>;

export type BlogAction =
  | { type: "blogsRequested" }
  | { type: "blogsReceived"; blogs: BlogPost[]; fetchedAt: string }
  | { type: "blogsFailed"; message?: string | null }
  | { type: "blogRequested" }
  | { type: "blogReceived"; blog: BlogPost }
  | { type: "blogFailed"; message?: string | null }
  | { type: "blogUpdated"; id: string; changes: BlogChanges }
  | { type: "blogRemoved"; id: string };

export const blogsRequested = (): BlogAction => ({ type: "blogsRequested" });
export const blogsReceived = (blogs: BlogPost[], fetchedAt = new Date().toISOString()): BlogAction => ({ type: "blogsReceived", blogs, fetchedAt });
export const blogsFailed = (message?: string | null): BlogAction => ({ type: "blogsFailed", message });
export const blogRequested = (): BlogAction => ({ type: "blogRequested" });
export const blogReceived = (blog: BlogPost): BlogAction => ({ type: "blogReceived", blog });
export const blogFailed = (message?: string | null): BlogAction => ({ type: "blogFailed", message });
export const blogUpdated = (id: string, changes: BlogChanges): BlogAction => ({ type: "blogUpdated", id, changes });
export const blogRemoved = (id: string): BlogAction => ({ type: "blogRemoved", id });

/** Server posts first (the first of each id wins), then the built-in articles the server did not already answer. */
export function mergeBlogs(serverBlogs: readonly BlogPost[], builtins: readonly BlogPost[] = BUILTIN_ARTICLES): BlogPost[] {
  const seen = new Set<string>();
  const merged: BlogPost[] = [];
  for (const blog of [...serverBlogs, ...builtins]) {
    if (seen.has(blog.id)) continue;
    seen.add(blog.id);
    merged.push(blog);
  }
  return merged;
}

function withChanges(blog: BlogPost, id: string, changes: BlogChanges): BlogPost {
  return blog.id === id ? { ...blog, ...changes, id } : blog;
}

export function blogReducer(state: BlogState, action: BlogAction): BlogState {
  switch (action.type) {
    case "blogsRequested":
      return { ...state, loading: true };
    case "blogsReceived":
      return { ...state, loading: false, storedBlogs: action.blogs, allBlogs: mergeBlogs(action.blogs), lastFetch: action.fetchedAt };
    case "blogsFailed":
      return { ...state, loading: false, error: action.message || BLOGS_FETCH_FALLBACK, allBlogs: [...BUILTIN_ARTICLES] };
    case "blogRequested":
      return { ...state, loading: true };
    case "blogReceived":
      return { ...state, loading: false, currentBlog: action.blog };
    case "blogFailed":
      return { ...state, loading: false, error: action.message || BLOG_MESSAGES.notFound, currentBlog: null };
    case "blogUpdated":
      return {
        ...state,
        storedBlogs: state.storedBlogs.map((blog) => withChanges(blog, action.id, action.changes)),
        allBlogs: state.allBlogs.map((blog) => withChanges(blog, action.id, action.changes)),
        currentBlog: state.currentBlog ? withChanges(state.currentBlog, action.id, action.changes) : null,
      };
    case "blogRemoved":
      // allBlogs holds the built-in articles too, so one with this id goes as well.
      return {
        ...state,
        storedBlogs: state.storedBlogs.filter((blog) => blog.id !== action.id),
        allBlogs: state.allBlogs.filter((blog) => blog.id !== action.id),
      };
  }
}

/** What a list or post fetch answers (success, data, error). */
export type FetchAnswer<T> = { success: true; data: T } | { success: false; error?: string };

/**
 * The blog list fetch: requested, then the list (limit default 20);
 * success merges, failure keeps the message and falls back to the built-in
 * articles. A throw counts as a failure with the fallback message.
 */
export async function loadBlogs(
  dispatch: (action: BlogAction) => void,
  fetchList: (limit: number) => Promise<FetchAnswer<BlogPost[]>>,
  limit = BLOG_STORE_LIMIT,
  now: () => Date = () => new Date(),
): Promise<void> {
  dispatch(blogsRequested());
  try {
    const answer = await fetchList(limit);
    dispatch(answer.success ? blogsReceived(answer.data, now().toISOString()) : blogsFailed(answer.error));
  } catch {
    dispatch(blogsFailed());
  }
}

/** A blog post by id: a built-in article is found locally first, anything else is fetched. */
export async function loadBlogById(
  dispatch: (action: BlogAction) => void,
  id: string,
  fetchOne: (id: string) => Promise<FetchAnswer<BlogPost>>,
): Promise<void> {
  dispatch(blogRequested());
  const builtin = findBuiltinArticle(id);
  if (builtin) {
    dispatch(blogReceived(builtin));
    return;
  }
  try {
    const answer = await fetchOne(id);
    dispatch(answer.success ? blogReceived(answer.data) : blogFailed(answer.error));
  } catch {
    dispatch(blogFailed());
  }
}

/** Runs a load against a fresh state and answers the state it ends in (the server loaders' use). */
export async function runBlogStore(load: (dispatch: (action: BlogAction) => void) => Promise<void>, state: BlogState = initialBlogState): Promise<BlogState> {
  let current = state;
  await load((action) => {
    current = blogReducer(current, action);
  });
  return current;
}
