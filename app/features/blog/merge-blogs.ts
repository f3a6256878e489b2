import type { BlogPost } from "./blog-rules";
import { BUILTIN_ARTICLES } from "./builtin-articles";

/**
 * The public list of posts: the stored posts first (the first of each id
 * wins), then the built-in articles the database did not already answer, so
 * a stored post with a built-in's id replaces it.
 */
export function mergeBlogs(stored: readonly BlogPost[], builtins: readonly BlogPost[] = BUILTIN_ARTICLES): BlogPost[] {
  const seen = new Set<string>();
  const merged: BlogPost[] = [];
  for (const blog of [...stored, ...builtins]) {
    if (seen.has(blog.id)) continue;
    seen.add(blog.id);
    merged.push(blog);
  }
  return merged;
}
