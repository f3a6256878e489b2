import { z } from "zod";
import { safeString } from "~/shared/forms/safe-text";
import { BLOG_CATEGORIES, BLOG_DEFAULTS, BLOG_LIMITS, BLOG_MESSAGES, BLOG_STATUSES, parseTags } from "./blog-rules";
import { normalizeLineBreaks } from "~/shared/forms/text";

/**
 * The post editor's fields, checked the same way by the admin form's action
 * and the services. Tags arrive as one comma-separated field or a list.
 */
const text = (message: string) => safeString({ error: message }).trim();

const tags = z
  .union([safeString(), z.array(safeString())], { error: BLOG_MESSAGES.tags })
  .optional()
  .transform((value) => (Array.isArray(value) ? parseTags(value.join(",")) : parseTags(value ?? "")))
  .refine((list) => list.length <= BLOG_LIMITS.tagsMax && list.every((tag) => tag.length <= BLOG_LIMITS.tagMax), BLOG_MESSAGES.tags);

export const blogPostSchema = z.object({
  title: text(BLOG_MESSAGES.title).min(BLOG_LIMITS.titleMin, BLOG_MESSAGES.title).max(BLOG_LIMITS.titleMax, BLOG_MESSAGES.title),
  description: safeString({ error: BLOG_MESSAGES.description })
    .transform((value) => normalizeLineBreaks(value).trim())
    .pipe(safeString().min(BLOG_LIMITS.descriptionMin, BLOG_MESSAGES.description).max(BLOG_LIMITS.descriptionMax, BLOG_MESSAGES.description)),
  author: text(BLOG_MESSAGES.author)
    .max(BLOG_LIMITS.authorMax, BLOG_MESSAGES.author)
    .optional()
    .transform((value) => value || BLOG_DEFAULTS.author),
  category: z.enum(BLOG_CATEGORIES, { error: BLOG_MESSAGES.category }).default(BLOG_DEFAULTS.category),
  tags,
  status: z.enum(BLOG_STATUSES, { error: BLOG_MESSAGES.status }).default(BLOG_DEFAULTS.status),
  publishedAt: safeString({ error: BLOG_MESSAGES.publishedAt })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))), BLOG_MESSAGES.publishedAt),
});

export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostFields = z.output<typeof blogPostSchema>;
