import { shareTargets } from "~/features/listings/components";
import { type DescribedImage } from "~/features/media";
import { ResponsiveImage } from "~/features/media/components";
import { formatPostDate, type BlogPost } from "../blog-rules";

type Props = {
  post: Omit<BlogPost, "description">;
  /** Sanitized on the server (render-markdown.server.ts). */
  html: string;
  cover: DescribedImage;
  url: string;
  jsonLd: string;
  likeNotice: string | null;
};

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The article page: header, cover, the rendered markdown, tags, likes (a
 * plain POST form) and share links. The same for every visitor: the island
 * (enhance/article-island.ts) counts the visit, brings the counts up to date
 * and shows a like this browser already gave.
 */
export function BlogArticle({ post, html, cover, url, jsonLd, likeNotice }: Props) {
  return (
    <article className="blog-article">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <header className="blog-article__header">
        <div className="container">
          <p className="eyebrow">{post.category}</p>
          <h1>{post.title}</h1>
          <ul className="blog-article__meta">
            <li>
              <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            </li>
            <li>By {post.author}</li>
            {post.isHardcoded ? null : <li data-testid="blog-views" data-article-views>{count(post.views, "view", "views")}</li>}
          </ul>
        </div>
      </header>
      <div className="container section">
        <figure className="blog-article__cover">
          <ResponsiveImage image={cover} sizes="(min-width: 60rem) 960px, 100vw" priority />
        </figure>
        <div className="blog-article__body prose" dangerouslySetInnerHTML={{ __html: html }} />
        <footer className="blog-article__footer">
          {post.tags.length ? (
            <ul className="blog-article__tags" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
          {post.isHardcoded ? null : (
            <form method="post" className="blog-like" id="likes" data-article-id={post.id}>
              <p data-testid="blog-likes" data-article-likes>
                {count(post.likes, "like", "likes")}
              </p>
              <button type="submit" className="button button--ghost" aria-pressed="false">
                Like this article
              </button>
              {likeNotice === "1" ? <p role="status">Thank you!</p> : likeNotice === "again" ? <p role="status">You already like this post.</p> : null}
            </form>
          )}
          <ul className="blog-share" aria-label="Share this article">
            {shareTargets(url, post.title).map((target) => (
              <li key={target.name}>
                <a href={target.href} {...(target.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                  Share by {target.name}
                  {target.external ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </footer>
        <a className="blog-back" href="/blogs">
          ← All articles
        </a>
      </div>
    </article>
  );
}
