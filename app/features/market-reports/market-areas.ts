import { slugify } from "~/features/listings";

/** An area's address: "Coral Bay" → "coral-bay" (spellings that differ only in case or punctuation share one). */
export function areaSlug(name: string): string {
  return slugify(name);
}

/** The address of the island's report, or of an area's. */
export function marketPath(area?: { slug: string } | null): string {
  return area ? `/market/${area.slug}` : "/market";
}
