import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RentalMenu, type RentalMenuItem } from "./rental-menu";

function render(rentals: RentalMenuItem[]): string {
  const router = createMemoryRouter([{ path: "/", element: <RentalMenu rentals={rentals} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

describe("RentalMenu (spec §2)", () => {
  it("is headed Premium Villas and shows the loading line while the list is empty", () => {
    const html = render([]);
    expect(html).toContain("Premium Villas");
    expect(html).toContain("Loading rental properties...");
  });

  it("links each approved rental to /rental/{slug}", () => {
    const html = render([
      { name: "Villa Solstice", slug: "villa-solstice" },
      { name: "Property 2", slug: "4f0c…" },
    ]);
    expect(html).toContain('href="/rental/villa-solstice"');
    expect(html).toContain(">Villa Solstice<");
    expect(html).not.toContain("Loading rental properties...");
  });
});
