import { randomBytes } from "node:crypto";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { can, refuse, type Actor } from "~/shared/access/permissions";
import { slugify } from "~/features/listings";
import type { DescribedImage } from "~/features/media";
import { todayOnIsland } from "~/shared/dates/island-days";
import { getDb, type Database } from "~/shared/db/client.server";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { logger } from "~/shared/lib/logger.server";
import { fail, failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { blogPosts, type BlogPostRow } from "./blog-post.table";
import { BLOG_LIST_LIMIT, BLOG_LIST_MAX, BLOG_MESSAGES, isBlogId, type BlogPost } from "./blog-rules";
import { blogPostSchema, type BlogPostInput } from "./blog-schema";

/**
 * The blog data helpers: create, list the latest published,
 * get by id, update, delete; plus the view and like counters. Each answers
 * the result shape with the site's fixed messages ("Blog not found").
 */

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    coverImage: row.coverImage ?? null,
    author: row.author,
    publishedAt: row.publishedAt,
    category: row.category,
    tags: row.tags,
    isHardcoded: row.isHardcoded,
    views: row.views,
    likes: row.likes,
    status: row.status ?? null,
    lastViewed: row.lastViewed?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => failWith("not_found", BLOG_MESSAGES.notFound);
const isPublic = or(isNull(blogPosts.status), eq(blogPosts.status, "published"));

function invalid(error: { issues: Parameters<typeof issuesToErrors>[0] }) {
  const { fieldErrors, formError } = issuesToErrors(error.issues);
  return fail(Object.values(fieldErrors)[0] ?? formError, fieldErrors);
}

/** A new post's id: its title as a slug plus a short random suffix, e.g. "buying-land-on-st-john-k3x9q2". */
export function newBlogId(title: string): string {
  const suffix = randomBytes(6).toString("base64url").toLowerCase().replace(/[^a-z0-9]/g, "").slice(0, 6).padEnd(6, "0");
  return `${slugify(title, 60)}-${suffix}`;
}

export type CreateBlogOptions = {
  /** A fixed id (the demo posts); otherwise one is made from the title. */
  id?: string;
  coverImage?: DescribedImage | null;
  /** Back-dated demo posts. */
  createdAt?: Date;
  db?: Database;
};

/** Creates a post (spec defaults: the agency team, Real Estate, published, 0 views and likes). */
export async function createBlog(input: BlogPostInput, options: CreateBlogOptions = {}): Promise<Result<{ id: string }>> {
  const parsed = blogPostSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const id = options.id ?? newBlogId(parsed.data.title);
  if (!isBlogId(id)) return failWith("not_found", BLOG_MESSAGES.notFound);
  return runService("createBlog", { id }, async () => {
    const { publishedAt, ...fields } = parsed.data;
    const createdAt = options.createdAt ?? new Date();
    await (options.db ?? getDb())
      .insert(blogPosts)
      .values({
        id,
        ...fields,
        publishedAt: publishedAt ?? todayOnIsland(createdAt),
        coverImage: options.coverImage ?? null,
        createdAt,
        updatedAt: createdAt,
      });
    return ok({ id });
  });
}

function clampLimit(limit: number): number {
  return Math.min(Math.max(Math.trunc(limit) || BLOG_LIST_LIMIT, 1), BLOG_LIST_MAX);
}

/** The latest published (or status-less) posts, newest first by createdAt; 10 unless asked otherwise. */
export async function listBlogs(limit = BLOG_LIST_LIMIT): Promise<Result<{ data: BlogPost[] }>> {
  return runService("listBlogs", { limit }, async () => {
    const rows = await getDb().select().from(blogPosts).where(isPublic).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)).limit(clampLimit(limit));
    return ok({ data: rows.map(toBlogPost) });
  });
}

/** Every stored post, drafts too, newest first (the admin section): for those who may manage the blog. */
export async function listAllBlogs(actor: Actor, limit = BLOG_LIST_MAX): Promise<Result<{ data: BlogPost[] }>> {
  const refused = refuse(actor, "manage:blog");
  if (refused) return refused;
  return runService("listAllBlogs", { limit }, async () => {
    const rows = await getDb().select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)).limit(clampLimit(limit));
    return ok({ data: rows.map(toBlogPost) });
  });
}

/** One stored post; a draft only for someone who may manage the blog (the editor). */
export async function getBlogById(id: string, options: { draftsFor?: Actor | null } = {}): Promise<Result<{ data: BlogPost }>> {
  if (!isBlogId(id)) return notFound();
  const includeDrafts = can(options.draftsFor, "manage:blog");
  return runService("getBlogById", { id }, async () => {
    const where = includeDrafts ? eq(blogPosts.id, id) : and(eq(blogPosts.id, id), isPublic);
    const [row] = await getDb().select().from(blogPosts).where(where);
    return row ? ok({ data: toBlogPost(row) }) : notFound();
  });
}

export type BlogUpdate = Partial<BlogPostInput> & { coverImage?: DescribedImage | null };

/** Changes a post's fields; the others keep their values. */
export async function updateBlog(id: string, changes: BlogUpdate, db?: Database): Promise<Result<{ id: string }>> {
  if (!isBlogId(id)) return notFound();
  const { coverImage, ...fields } = changes;
  const parsed = blogPostSchema.partial().safeParse(fields);
  if (!parsed.success) return invalid(parsed.error);
  // Only what was given: partial() still fills defaults for absent fields.
  const given = Object.fromEntries(Object.entries(parsed.data).filter(([key]) => key in fields));
  return runService("updateBlog", { id }, async () => {
    const [row] = await (db ?? getDb())
      .update(blogPosts)
      .set({ ...given, ...(coverImage !== undefined ? { coverImage } : {}), updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    return row ? ok({ id }) : notFound();
  });
}

/** Removes a post. */
export async function deleteBlog(id: string, db?: Database): Promise<Result<{ id: string }>> {
  if (!isBlogId(id)) return notFound();
  return runService("deleteBlog", { id }, async () => {
    const [row] = await (db ?? getDb()).delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
    return row ? ok({ id }) : notFound();
  });
}

/**
 * A visit: views + 1 and lastViewed now, on a public post. Answers
 * the new count; a failure is only logged and answers null, so the page
 * shows anyway.
 */
export async function incrementViews(id: string): Promise<{ views: number; likes: number } | null> {
  try {
    const [row] = await getDb()
      .update(blogPosts)
      .set({ views: sql`${blogPosts.views} + 1`, lastViewed: new Date() })
      .where(and(eq(blogPosts.id, id), isPublic))
      .returning({ views: blogPosts.views, likes: blogPosts.likes });
    if (!row) logger.warn("Blog view not counted: no such public post", { id });
    return row ?? null;
  } catch (error) {
    logger.warn("Blog view not counted", { id, error });
    return null;
  }
}

/** One more like for a public post; answers the new count. */
export async function likeBlog(id: string): Promise<Result<{ data: { likes: number } }>> {
  if (!isBlogId(id)) return notFound();
  return runService("likeBlog", { id }, async () => {
    const [row] = await getDb()
      .update(blogPosts)
      .set({ likes: sql`${blogPosts.likes} + 1` })
      .where(and(eq(blogPosts.id, id), isPublic))
      .returning({ likes: blogPosts.likes });
    return row ? ok({ data: { likes: row.likes } }) : notFound();
  });
}
