import type { Route } from "./+types/sales-history";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Sales History",
    description: "Recently sold homes, land and commercial property on St. John, US Virgin Islands, with close prices and dates.",
    path: "/saleshistory",
  });

export default function Page() {
  return (
    <>
      <PageHero eyebrow="Sold on St. John" title="Sales History" />
      <div className="container section">
        <EmptyState title="No sales recorded yet">
          <p>Closed sales will be listed here, newest first, with their close price and date.</p>
        </EmptyState>
      </div>
    </>
  );
}
