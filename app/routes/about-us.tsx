import type { Route } from "./+types/about-us";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "About Us",
    description: "Sugar Apple Realty is an independent St. John brokerage: who we are, how we work and how we can help.",
    path: "/aboutus",
  });

export default function Page() {
  return <PageHero title="About Us" />;
}
