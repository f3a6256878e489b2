/** What other features may use of blog on the server; everything else is internal to it. */
export { listBlogSitemapEntries } from "./blog-sitemap.server";
