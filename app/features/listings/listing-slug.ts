/**
 * A URL slug from a title: lower case ASCII letters and digits joined by
 * single hyphens ("Villa Solstice, Peter Bay" → "villa-solstice-peter-bay").
 * Accents are folded; a title with nothing usable gives "listing".
 */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const trimmed = slug.length > maxLength ? slug.slice(0, maxLength).replace(/-+[^-]*$/, "") || slug.slice(0, maxLength) : slug;
  return trimmed.replace(/-+$/g, "") || "listing";
}

/**
 * The first of `base`, `base-2`, `base-3`… that is not taken. `taken` holds
 * the existing slugs that start with `base` (the caller fetches them).
 */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}
