/** Every path the site's sitemap lists (following a sitemap index into its files). */
export async function sitemapPaths(base: string): Promise<string[]> {
  const locationsIn = async (path: string) => {
    const xml = await (await fetch(`${base}${path}`)).text();
    return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  };
  const locations = await locationsIn("/sitemap.xml");
  for (const nested of locations.filter((location) => location.endsWith(".xml"))) locations.push(...(await locationsIn(nested)));
  return locations;
}
