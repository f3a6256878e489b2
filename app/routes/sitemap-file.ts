import type { Route } from "./+types/sitemap-file";
import { collectSitemapFile, renderSitemap } from "~/features/seo/index.server";
import { getConfig } from "~/shared/config/env.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/shared/http/public-page";
import { throwFailure } from "~/shared/http/failure-status";

/** One file of the sitemap index: `pages.xml`, or `listings-N.xml`. */
export async function loader({ params }: Route.LoaderArgs) {
  const entries = await collectSitemapFile(params.file);
  if (!entries) throwFailure({ code: "not_found" }, { body: "No such sitemap" });
  return new Response(renderSitemap(getConfig().publicUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
  });
}
