import type { Route } from "./+types/incentives";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Investment Incentives",
    description: "US Virgin Islands investment incentives explained: the EDC programme, tax benefits and what they mean for buyers.",
    path: "/incentives",
  });

export default function Page() {
  return <PageHero title="Investment Incentives" />;
}
