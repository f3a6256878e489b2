import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { DescribedImage } from "~/features/media";
import type { BlogStatus } from "./blog-rules";

/**
 * Blog posts. The id is text: stored posts get a slug of their
 * title plus a short random suffix, and the two built-in articles, which
 * live in code (builtin-articles.ts), have word ids such as
 * "getting-to-know-st-john". Status null means a post stored without one,
 * listed like a published post.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    /** Markdown, rendered sanitized on the server. */
    description: text("description").notNull(),
    /** The processed cover image (media pipeline variants + alt text); null: the cover rule picks one. */
    coverImage: jsonb("cover_image").$type<DescribedImage | null>(),
    author: text("author").notNull().default("The Sugar Apple Realty Team"),
    publishedAt: date("published_at", { mode: "string" }).notNull().default(sql`current_date`),
    category: text("category").notNull().default("Real Estate"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    isHardcoded: boolean("is_hardcoded").notNull().default(false),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    status: text("status").$type<BlogStatus>().default("published"),
    lastViewed: timestamp("last_viewed", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("blog_posts_id_format", sql`${table.id} ~ '^[a-z0-9][a-z0-9-]{0,99}$'`),
    check("blog_posts_status", sql`${table.status} is null or ${table.status} in ('published', 'draft')`),
    check("blog_posts_counters", sql`${table.views} >= 0 and ${table.likes} >= 0`),
    // The public list: published or status-less, newest first.
    index("blog_posts_public_created_idx")
      .on(sql`${table.createdAt} desc`)
      .where(sql`${table.status} is null or ${table.status} = 'published'`),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
