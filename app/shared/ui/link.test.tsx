import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NavLink, PlainLinksContext } from "./link";

function render(pathname: string, plain: boolean, link: { to: string; end?: boolean }) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <PlainLinksContext.Provider value={plain}>
        <NavLink className="nav-link" to={link.to} end={link.end} prefetch="intent" reloadDocument>
          Go
        </NavLink>
      </PlainLinksContext.Provider>
    </MemoryRouter>,
  );
}

/** The attributes a visitor's browser and a screen reader go by. */
function marks(html: string) {
  const anchor = /<a ([^>]*)>/.exec(html)?.[1] ?? "";
  return { href: /href="([^"]*)"/.exec(anchor)?.[1], className: /class="([^"]*)"/.exec(anchor)?.[1], current: /aria-current="([^"]*)"/.exec(anchor)?.[1] };
}

describe("NavLink on a page without React", () => {
  const cases: Array<[string, { to: string; end?: boolean }]> = [
    ["/about", { to: "/about" }],
    ["/aboutus", { to: "/about" }],
    ["/About", { to: "/about" }],
    ["/testimonial/2024", { to: "/testimonial" }],
    ["/testimonial/2024", { to: "/testimonial", end: true }],
    ["/agent/agentdashboard", { to: "/agent/agentdashboard", end: true }],
    ["/properties", { to: "/" }],
    ["/", { to: "/" }],
  ];
  it.each(cases)("on %s marks %o as React Router's NavLink does", (pathname, link) => {
    expect(marks(render(pathname, true, link))).toEqual(marks(render(pathname, false, link)));
  });

  it("is a plain anchor, without the router's markup", () => {
    expect(render("/about", true, { to: "/about" })).toBe('<a href="/about" class="nav-link active" aria-current="page">Go</a>');
  });
});
