import { BLOG_LIST_MAX } from "./blog-rules";
import { listBlogs } from "./blog-posts.server";
import { mergeBlogs } from "./merge-blogs";

/** Sitemap entries for the public posts (the latest 100 stored ones) and the built-in articles. */
export async function listBlogSitemapEntries(): Promise<{ path: string; lastModified: Date; changeFrequency: "monthly"; priority: number }[]> {
  const stored = await listBlogs(BLOG_LIST_MAX);
  return mergeBlogs(stored.success ? stored.data : []).map((post) => ({
    path: `/blog/${post.id}`,
    lastModified: new Date(post.updatedAt),
    changeFrequency: "monthly",
    priority: 0.5,
  }));
}
