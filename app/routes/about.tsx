import type { Route } from "./+types/about";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "About St. John",
    description: "Life on St. John, USVI: the national park, the beaches, Cruz Bay and Coral Bay, and what to know before you buy.",
    path: "/about",
  });

export default function Page() {
  return <PageHero title="About St. John" />;
}
