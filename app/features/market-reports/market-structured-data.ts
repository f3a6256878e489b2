import { site } from "~/shared/config/site";
import { serializeJsonLd } from "~/shared/seo/json-ld";
import { marketPath } from "./market-areas";
import type { MarketFigures } from "./market-report";
import { ISLAND_NAME, placeName } from "./market-sentences";

/** The page's title: "Coral Bay Real Estate Market Report". */
export const reportTitle = (figures: Pick<MarketFigures, "area">) => `${placeName(figures)} Real Estate Market Report`;

const ISLAND_PLACE = `${ISLAND_NAME}, US Virgin Islands`;

/**
 * Schema.org JSON-LD for a report page: the WebPage with its breadcrumbs
 * (home, the island's report, the area's), and the figures as a Dataset
 * covering the report's months and place. Pure; serialized for a script.
 */
export function marketReportJsonLd(figures: Pick<MarketFigures, "area" | "period">, origin: string, description: string): string {
  const url = `${origin}${marketPath(figures.area)}`;
  const place = { "@type": "Place", name: figures.area ? `${figures.area.name}, ${ISLAND_PLACE}` : ISLAND_PLACE };
  const crumbs = [
    { name: "Home", url: `${origin}/` },
    { name: reportTitle({ area: null }), url: `${origin}${marketPath(null)}` },
    ...(figures.area ? [{ name: figures.area.name, url }] : []),
  ];
  return serializeJsonLd({
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": `${url}#page`,
        url,
        name: reportTitle(figures),
        description,
        inLanguage: "en-US",
        dateModified: figures.period.end,
        about: place,
        breadcrumb: { "@id": `${url}#breadcrumb` },
      },
      {
        "@type": "BreadcrumbList",
        "@id": `${url}#breadcrumb`,
        itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
      },
      {
        "@type": "Dataset",
        name: `${reportTitle(figures)}, ${figures.period.start} to ${figures.period.end}`,
        description,
        url,
        temporalCoverage: `${figures.period.start}/${figures.period.end}`,
        spatialCoverage: place,
        creator: { "@type": "Organization", name: site.name, url: `${origin}/` },
        isAccessibleForFree: true,
        variableMeasured: ["Listings for sale", "Listings under contract", "Closed sales", "Median sale price", "Median price per square foot", "Median days on market", "Months of inventory"],
      },
    ],
  });
}
