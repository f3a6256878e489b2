import { largestJpegPath } from "~/features/media";
import { serializeJsonLd } from "~/shared/seo/json-ld";
import { metaDescription } from "~/shared/seo/meta-description";
import type { DescribedImage } from "~/features/media";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { coversFor } from "./blog-covers.server";
import { getBlogById, listBlogs } from "./blog-posts.server";
import { BLOG_MESSAGES, BLOG_STORE_LIMIT, type BlogCardData, type BlogPost } from "./blog-rules";
import { BUILTIN_ARTICLES, findBuiltinArticle } from "./builtin-articles";
import { mergeBlogs } from "./merge-blogs";
import { markdownExcerpt, renderMarkdown } from "~/shared/markdown/render-markdown.server";

/**
 * What the public blog pages load: the list merges stored posts with the
 * built-in articles, or, when the database cannot be read, shows the
 * built-ins alone with the failure's message; an article is a built-in found
 * locally first, or a stored post.
 */

export type BlogListPage = { cards: BlogCardData[]; error: string | null };

export async function loadBlogListPage(): Promise<BlogListPage> {
  const stored = await listBlogs(BLOG_STORE_LIMIT);
  const posts = stored.success ? mergeBlogs(stored.data) : [...BUILTIN_ARTICLES];
  const covers = await coversFor(posts);
  const cards = posts.map((post, index) => ({
    id: post.id,
    title: post.title,
    publishedAt: post.publishedAt,
    category: post.category,
    author: post.author,
    excerpt: markdownExcerpt(post.description),
    cover: covers[index]!,
  }));
  return { cards, error: stored.success ? null : stored.error };
}

export type BlogArticlePage = {
  post: Omit<BlogPost, "description">;
  html: string;
  cover: DescribedImage;
  url: string;
  summary: string;
  jsonLd: string;
};

function articleJsonLd(post: BlogPost, url: string, origin: string, imagePath: string | undefined, summary: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: summary,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "RealEstateAgent", name: site.name, url: origin },
    mainEntityOfPage: url,
    url,
    ...(imagePath ? { image: `${origin}${imagePath}` } : {}),
    articleSection: post.category,
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
  };
}

/**
 * An article, or the store's error ("Blog not found") when there is none to
 * show. The same for every visitor, so the page cache keeps it: a visit is
 * counted by the page's island (countArticleView), not here.
 */
export async function loadBlogArticlePage(id: string): Promise<{ success: true; data: BlogArticlePage } | { success: false; error: string }> {
  const builtin = findBuiltinArticle(id);
  const stored = builtin ? null : await getBlogById(id);
  const post = builtin ?? (stored?.success ? stored.data : null);
  if (!post) return { success: false, error: (stored && !stored.success && stored.error) || BLOG_MESSAGES.notFound };
  const origin = getConfig().publicUrl;
  const url = `${origin}/blog/${post.id}`;
  const [cover] = await coversFor([post]);
  const summary = metaDescription(markdownExcerpt(post.description, 300), post.title);
  const { description, ...rest } = post;
  return {
    success: true,
    data: {
      post: rest,
      html: renderMarkdown(description),
      cover: cover!,
      url,
      summary,
      jsonLd: serializeJsonLd(articleJsonLd(post, url, origin, largestJpegPath(cover), summary)),
    },
  };
}
