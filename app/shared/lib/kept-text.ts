/**
 * Texts a page writes again and again (the same days, times and prices on
 * every view of a table), each formatted once: an Intl formatting costs about
 * a microsecond, a lookup a twentieth of that. Each memo is bounded; past the
 * bound it starts afresh rather than grow with every value ever seen.
 */
const TEXTS_KEPT_PER_MEMO = 4_000;

/** The text kept under `key` in `texts`, or `format`'s, kept from now on. */
export function keptText<Key>(texts: Map<Key, string>, key: Key, format: () => string): string {
  let text = texts.get(key);
  if (text === undefined) {
    if (texts.size >= TEXTS_KEPT_PER_MEMO) texts.clear();
    text = format();
    texts.set(key, text);
  }
  return text;
}
