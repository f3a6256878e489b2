import { listPublicAgentPaths } from "~/features/agents/agents.server";
import { listBlogSitemapEntries } from "~/features/blog/blog-sitemap.server";
import { listPublicListingPaths } from "~/features/listings/public-listings.server";

export type SitemapEntry = { path: string; lastModified?: Date; changeFrequency?: "daily" | "weekly" | "monthly" | "yearly"; priority?: number };

/** The public pages that exist without any data. Each capability adds its own source. */
export const STATIC_PAGES: SitemapEntry[] = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  { path: "/mls", changeFrequency: "daily", priority: 0.9 },
  { path: "/properties", changeFrequency: "daily", priority: 0.9 },
  { path: "/landproperties", changeFrequency: "daily", priority: 0.8 },
  { path: "/saleshistory", changeFrequency: "weekly", priority: 0.7 },
  { path: "/about", changeFrequency: "monthly", priority: 0.6 },
  { path: "/aboutus", changeFrequency: "monthly", priority: 0.6 },
  { path: "/team", changeFrequency: "monthly", priority: 0.6 },
  { path: "/testimonial", changeFrequency: "weekly", priority: 0.5 },
  { path: "/blogs", changeFrequency: "weekly", priority: 0.6 },
  { path: "/incentives", changeFrequency: "yearly", priority: 0.5 },
  { path: "/attraction/video", changeFrequency: "monthly", priority: 0.4 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.5 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.2 },
  { path: "/termuse", changeFrequency: "yearly", priority: 0.2 },
];

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((entry) => {
      const parts = [`<loc>${escapeXml(origin + entry.path)}</loc>`];
      if (entry.lastModified) parts.push(`<lastmod>${entry.lastModified.toISOString()}</lastmod>`);
      if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
      if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
      return `  <url>${parts.join("")}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Every URL search engines should know about: the fixed pages, every approved listing, every active agent and every public blog post. */
export async function collectSitemapEntries(): Promise<SitemapEntry[]> {
  const listings = await listPublicListingPaths();
  const listingEntries: SitemapEntry[] = listings.success
    ? listings.data.map((entry) => ({ path: entry.path, lastModified: entry.lastModified, changeFrequency: "weekly", priority: 0.8 }))
    : [];
  const agents = await listPublicAgentPaths();
  const agentEntries: SitemapEntry[] = agents.success
    ? agents.data.map((entry) => ({ path: entry.path, lastModified: entry.lastModified, changeFrequency: "monthly", priority: 0.5 }))
    : [];
  return [...STATIC_PAGES, ...listingEntries, ...agentEntries, ...(await listBlogSitemapEntries())];
}
