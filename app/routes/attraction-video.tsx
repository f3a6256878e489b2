import type { Route } from "./+types/attraction-video";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "St. John Attraction Videos",
    description: "Short films of St. John's beaches, trails and bays: Trunk Bay, Cinnamon Bay, Ram Head and more.",
    path: "/attraction/video",
  });

export default function Page() {
  return (
    <>
      <PageHero eyebrow="See the island" title="St. John Attraction Videos" />
      <div className="container section">
        <EmptyState title="No videos yet">
          <p>Island videos will appear here soon.</p>
        </EmptyState>
      </div>
    </>
  );
}
