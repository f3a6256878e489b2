import MarkdownIt from "markdown-it";

type MarkdownItInstance = InstanceType<typeof MarkdownIt>;

/**
 * The one markdown sanitizer, on the server only: blog posts (and the
 * editor's preview) get the full renderer, listing descriptions a subset.
 * Both share these rules:
 *
 * - `html: false`: raw HTML in a post is shown as text, never as markup.
 * - Links and images go through markdown-it's own validateLink (no
 *   javascript:, vbscript:, file: or data: URLs) and then our allow-list:
 *   http, https, mailto (links only) and relative URLs; anything else stays
 *   text. Entity-encoded and whitespace-split schemes are decoded before the
 *   check, so they are caught too.
 * - Every attribute markdown-it writes is escaped; it writes no event
 *   handlers, styles or iframes.
 */

const LINK_SCHEMES = new Set(["", "http", "https", "mailto"]);
const IMAGE_SCHEMES = new Set(["", "http", "https"]);

/** The URL's scheme, lower case, after removing what browsers ignore (controls, whitespace); "" when relative. */
function schemeOf(url: string): string {
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return match ? match[1]! : "";
}

export function isAllowedLinkUrl(url: string): boolean {
  return LINK_SCHEMES.has(schemeOf(url));
}

export function isAllowedImageUrl(url: string): boolean {
  return IMAGE_SCHEMES.has(schemeOf(url));
}

/** The URL allow-list, safe images, outbound-link rel and h2-and-below headings, on one renderer. */
function harden(md: MarkdownItInstance): MarkdownItInstance {
  const builtinValidate = md.validateLink.bind(md);
  md.validateLink = (url: string) => builtinValidate(url) && isAllowedLinkUrl(url);

  // Images: the same check, minus mailto. markdown-it only validates at parse time, so check again here.
  const defaultImage = md.renderer.rules.image;
  if (defaultImage) {
    md.renderer.rules.image = (tokens, index, options, env, self) => {
      const token = tokens[index]!;
      const src = String(token.attrGet("src") ?? "");
      if (!isAllowedImageUrl(src)) return md.utils.escapeHtml(token.content);
      token.attrSet("loading", "lazy");
      token.attrSet("decoding", "async");
      return defaultImage(tokens, index, options, env, self);
    };
  }

  // Links leaving the site: no referrer, no window.opener, no ranking credit.
  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    const token = tokens[index]!;
    const href = String(token.attrGet("href") ?? "");
    if (/^(https?:)?\/\//i.test(href)) token.attrSet("rel", "nofollow noopener noreferrer");
    return self.renderToken(tokens, index, options);
  };

  // The page's title is its only h1: a post's headings start at h2.
  md.core.ruler.push("demote_h1", (state) => {
    for (const token of state.tokens) {
      if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
    }
  });
  return md;
}

const md = harden(new MarkdownIt({ html: false, linkify: true, typographer: true }));

/**
 * A listing's description: the subset an agent needs (paragraphs, line
 * breaks as typed, bold and italic, lists, quotes, links) and nothing that
 * could restyle the page (no headings, images, tables, code blocks or HTML).
 */
const listingMd = harden(
  new MarkdownIt("zero", { html: false, breaks: true, linkify: true, typographer: true }).enable([
    "list",
    "blockquote",
    "newline",
    "escape",
    "entity",
    "emphasis",
    "strikethrough",
    "link",
    "autolink",
    "linkify",
    "replacements",
    "smartquotes",
  ]),
);

/** Safe HTML for a post's markdown. */
export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}

/** Safe HTML for a listing's description (the listing subset). */
export function renderListingMarkdown(markdown: string): string {
  return listingMd.render(markdown);
}

/** Markdown as plain text on one line, for meta descriptions and search-engine data. */
export function markdownPlainText(markdown: string): string {
  const parts: string[] = [];
  for (const token of listingMd.parse(markdown, {})) {
    if (token.type !== "inline" || !token.children) continue;
    parts.push(token.children.map((child) => (child.type === "softbreak" || child.type === "hardbreak" ? " " : child.type === "text" || child.type === "code_inline" ? child.content : "")).join(""));
  }
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/** The post's opening words as plain text, for cards and descriptions (about `max` characters, cut at a word). */
export function markdownExcerpt(markdown: string, max = 180): string {
  const parts: string[] = [];
  let length = 0;
  for (const token of md.parse(markdown, {})) {
    if (token.type !== "inline" || !token.children) continue;
    const text = token.children
      .filter((child) => child.type === "text" || child.type === "code_inline")
      .map((child) => child.content)
      .join("")
      .trim();
    if (!text) continue;
    parts.push(text);
    length += text.length + 1;
    if (length > max) break;
  }
  const plain = parts.join(" ").replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max + 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), Math.floor(max * 0.6)));
  return `${atWord.replace(/[\s,;:.–—-]+$/, "")}…`;
}
