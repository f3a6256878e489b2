import { describe, expect, it } from "vitest";
import { marketPeriod } from "./market-period";
import { marketReportJsonLd, reportTitle } from "./market-structured-data";

describe("marketReportJsonLd", () => {
  it("describes an area's report as a page with breadcrumbs and a dataset of its months", () => {
    const json = JSON.parse(marketReportJsonLd({ area: { name: "Coral Bay", slug: "coral-bay" }, period: marketPeriod("2026-11-29") }, "https://example.test", "Figures.")) as {
      "@graph": Array<Record<string, unknown>>;
    };
    const [page, crumbs, dataset] = json["@graph"];
    expect(page).toMatchObject({ "@type": "WebPage", url: "https://example.test/market/coral-bay", name: "Coral Bay Real Estate Market Report" });
    expect(crumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, item: "https://example.test/" },
        { position: 2, name: "St. John Real Estate Market Report", item: "https://example.test/market" },
        { position: 3, name: "Coral Bay", item: "https://example.test/market/coral-bay" },
      ],
    });
    expect(dataset).toMatchObject({ "@type": "Dataset", temporalCoverage: "2025-12-01/2026-11-29", spatialCoverage: { name: "Coral Bay, St. John, US Virgin Islands" } });
    expect(reportTitle({ area: null })).toBe("St. John Real Estate Market Report");
  });
});
