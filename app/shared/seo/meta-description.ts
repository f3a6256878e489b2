export const META_DESCRIPTION_MAX = 155;

/** The first ~155 characters of a description, cut at a word, for `<meta name="description">`. */
export function metaDescription(text: string | null | undefined, fallback: string, max = META_DESCRIPTION_MAX): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (!flat) return fallback;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ") > max * 0.6 ? cut.slice(0, cut.lastIndexOf(" ")) : cut;
  return `${atWord.replace(/[\s,.;:!?-]+$/, "")}…`;
}
