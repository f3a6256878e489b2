import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RentalMenu, type RentalMenuItem } from "./rental-menu";

function render(rentals: RentalMenuItem[], total = rentals.length): string {
  const router = createMemoryRouter([{ path: "/", element: <RentalMenu rentals={{ items: rentals, total }} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

describe("RentalMenu", () => {
  it("is headed Premium Villas and shows the loading line while the list is empty", () => {
    const html = render([]);
    expect(html).toContain("Premium Villas");
    expect(html).toContain("Loading rental properties...");
  });

  it("links each approved rental to /rental/{slug}", () => {
    const html = render([
      { name: "Villa Solstice", path: "/rental/villa-solstice" },
      { name: "Property 2", path: "/rental/4f0c…" },
    ]);
    expect(html).toContain('href="/rental/villa-solstice"');
    expect(html).toContain(">Villa Solstice<");
    expect(html).not.toContain("Loading rental properties...");
    expect(html).not.toContain("See all");
  });

  it("past the first rentals, leads to all of them in the search", () => {
    const html = render([{ name: "Villa Solstice", path: "/rental/villa-solstice" }], 1_250);
    expect(html).toContain('href="/mls?kind=rental"');
    expect(html).toContain("See all 1,250 villas");
  });
});
