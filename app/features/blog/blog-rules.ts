import type { DescribedImage } from "~/features/media";
import { formatShortDate } from "~/shared/dates/format-dates";

/**
 * The blog's plain rules: categories, statuses, limits and
 * messages, and the post shape pages and the admin list share. No zod and no
 * server imports, so the browser can use it as is.
 */

/** The twelve blog categories, each with a cover image of its own. */
export const BLOG_CATEGORIES = [
  "Company News",
  "Real Estate",
  "Market Analysis",
  "Buying Guide",
  "Property Management",
  "Lifestyle",
  "Events",
  "Finance",
  "Investment",
  "Technology",
  "Education",
  "Legal",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const BLOG_STATUSES = ["published", "draft"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Defaults for a new post. */
export const BLOG_DEFAULTS = {
  author: "The Sugar Apple Realty Team",
  category: "Real Estate" satisfies BlogCategory,
  status: "published" satisfies BlogStatus,
} as const;

/** The default page size of the blog list, in the data helpers and the store alike. */
export const BLOG_LIST_LIMIT = 10;
export const BLOG_STORE_LIMIT = 20;
/** The most any list call returns. */
export const BLOG_LIST_MAX = 100;

export const BLOG_LIMITS = {
  titleMin: 3,
  titleMax: 160,
  descriptionMin: 20,
  /** Markdown; far below the 1 MB body limit. */
  descriptionMax: 60_000,
  authorMax: 80,
  tagsMax: 12,
  tagMax: 40,
} as const;

export const BLOG_MESSAGES = {
  notFound: "Blog not found",
  title: `Give the post a title of ${BLOG_LIMITS.titleMin} to ${BLOG_LIMITS.titleMax} characters`,
  description: `Write the post: ${BLOG_LIMITS.descriptionMin} to ${BLOG_LIMITS.descriptionMax.toLocaleString("en-US")} characters of markdown`,
  author: `The author's name can be at most ${BLOG_LIMITS.authorMax} characters`,
  category: "Choose one of the categories",
  status: "Choose published or draft",
  tags: `Up to ${BLOG_LIMITS.tagsMax} tags of at most ${BLOG_LIMITS.tagMax} characters each, separated by commas`,
  publishedAt: "Enter the publication date as YYYY-MM-DD",
  alreadyLiked: "You already like this post",
} as const;

/** Post ids: URL-safe, lower case (built-in ids are words like "getting-to-know-st-john"). */
export const BLOG_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function isBlogId(value: unknown): value is string {
  return typeof value === "string" && BLOG_ID_PATTERN.test(value);
}

/** A post as pages and the admin list hold it: plain data, dates as ISO strings. */
export type BlogPost = {
  id: string;
  title: string;
  /** Markdown. */
  description: string;
  coverImage: DescribedImage | null;
  author: string;
  /** The publication day, YYYY-MM-DD (shown as a short date). */
  publishedAt: string;
  category: string;
  tags: string[];
  /** True for the two articles that ship with the site. */
  isHardcoded: boolean;
  views: number;
  likes: number;
  /** null: a post stored without a status, listed like a published one. */
  status: BlogStatus | null;
  lastViewed: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A post in the public list: what a card shows. */
export type BlogCardData = Pick<BlogPost, "id" | "title" | "publishedAt" | "category" | "author"> & { excerpt: string; cover: DescribedImage };

/** Only published or status-less posts are public. */
export function isPublicPost(post: Pick<BlogPost, "status">): boolean {
  return post.status === null || post.status === "published";
}

/** "Oct 13, 2025" from "2025-10-13" (the day as stored, whatever the reader's zone). */
export function formatPostDate(day: string): string {
  return formatShortDate(day.slice(0, 10)) || day;
}

/** The tags typed into one comma-separated field: trimmed, no empties, no repeats (case-insensitive). */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** Where an article's island reports its visit (POST; answers an ArticleVisit as JSON). */
export function articleViewPath(id: string): string {
  return `/blog/${encodeURIComponent(id)}/view`;
}
