import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Register as an agent",
    description: "Agents and administrators of Sugar Apple Realty sign in here.",
    path: "/register",
    noIndex: true,
  });

export default function Page() {
  return <PageHero eyebrow="For our agents" title="Register as an agent" />;
}
