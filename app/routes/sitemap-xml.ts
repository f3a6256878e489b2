import { listSitemapFiles, renderSitemapIndex } from "~/features/seo/index.server";
import { getConfig } from "~/shared/config/env.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/shared/http/public-page";

/** The sitemap index (robots.txt names it): the site's pages in one file, listings in files of up to 50,000. */
export async function loader() {
  const xml = renderSitemapIndex(getConfig().publicUrl, await listSitemapFiles());
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } });
}
