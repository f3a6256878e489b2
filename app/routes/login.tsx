import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Sign in",
    description: "Agents and administrators of Sugar Apple Realty sign in here.",
    path: "/login",
    noIndex: true,
  });

export default function Page() {
  return <PageHero eyebrow="For our agents" title="Sign in" />;
}
