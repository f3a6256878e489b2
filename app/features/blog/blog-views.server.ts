import { RATE_LIMITS } from "~/features/rate-limits";
import { checkRateLimit, clientKey } from "~/features/rate-limits/index.server";
import { getDb } from "~/shared/db/client.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { likedPosts } from "./blog-likes.server";
import { incrementViews } from "./blog-posts.server";
import { BLOG_MESSAGES, isBlogId } from "./blog-rules";

/** What an article's island learns when its visit is counted: the counts to show and whether this browser likes the post. */
export type ArticleVisit = { views: number | null; likes: number | null; liked: boolean };

/**
 * Counts one visit of a stored post (views and lastViewed), as the page's
 * island reports it: the article page is the same for every visitor and
 * served from the page cache, so its render cannot count. A client past the
 * page-view limit is answered without being counted; a failure to count is
 * only logged (incrementViews). Also answers whether this browser already
 * likes the post (its signed like cookie), which the cached page cannot show.
 */
export async function countArticleView(id: string, cookieHeader: string | null, context: { clientAddress?: string; now?: Date } = {}): Promise<Result<{ data: ArticleVisit }>> {
  if (!isBlogId(id)) return failWith("not_found", BLOG_MESSAGES.notFound);
  return runService("countArticleView", { id }, async () => {
    const liked = (await likedPosts(cookieHeader)).includes(id);
    const limit = await checkRateLimit(getDb(), { key: clientKey("blog-view", context.clientAddress), ...RATE_LIMITS.pageViewsPerClient, now: context.now });
    const counts = limit.allowed ? await incrementViews(id) : null;
    return ok({ data: { views: counts?.views ?? null, likes: counts?.likes ?? null, liked } });
  });
}
