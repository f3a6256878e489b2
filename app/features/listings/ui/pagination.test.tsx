import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination, pageWindow } from "./pagination";

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("keeps the first, the last and the neighbours, with gaps", () => {
    expect(pageWindow(7, 14)).toEqual([1, "gap", 6, 7, 8, "gap", 14]);
    expect(pageWindow(1, 14)).toEqual([1, 2, "gap", 14]);
    expect(pageWindow(14, 14)).toEqual([1, "gap", 13, 14]);
    // A gap of one page shows that page instead.
    expect(pageWindow(4, 14)).toEqual([1, 2, 3, 4, 5, "gap", 14]);
  });

  it("clamps a page outside the range", () => {
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
  });
});

function render(page: number, pageCount: number) {
  const element = <Pagination page={page} pageCount={pageCount} hrefFor={(n) => `/properties?page=${n}`} />;
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("Pagination", () => {
  it("is a labelled navigation with prev and next links and the position in words", () => {
    const markup = render(2, 14);
    expect(markup).toContain('<nav class="pagination" aria-label="Pages of results">');
    expect(markup).toContain('rel="prev" href="/properties?page=1"');
    expect(markup).toContain('rel="next" href="/properties?page=3"');
    expect(markup).toContain("Page 2 of 14");
    expect(markup).toContain('aria-current="page"');
  });

  it("has no previous link on the first page and nothing at all for a single page", () => {
    expect(render(1, 3)).not.toContain('rel="prev"');
    expect(render(1, 1)).toBe("");
  });
});
