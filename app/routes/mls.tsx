import type { Route } from "./+types/mls";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "MLS Property Search",
    description: "Search every St. John listing: homes, land, commercial property, villas and sold history, by price, bedrooms, acreage and area.",
    path: "/mls",
  });

export default function Page() {
  return (
    <>
      <PageHero eyebrow="Search the database" title="MLS Property Search" />
      <div className="container section">
        <EmptyState title="No listings to show yet">
          <p>Listings will appear here as soon as they are published.</p>
        </EmptyState>
      </div>
    </>
  );
}
