/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` are
 * written as Unicode escapes (still the same JSON), so no text in a listing
 * can close the script element or open a comment; U+2028/2029 too.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A serialized JSON-LD object with more properties added (for parts of a page another feature supplies). */
export function extendJsonLd(serialized: string, extra: Record<string, unknown>): string {
  return serializeJsonLd({ ...(JSON.parse(serialized) as Record<string, unknown>), ...extra });
}
