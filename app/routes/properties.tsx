import type { Route } from "./+types/properties";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";

const PAGES = {
  properties: {
    path: "/properties",
    title: "Homes for Sale on St. John",
    description: "Residential listings for sale on St. John, USVI: villas, condos and family homes from Cruz Bay to Coral Bay.",
    eyebrow: "Residential",
  },
  landproperties: {
    path: "/landproperties",
    title: "Land for Sale on St. John",
    description: "Land for sale on St. John, USVI: building lots and estate parcels with views across the Virgin Islands.",
    eyebrow: "Land",
  },
} as const;

type PageId = keyof typeof PAGES;

export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const page: PageId = pathname.startsWith("/landproperties") ? "landproperties" : "properties";
  return { page };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(originFrom(matches), PAGES[loaderData?.page ?? "properties"]);

export default function Page({ loaderData }: Route.ComponentProps) {
  const page = PAGES[loaderData.page];
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} />
      <div className="container section">
        <EmptyState title="No listings to show yet">
          <p>New listings will appear here as soon as they are published.</p>
        </EmptyState>
      </div>
    </>
  );
}
