import type { Route } from "./+types/blogs";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Blog",
    description: "News, guides and island life from the Sugar Apple Realty team on St. John.",
    path: "/blogs",
  });

export default function Page() {
  return (
    <>
      <PageHero eyebrow="Island journal" title="Blog" />
      <div className="container section">
        <EmptyState title="No articles yet">
          <p>New articles from our team will appear here.</p>
        </EmptyState>
      </div>
    </>
  );
}
