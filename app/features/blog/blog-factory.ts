import { getDb } from "~/shared/db/client.server";
import { blogPosts, type BlogPostRow } from "./blog-post.table";

/** Test data: a blog post row written straight to the table (published unless overridden). */
let sequence = 0;

export async function createTestBlog(overrides: Partial<typeof blogPosts.$inferInsert> = {}): Promise<BlogPostRow> {
  sequence += 1;
  const [row] = await getDb()
    .insert(blogPosts)
    .values({
      id: `test-post-${sequence}`,
      title: `Test post ${sequence}`,
      description: "A test post about Cruz Bay and the north shore beaches.",
      category: "Real Estate",
      ...overrides,
    })
    .returning();
  return row!;
}
