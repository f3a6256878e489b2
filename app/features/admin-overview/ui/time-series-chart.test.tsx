import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TimeSeriesChart } from "./time-series-chart";

const weeks = ["2026-02-23", "2026-03-02", "2026-03-09"];
const series = [
  { name: "sale", points: weeks.map((date, index) => ({ date, count: index })) },
  { name: "rental", points: weeks.map((date) => ({ date, count: 2 })) },
];

describe("TimeSeriesChart", () => {
  it("draws a named, described SVG with one bar segment per non-zero count and the same numbers in a table", () => {
    const html = renderToStaticMarkup(<TimeSeriesChart title="Submissions per week" weeks={weeks} series={series} emptyMessage="Nothing" label={(name) => name.toUpperCase()} />);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="([^"]+)-title"/);
    expect(html).toContain("<title id=");
    expect(html).toContain(">Submissions per week</title>");
    expect(html).toContain("Stacked bars per week from Feb 23 to Mar 9: SALE 3, RENTAL 6; 9 in all.");
    expect(html.match(/<rect x=/g)).toHaveLength(5); // sale 0 is not drawn
    expect(html).toContain("<title>Week of Mar 9: SALE 2</title>");
    expect(html).toContain("<details");
    expect(html).toContain("<caption>Submissions per week</caption>");
    expect(html).toMatch(/<th scope="row"><time dateTime="2026-03-09">Mar 9<\/time><\/th><td>2<\/td><td>2<\/td><td>4<\/td>/);
  });

  it("says so instead of drawing when there is no series", () => {
    const html = renderToStaticMarkup(<TimeSeriesChart title="Booking requests" weeks={weeks} series={[]} emptyMessage="Booking requests will appear here" />);
    expect(html).toBe('<p class="overview-chart__empty">Booking requests will appear here</p>');
  });
});
