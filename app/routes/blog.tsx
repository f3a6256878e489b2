import { isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/blog";
import { likeOnce, loadBlogArticlePage } from "~/features/blog/index.server";
import { BLOG_MESSAGES } from "~/features/blog";
import { BlogArticle } from "~/features/blog/components";
import { largestJpegPath } from "~/features/media";
import type { PageHandle } from "~/features/shell";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { NotFound } from "~/shared/ui/not-found";
import blogStylesHref from "~/styles/blog.css?url";
import { throwFailure } from "~/shared/http/failure-status";
import { publicPageReading } from "~/shared/http/public-page";
import articleScriptHref from "~/features/blog/enhance/article-script.ts?worker&url";

/**
 * /blog/:id: a built-in article or a published post, rendered from markdown
 * on the server, the same for every visitor (the page cache keeps it); the
 * page's island counts a stored post's visit and shows this browser's like.
 * The like button is a plain POST form (one like per browser), back to
 * `?liked=1` (or `again`). Unknown ids: "Blog not found" and a 404. No React
 * in the browser.
 */
export const handle: PageHandle = { hydrate: false, scripts: [articleScriptHref] };

export const headers = publicPageReading(["liked"]);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: blogStylesHref }];

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) return [{ title: `${BLOG_MESSAGES.notFound} | Sugar Apple Realty` }, { name: "robots", content: "noindex" }];
  const { post, summary, cover } = loaderData;
  return pageMeta(originFrom(matches), { title: post.title, description: summary, path: `/blog/${post.id}`, type: "article", image: largestJpegPath(cover) });
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const result = await loadBlogArticlePage(params.id);
  // The article page reports no code: a failure means the article is not there.
  if (!result.success) throwFailure({ code: "not_found" }, { body: { message: result.error } });
  return { ...result.data, likeNotice: new URL(request.url).searchParams.get("liked") };
}

/** The like form: one like per browser and post, then back to the article. */
export async function action({ params, request }: Route.ActionArgs) {
  const result = await likeOnce(params.id, request.headers.get("Cookie"));
  if (!result.success) throwFailure(result, { body: { message: result.error } });
  const { alreadyLiked, setCookie } = result.data;
  throw redirect(`/blog/${params.id}?liked=${alreadyLiked ? "again" : "1"}#likes`, {
    status: 303,
    headers: setCookie ? { "Set-Cookie": setCookie } : undefined,
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BlogArticle {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <NotFound what="article" />
        <p className="container" role="status">
          {BLOG_MESSAGES.notFound}. <a href="/blogs">See all articles</a>.
        </p>
      </>
    );
  }
  throw error;
}
