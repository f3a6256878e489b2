/** What other parts of the app may use of seo on the server; everything else is internal to it. */
export { collectSitemapFile, listSitemapFiles, renderSitemap, renderSitemapIndex } from "./sitemap.server";
