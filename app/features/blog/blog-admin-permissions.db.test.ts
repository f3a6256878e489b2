import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forbidden } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { removeBlog, setBlogStatus } from "./blog-admin.server";
import { createTestBlog } from "./blog-factory";
import { blogPosts } from "./blog-post.table";
import { getBlogById, listAllBlogs } from "./blog-posts.server";
import { saveBlogFromForm } from "./save-blog.server";

const agent = { id: "00000000-0000-4000-8000-0000000000a7", email: "agent@example.test", role: "agent" as const, status: "active" as const };
const buyer = { ...agent, role: "buyer" as const };
const pendingAdmin = { ...agent, role: "admin" as const, status: "pending" as const };

describe("blog administration refuses anyone who does not manage the blog", () => {
  it("an agent, a buyer or a pending administrator can neither publish, unpublish, delete, save nor list drafts; the post is as it was", async () => {
    await createTestBlog({ id: "kept-post", title: "Kept", status: "published" });
    await createTestBlog({ id: "a-draft", status: "draft" });
    for (const actor of [agent, buyer, pendingAdmin]) {
      expect(await setBlogStatus(actor, "kept-post", "draft")).toEqual(forbidden());
      expect(await removeBlog(actor, "kept-post")).toEqual(forbidden());
      expect(await listAllBlogs(actor)).toEqual(forbidden());
      expect((await getBlogById("a-draft", { draftsFor: actor })).success).toBe(false);
      const form = new FormData();
      form.append("id", "kept-post");
      form.append("title", "Taken over");
      form.append("description", "A post rewritten by someone who may not write posts at all.");
      expect(await saveBlogFromForm({ ...actor, name: "Someone", emailVerified: true }, form)).toMatchObject({ success: false, status: 403 });
    }
    expect(await getDb().select({ title: blogPosts.title, status: blogPosts.status }).from(blogPosts).where(eq(blogPosts.id, "kept-post"))).toEqual([
      { title: "Kept", status: "published" },
    ]);
  });
});
