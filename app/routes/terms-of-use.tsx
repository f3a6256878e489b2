import type { Route } from "./+types/terms-of-use";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Terms of Use",
    description: "The terms that apply when you use the Sugar Apple Realty website.",
    path: "/termuse",
  });

export default function Page() {
  return <PageHero title="Terms of Use" />;
}
