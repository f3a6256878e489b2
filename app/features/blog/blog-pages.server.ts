import { largestJpegPath } from "~/features/media";
import { serializeJsonLd } from "~/shared/seo/json-ld";
import { metaDescription } from "~/shared/seo/meta-description";
import type { DescribedImage } from "~/features/media";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { coversFor } from "./blog-covers.server";
import { getBlogById, listBlogs } from "./blog-posts.server";
import { BLOG_STORE_LIMIT, type BlogCardData, type BlogPost } from "./blog-rules";
import { loadBlogById, loadBlogs, runBlogStore, type FetchAnswer } from "./blog-state";
import { markdownExcerpt, renderMarkdown } from "~/shared/markdown/render-markdown.server";

/**
 * What the public blog pages load, through the blog list state run on
 * the server: the list merges stored posts with the built-in articles, or
 * falls back to the built-ins alone and keeps the error; an article is a
 * built-in found locally first, or a stored post.
 */

export type BlogListPage = { cards: BlogCardData[]; error: string | null; lastFetch: string | null };

type ListFetcher = (limit: number) => Promise<FetchAnswer<BlogPost[]>>;

export async function loadBlogListPage(fetchList: ListFetcher = listBlogs, limit = BLOG_STORE_LIMIT): Promise<BlogListPage> {
  const state = await runBlogStore((dispatch) => loadBlogs(dispatch, fetchList, limit));
  const covers = await coversFor(state.allBlogs);
  const cards = state.allBlogs.map((post, index) => ({
    id: post.id,
    title: post.title,
    publishedAt: post.publishedAt,
    category: post.category,
    author: post.author,
    excerpt: markdownExcerpt(post.description),
    cover: covers[index]!,
  }));
  return { cards, error: state.error, lastFetch: state.lastFetch };
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
  const state = await runBlogStore((dispatch) => loadBlogById(dispatch, id, (wanted) => getBlogById(wanted)));
  const post = state.currentBlog;
  if (!post) return { success: false, error: state.error ?? "Blog not found" };
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
