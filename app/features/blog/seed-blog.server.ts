import { type Database } from "~/shared/db/client.server";
import { logger } from "~/shared/lib/logger.server";
import { blogPosts } from "./blog-post.table";
import { coversFor } from "./blog-covers.server";
import { DEMO_POSTS } from "./blog-demo-posts";
import { blogPostSchema } from "./blog-schema";
import { BUILTIN_ARTICLES } from "./builtin-articles";

/**
 * The demo blog: six posts (blog-demo-posts.ts) beyond the two built-in
 * articles, each checked by the same schema as the editor. Idempotent: a
 * post whose id exists is left alone. Also starts making the covers these
 * posts and the built-ins show, in the background (start-up does not wait;
 * a page that needs one meanwhile waits for the same work, not a second copy).
 */
export async function seedDemoBlog(db: Database): Promise<number> {
  let added = 0;
  for (const { id, createdAt, ...input } of DEMO_POSTS) {
    const fields = blogPostSchema.parse(input);
    const stamp = new Date(createdAt);
    const rows = await db
      .insert(blogPosts)
      .values({ id, ...fields, publishedAt: fields.publishedAt ?? createdAt.slice(0, 10), createdAt: stamp, updatedAt: stamp })
      .onConflictDoNothing()
      .returning({ id: blogPosts.id });
    added += rows.length;
  }
  const posts = [...DEMO_POSTS.map((post) => ({ ...blogPostSchema.parse(post), id: post.id, coverImage: null })), ...BUILTIN_ARTICLES];
  void coversFor(posts).catch((error: unknown) => logger.warn("Demo blog covers could not be made yet", { error }));
  return added;
}
