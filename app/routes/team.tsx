import type { Route } from "./+types/team";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

/**
 * The spec's single-segment `{token}` route: the team page. Every token shows
 * the same team, so the canonical URL is /team (no duplicate pages for search).
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Our Team",
    description: "Meet the Sugar Apple Realty agents: St. John residents who know every bay, road and neighbourhood on the island.",
    path: "/team",
  });

export default function Page() {
  return (
    <>
      <PageHero eyebrow="Sugar Apple Realty" title="Meet our team" />
      <div className="container section">
        <EmptyState title="Our agent profiles are on their way">
          <p>In the meantime, call the office or send us a message and the right agent will reply.</p>
        </EmptyState>
      </div>
    </>
  );
}
