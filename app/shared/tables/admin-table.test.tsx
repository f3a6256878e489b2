import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminTable, type AdminColumn } from "./admin-table";

type Post = { id: string; title: string; views: number };
const columns: AdminColumn<Post>[] = [
  { header: "Title", rowHeader: true, cell: (post) => post.title },
  { header: "Views", cell: (post) => post.views, className: "numbers" },
];

describe("AdminTable", () => {
  it("names each row by its row-header column, marks the row waiting for a confirmation, and is a region the keyboard can scroll", () => {
    const html = renderToStaticMarkup(
      <AdminTable caption="Posts, newest first" columns={columns} rows={[{ id: "a", title: "Reefs", views: 3 }, { id: "b", title: "Ferries", views: 0 }]} rowKey={(post) => post.id} empty={<p>None</p>} currentKey="b" />,
    );
    expect(html).toBe(
      '<div class="admin-table-wrap" role="region" aria-label="Posts, newest first" tabindex="0"><table class="admin-table"><caption class="visually-hidden">Posts, newest first</caption>' +
        '<thead><tr><th scope="col">Title</th><th scope="col">Views</th></tr></thead><tbody>' +
        '<tr><th scope="row">Reefs</th><td class="numbers">3</td></tr>' +
        '<tr aria-current="true"><th scope="row">Ferries</th><td class="numbers">0</td></tr></tbody></table></div>',
    );
  });

  it("shows what the page says instead of an empty table", () => {
    expect(renderToStaticMarkup(<AdminTable caption="Posts" columns={columns} rows={[]} rowKey={(post) => post.id} empty={<p>No posts yet.</p>} />)).toBe("<p>No posts yet.</p>");
  });
});
