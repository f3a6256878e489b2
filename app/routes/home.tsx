import type { Route } from "./+types/home";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Sugar Apple Realty",
    description: "St. John, US Virgin Islands real estate: homes, land and villas for sale, villa rentals and local agents who know every bay.",
    path: "/",
  });

export default function Page() {
  return <PageHero title="Sugar Apple Realty" />;
}
