import { eq } from "drizzle-orm";
import { refuse, type AuditedActor } from "~/shared/access/permissions";
import { recordAudit } from "~/features/audit/index.server";
import { getDb } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { blogPosts } from "./blog-post.table";
import { BLOG_MESSAGES, isBlogId, type BlogStatus } from "./blog-rules";

/**
 * The administrator's publishing actions, each written to the audit log in
 * the same transaction as the change it describes. Only those who may
 * manage the blog get past the first line.
 */

/** Publishes or unpublishes (draft) a post. Publishing a post for the first time keeps its date. */
export async function setBlogStatus(actor: AuditedActor, id: string, status: BlogStatus): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:blog");
  if (refused) return refused;
  if (!isBlogId(id)) return failWith("not_found", BLOG_MESSAGES.notFound);
  return runService("setBlogStatus", { id, status }, () =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select({ status: blogPosts.status, title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) return failWith("not_found", BLOG_MESSAGES.notFound);
      await tx.update(blogPosts).set({ status, updatedAt: new Date() }).where(eq(blogPosts.id, id));
      await recordAudit(
        {
          actor,
          action: status === "published" ? "blog.publish" : "blog.unpublish",
          subject: { type: "blog", id },
          before: { status: before.status, title: before.title },
          after: { status, title: before.title },
        },
        tx,
      );
      return ok({ id });
    }),
  );
}

/** Deletes a post, with an audit entry that keeps its title. */
export async function removeBlog(actor: AuditedActor, id: string): Promise<Result<{ id: string }>> {
  const refused = refuse(actor, "manage:blog");
  if (refused) return refused;
  if (!isBlogId(id)) return failWith("not_found", BLOG_MESSAGES.notFound);
  return runService("removeBlog", { id }, () =>
    getDb().transaction(async (tx) => {
      const [removed] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ title: blogPosts.title, status: blogPosts.status });
      if (!removed) return failWith("not_found", BLOG_MESSAGES.notFound);
      await recordAudit({ actor, action: "blog.delete", subject: { type: "blog", id }, before: { title: removed.title, status: removed.status }, after: null }, tx);
      return ok({ id });
    }),
  );
}
