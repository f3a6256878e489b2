import type { Route } from "./+types/blogs";
import { loadBlogListPage } from "~/features/blog/index.server";
import { BlogCard } from "~/features/blog/components";
import type { PageHandle } from "~/features/shell";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import blogStylesHref from "~/styles/blog.css?url";
import { publicPageHeaders } from "~/shared/http/public-page";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

/**
 * /blogs: stored posts newest first (the store asks for
 * 20), then the two built-in articles. When the database cannot be read the
 * built-in articles still show, with a notice. Static: no React in the
 * browser (docs/decisions/0008).
 */
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: blogStylesHref }];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Blog",
    description: "News, guides and island life from the Sugar Apple Realty team on St. John.",
    path: "/blogs",
  });

export async function loader() {
  return loadBlogListPage();
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { cards, error } = loaderData;
  return (
    <>
      <PageHero eyebrow="Island journal" title="Blog">
        <p>Buying guides, market notes and island life from the people who sell St. John every day.</p>
      </PageHero>
      <div className="container section">
        {error ? (
          <p className="blog-list__notice" role="status">
            Some articles could not be loaded just now; please try again in a few minutes.
          </p>
        ) : null}
        {cards.length === 0 ? (
          <EmptyState title="No articles yet">
            <p>New articles from our team will appear here.</p>
          </EmptyState>
        ) : (
          <ul className="blog-list" aria-label="Articles">
            {cards.map((card, index) => (
              <li key={card.id}>
                <BlogCard card={card} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
