import { collectSitemapEntries, renderSitemap } from "~/features/seo/sitemap.server";
import { getConfig } from "~/shared/config/env.server";

export async function loader() {
  const xml = renderSitemap(getConfig().publicUrl, await collectSitemapEntries());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
