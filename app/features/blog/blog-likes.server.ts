import { createCookie } from "react-router";
import { getConfig } from "~/shared/config/env.server";
import { failWith, ok, type Result } from "~/shared/lib/result";
import { BLOG_MESSAGES, isBlogId } from "./blog-rules";
import { likeBlog } from "./blog-posts.server";

/**
 * One like per visitor and post, without accounts: the posts a browser has
 * liked travel in a signed cookie (HMAC with the app's secret), so a
 * repeated click, or a forged cookie, adds nothing. Clearing cookies allows
 * another like; for a brokerage blog's counter that is enough
 * (docs/decisions/0018-blog.md).
 */
/** About 40 ids keep the cookie well under the browsers’ 4 KB. */
const MAX_REMEMBERED = 40;

function likesCookie() {
  const config = getConfig();
  return createCookie("blog_likes", {
    path: "/blog",
    httpOnly: true,
    sameSite: "lax",
    secure: config.servedOverHttps,
    maxAge: 60 * 60 * 24 * 365,
    secrets: [`blog-likes:${config.sessionSecret}`],
  });
}

/** The post ids this browser has liked (empty when the cookie is missing, tampered with or malformed). */
export async function likedPosts(cookieHeader: string | null): Promise<string[]> {
  const value: unknown = await likesCookie().parse(cookieHeader);
  return Array.isArray(value) ? value.filter(isBlogId) : [];
}

export type LikeAnswer = { likes: number | null; alreadyLiked: boolean; setCookie?: string };

/** Likes the post once for this browser: answers the count and the cookie to send, or that it was liked before. */
export async function likeOnce(id: string, cookieHeader: string | null): Promise<Result<{ data: LikeAnswer }>> {
  if (!isBlogId(id)) return failWith("not_found", BLOG_MESSAGES.notFound);
  const liked = await likedPosts(cookieHeader);
  if (liked.includes(id)) return ok({ data: { likes: null, alreadyLiked: true } });
  const result = await likeBlog(id);
  if (!result.success) return result;
  const setCookie = await likesCookie().serialize([id, ...liked].slice(0, MAX_REMEMBERED));
  return ok({ data: { likes: result.data.likes, alreadyLiked: false, setCookie } });
}
