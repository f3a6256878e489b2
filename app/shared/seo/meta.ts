import type { MetaDescriptor } from "react-router";
import { site } from "../config/site";

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  path: string;
  image?: string;
  type?: "website" | "article";
  /** Keep the page out of search results (dashboards, sign-in). */
  noIndex?: boolean;
};

type RootData = { publicUrl: string } | undefined;

/** Finds the public origin the root loader shared with every page. */
export function originFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  return root?.publicUrl ?? "";
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta(origin: string, seo: PageSeo): MetaDescriptor[] {
  const title = seo.title === site.name ? site.name : `${seo.title} | ${site.name}`;
  const url = `${origin}${seo.path}`;
  const image = seo.image ?? "/images/og-default.jpg";
  const imageUrl = image.startsWith("http") ? image : `${origin}${image}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (seo.noIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
