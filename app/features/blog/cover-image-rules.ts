import type { DescribedImage } from "~/features/media";
import { BLOG_CATEGORIES, type BlogCategory, type BlogPost } from "./blog-rules";
import { ST_JOHN_ARTICLE_ID, WELCOME_ARTICLE_ID } from "./builtin-articles";

/**
 * Which cover a post shows, in this order: its stored cover image;
 * a fixed image for known post ids; the image of its category; a keyword in
 * its title; a keyword in its tags; a keyword in the first 200 characters of
 * its description; finally the default. The images themselves are drawn
 * and stored by blog-covers.server.ts; this file only names them.
 */

export type KeywordCover = "beach" | "villa" | "land" | "condo" | "sunset" | "harbour" | "hiking" | "home" | "town";
export type CoverName = `category:${BlogCategory}` | `post:${string}` | `keyword:${KeywordCover}` | "default";

/** Fixed images for the built-in articles. */
export const POST_COVERS: Readonly<Record<string, CoverName>> = {
  [WELCOME_ARTICLE_ID]: `post:${WELCOME_ARTICLE_ID}`,
  [ST_JOHN_ARTICLE_ID]: `post:${ST_JOHN_ARTICLE_ID}`,
};

/** Keywords, checked in this order; whole words, case-insensitive, plurals included. */
export const COVER_KEYWORDS: readonly [KeywordCover, RegExp][] = [
  ["beach", /\b(beach(es)?|snorkel(l?ing)?|swim(ming)?|reefs?|bays?)\b/i],
  ["villa", /\b(villas?|vacation rentals?|holiday rentals?|rentals?)\b/i],
  ["land", /\b(land|lots?|parcels?|acres?|build(ing)?|construction)\b/i],
  ["condo", /\b(condos?|condominiums?|apartments?)\b/i],
  ["sunset", /\b(sunsets?|evenings?)\b/i],
  ["harbour", /\b(boats?|sail(ing)?|harbou?rs?|marinas?|ferry|ferries|moorings?)\b/i],
  ["hiking", /\b(hik(e|es|ing)|trails?|national park|nature)\b/i],
  ["home", /\b(homes?|houses?|cottages?)\b/i],
  ["town", /\b(town|cruz bay|coral bay|shops?|shopping|restaurants?|dining)\b/i],
];

export const DESCRIPTION_WINDOW = 200;

export type CoverStep = "stored" | "post" | "category" | "title" | "tags" | "description" | "default";
export type CoverChoice = { step: "stored"; image: DescribedImage } | { step: Exclude<CoverStep, "stored">; name: CoverName };

function keywordIn(text: string): KeywordCover | null {
  for (const [name, pattern] of COVER_KEYWORDS) if (pattern.test(text)) return name;
  return null;
}

function categoryOf(category: string): BlogCategory | null {
  const wanted = category.trim().toLowerCase();
  return BLOG_CATEGORIES.find((known) => known.toLowerCase() === wanted) ?? null;
}

export function chooseCover(post: Pick<BlogPost, "id" | "coverImage" | "category" | "title" | "tags" | "description">): CoverChoice {
  if (post.coverImage) return { step: "stored", image: post.coverImage };
  const fixed = POST_COVERS[post.id];
  if (fixed) return { step: "post", name: fixed };
  const category = categoryOf(post.category);
  if (category) return { step: "category", name: `category:${category}` };
  const inTitle = keywordIn(post.title);
  if (inTitle) return { step: "title", name: `keyword:${inTitle}` };
  for (const tag of post.tags) {
    const inTag = keywordIn(tag);
    if (inTag) return { step: "tags", name: `keyword:${inTag}` };
  }
  const inDescription = keywordIn(post.description.slice(0, DESCRIPTION_WINDOW));
  if (inDescription) return { step: "description", name: `keyword:${inDescription}` };
  return { step: "default", name: "default" };
}

/** Every image the rule can name (for generating them all). */
export const ALL_COVER_NAMES: readonly CoverName[] = [
  ...Object.values(POST_COVERS),
  ...BLOG_CATEGORIES.map((category) => `category:${category}` as const),
  ...COVER_KEYWORDS.map(([name]) => `keyword:${name}` as const),
  "default",
];
