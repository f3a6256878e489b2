import { slugify } from "./listing-slug";

/** Anything that can be chosen as a villa: a listing title, or a name in propertyInfo. */
export type NamedVilla = { title?: string | null; propertyInfo?: { name?: string | null } | null };

/**
 * Villa selection: the villa is chosen by name, matched against
 * propertyInfo.name or the listing's title. A name and its URL form are the same name
 * ("Villa Solstice" and "villa-solstice"), in any case. When nothing
 * matches, the selection is empty (null).
 */
export function findVillaByName<T extends NamedVilla>(name: string, villas: readonly T[]): T | null {
  const wanted = name?.trim() ? slugify(name) : undefined;
  const candidates = (villa: T) => [villa.propertyInfo?.name, villa.title].filter((value): value is string => Boolean(value?.trim()));
  const found = wanted && villas.find((villa) => candidates(villa).some((candidate) => slugify(candidate) === wanted));
  return found || null;
}
