import type { Route } from "./+types/privacy";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Privacy Policy",
    description: "How Sugar Apple Realty collects, uses and protects the information you share with us.",
    path: "/privacy",
  });

export default function Page() {
  return <PageHero title="Privacy Policy" />;
}
