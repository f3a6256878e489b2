import type { Route } from "./+types/contact";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Contact Us",
    description: "Call, e-mail or send a message to Sugar Apple Realty in Cruz Bay, St. John.",
    path: "/contact",
  });

export default function Page() {
  return <PageHero title="Contact Us" />;
}
