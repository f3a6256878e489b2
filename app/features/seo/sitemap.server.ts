import { listPublicAgentPaths } from "~/features/agents/index.server";
import { listBlogSitemapEntries } from "~/features/blog/index.server";
import { countPublicListings, listPublicListingPaths } from "~/features/listings/index.server";
import { listMarketReportPaths } from "~/features/market-reports/index.server";

export type SitemapEntry = { path: string; lastModified?: Date; changeFrequency?: "daily" | "weekly" | "monthly" | "yearly"; priority?: number };

/** The public pages that exist without any data. Each capability adds its own source. */
export const STATIC_PAGES: SitemapEntry[] = [
  { path: "/", changeFrequency: "daily", priority: 1 },
  { path: "/mls", changeFrequency: "daily", priority: 0.9 },
  { path: "/properties", changeFrequency: "daily", priority: 0.9 },
  { path: "/landproperties", changeFrequency: "daily", priority: 0.8 },
  { path: "/saleshistory", changeFrequency: "weekly", priority: 0.7 },
  { path: "/home-value", changeFrequency: "weekly", priority: 0.6 },
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

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

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
  return `${XML_HEADER}\n<urlset xmlns="${NAMESPACE}">\n${urls}\n</urlset>\n`;
}

export type SitemapFile = { path: string; lastModified?: Date };

export function renderSitemapIndex(origin: string, files: SitemapFile[]): string {
  const entries = files
    .map((file) => {
      const lastModified = file.lastModified ? `<lastmod>${file.lastModified.toISOString()}</lastmod>` : "";
      return `  <sitemap><loc>${escapeXml(origin + file.path)}</loc>${lastModified}</sitemap>`;
    })
    .join("\n");
  return `${XML_HEADER}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries}\n</sitemapindex>\n`;
}

const PAGES_FILE = "pages.xml";
const LISTINGS_FILE = /^listings-([1-9]\d{0,5})\.xml$/;
const sitemapPath = (name: string) => `/sitemaps/${name}`;

/**
 * `/sitemap.xml` is an index: one file of the site's own pages, agents and
 * posts, and as many files of listings as it takes to keep each within the
 * protocol's 50,000 URLs, so that each is one cheap query at any size.
 */
export async function listSitemapFiles(perFile = SITEMAP_URL_LIMIT): Promise<SitemapFile[]> {
  const counted = await countPublicListings();
  const { count, lastModified } = counted.success ? counted.data : { count: 0, lastModified: null };
  const listingFiles = Array.from({ length: Math.ceil(count / perFile) }, (_, index) => ({
    path: sitemapPath(`listings-${index + 1}.xml`),
    lastModified: lastModified ?? undefined,
  }));
  return [{ path: sitemapPath(PAGES_FILE) }, ...listingFiles];
}

/** The entries of one file of the index, or null when there is no such file. */
export async function collectSitemapFile(name: string, perFile = SITEMAP_URL_LIMIT): Promise<SitemapEntry[] | null> {
  if (name === PAGES_FILE) return collectPageEntries();
  const number = LISTINGS_FILE.exec(name)?.[1];
  if (!number) return null;
  const listings = await listPublicListingPaths({ offset: (Number(number) - 1) * perFile, limit: perFile });
  if (!listings.success) throw new Error(listings.error);
  if (listings.data.length === 0) return null;
  return listings.data.map((entry) => ({ path: entry.path, lastModified: entry.lastModified, changeFrequency: "weekly", priority: 0.8 }));
}

/** The fixed pages, the island's and each area's market report, every active agent and every public blog post. */
async function collectPageEntries(): Promise<SitemapEntry[]> {
  const agents = await listPublicAgentPaths();
  const agentEntries: SitemapEntry[] = agents.success
    ? agents.data.map((entry) => ({ path: entry.path, lastModified: entry.lastModified, changeFrequency: "monthly", priority: 0.5 }))
    : [];
  // The reports' figures move with every day's sales and listings.
  const reports = await listMarketReportPaths();
  const reportEntries: SitemapEntry[] = reports.success ? reports.data.map((path) => ({ path, changeFrequency: "daily", priority: 0.6 })) : [];
  return [...STATIC_PAGES, ...reportEntries, ...agentEntries, ...(await listBlogSitemapEntries())];
}
