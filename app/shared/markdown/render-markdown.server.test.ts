import { describe, expect, it } from "vitest";
import { isAllowedImageUrl, isAllowedLinkUrl, markdownExcerpt, markdownPlainText, renderListingMarkdown, renderMarkdown } from "./render-markdown.server";

/**
 * XSS payloads in the style of the OWASP filter-evasion cheat sheet, as an
 * author could type them into a post. Whatever the markdown, the output may
 * hold only harmless tags and attributes, and no URL outside the allow-list.
 */
const PAYLOADS: [name: string, markdown: string][] = [
  ["script tag", "<script>alert(1)</script>"],
  ["script tag split over lines", "<script\n>alert(1)</script\n>"],
  ["nested script tags", "<<script>script>alert(1)<</script>/script>"],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["upper-case IMG with tab-split javascript:", `<IMG SRC="jav&#x09;ascript:alert('XSS');">`],
  ["svg onload", "<svg onload=alert(1)>"],
  ["body onload", "<body onload=alert(1)>"],
  ["iframe", `<iframe src="javascript:alert(1)"></iframe>`],
  ["iframe srcdoc", `<iframe srcdoc="<script>alert(1)</script>"></iframe>`],
  ["raw anchor with javascript:", `<a href="javascript:alert(1)">click</a>`],
  ["math xlink:href", `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`],
  ["style attribute url()", `<div style="background:url(javascript:alert(1))">x</div>`],
  ["object / embed", `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`],
  ["markdown link javascript:", "[click](javascript:alert(1))"],
  ["mixed-case scheme", "[click](JaVaScRiPt:alert(1))"],
  ["decimal entity scheme", "[click](&#106;avascript:alert(1))"],
  ["hex entity scheme and colon", "[click](&#x6A;avascript&#x3A;alert(1))"],
  ["named entity colon", "[click](javascript&colon;alert(1))"],
  ["tab entity inside the scheme", "[click](java&#09;script:alert(1))"],
  ["newline entity inside the scheme", "[click](java&#10;script:alert(1))"],
  ["leading control character", "[click](\u0001javascript:alert(1))"],
  ["angle-bracket destination", "[click](<javascript:alert(1)>)"],
  ["autolink", "<javascript:alert(1)>"],
  ["bare text linkified", "see javascript:alert(1) now"],
  ["reference link", "[click][evil]\n\n[evil]: javascript:alert(1)"],
  ["vbscript:", "[click](vbscript:msgbox(1))"],
  ["file:", "[click](file:///etc/passwd)"],
  ["data: html link", "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["data: image", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
  ["data: gif image", "![x](data:image/gif;base64,R0lGODlhAQABAAAAACw=)"],
  ["image javascript:", "![x](javascript:alert(1))"],
  ["image mailto:", "![x](mailto:someone@example.com)"],
  ["attribute in an image title", `![x](/a.png "\\" onerror=\\"alert(1)")`],
  ["event handler as an image title", `![x](https://example.com/a.png "onerror=alert(1)")`],
  ["attribute in a link title", `[a](https://example.com "t\\" onmouseover=\\"alert(1)")`],
  ["quote breaking out of alt text", `![" onerror="alert(1)](/a.png)`],
  ["nested markdown links", "[[inner](javascript:alert(1))](https://example.com)"],
  ["image inside a javascript: link", "[![img](javascript:alert(1))](javascript:alert(2))"],
  ["link text with raw html", "[<img src=x onerror=alert(1)>](https://example.com)"],
  ["html in code", "`<script>alert(1)</script>`\n\n```html\n<script>alert(1)</script>\n```"],
  ["html comment and CDATA", "<!-- x --><![CDATA[<script>alert(1)</script>]]>"],
];

const ALLOWED_TAGS = new Set([
  "p", "a", "img", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "em", "strong", "code", "pre", "blockquote", "hr", "br", "s",
  "table", "thead", "tbody", "tr", "th", "td",
]);
const ALLOWED_ATTRIBUTES = new Set(["href", "src", "alt", "title", "rel", "loading", "decoding", "start", "class", "style"]);

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every tag and attribute in the output, checked against the allow-lists. */
function problemsIn(html: string): string[] {
  const problems: string[] = [];
  for (const [, name = "", rest = ""] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(name.toLowerCase())) problems.push(`tag <${name}>`);
    for (const [, attribute = "", value = ""] of rest.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      if (attribute === "/") continue;
      if (!ALLOWED_ATTRIBUTES.has(attribute.toLowerCase())) problems.push(`attribute ${attribute} on <${name}>`);
      if (attribute === "style" && !/^text-align:(left|right|center)$/.test(value)) problems.push(`style ${value}`);
      if (attribute === "class" && !/^language-[\w-]+$/.test(value)) problems.push(`class ${value}`);
      if (attribute === "href" && !isAllowedLinkUrl(decodeEntities(value))) problems.push(`href ${value}`);
      if (attribute === "src" && !isAllowedImageUrl(decodeEntities(value))) problems.push(`src ${value}`);
    }
  }
  return problems;
}

describe("renderMarkdown against XSS payloads", () => {
  it.each(PAYLOADS)("%s", (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(problemsIn(html)).toEqual([]);
    expect(html).not.toMatch(/<script|<iframe|<svg|<object|<embed|<math|<body|<div/i);
    // Attribute names only: text and quoted values may mention "onerror=" harmlessly, escaped.
    for (const [tag] of html.matchAll(/<[^>]+>/g)) expect(tag.replace(/"[^"]*"/g, '""')).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it("shows raw HTML as text instead of dropping it", () => {
    expect(renderMarkdown("<script>alert(1)</script>")).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n");
  });

  it("keeps a refused link's text", () => {
    const html = renderMarkdown("[click me](javascript:alert(1))");
    expect(html).not.toContain("<a");
    expect(html).toContain("click me");
  });
});

describe("renderMarkdown for ordinary posts", () => {
  it("renders headings (h1 becomes h2), lists, emphasis and code", () => {
    const html = renderMarkdown("# Title\n\n## Part\n\n- one\n- **two**\n\n`code`");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Part</h2>");
    expect(html).toContain("<li><strong>two</strong></li>");
    expect(html).toContain("<code>code</code>");
    expect(html).not.toContain("<h1");
  });

  it("keeps http, https, mailto and relative links; external ones get rel", () => {
    const html = renderMarkdown("[a](https://example.com/x) [b](http://example.com) [c](mailto:info@example.com) [d](/contact) [e](#top) [f](listing/3)");
    expect(html).toContain('<a href="https://example.com/x" rel="nofollow noopener noreferrer">a</a>');
    expect(html).toContain('<a href="http://example.com" rel="nofollow noopener noreferrer">b</a>');
    expect(html).toContain('<a href="mailto:info@example.com">c</a>');
    expect(html).toContain('<a href="/contact">d</a>');
    expect(html).toContain('<a href="#top">e</a>');
    expect(html).toContain('<a href="listing/3">f</a>');
  });

  it("keeps relative and https images, lazily loaded, with escaped titles", () => {
    const html = renderMarkdown(`![Trunk Bay](/media/a.jpg "Trunk \\"Bay\\"") ![x](https://example.com/b.webp)`);
    expect(html).toContain('<img src="/media/a.jpg" alt="Trunk Bay" title="Trunk &quot;Bay&quot;" loading="lazy" decoding="async">');
    expect(html).toContain('src="https://example.com/b.webp"');
  });
});

describe("markdownExcerpt", () => {
  it("gives the opening words as plain text", () => {
    expect(markdownExcerpt("## Heading\n\nSome **bold** text with a [link](/x).")).toBe("Heading Some bold text with a link.");
  });

  it("cuts at a word and adds an ellipsis", () => {
    const excerpt = markdownExcerpt("word ".repeat(100), 50);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt.endsWith("word…")).toBe(true);
  });

  it("never carries markup", () => {
    expect(markdownExcerpt("<script>alert(1)</script> hello")).toBe("<script>alert(1)</script> hello");
  });
});

describe("renderListingMarkdown", () => {
  it("renders an agent's emphasis, line breaks, lists and links", () => {
    const html = renderListingMarkdown("A **wide porch** and *views*.\nSecond line.\n\n- Pool\n- Cistern 15,000 gal\n\n[Coral Bay](https://example.test/coral-bay)");
    expect(html).toContain("<strong>wide porch</strong>");
    expect(html).toContain("<em>views</em>");
    expect(html).toContain("<br>\nSecond line.");
    expect(html).toContain("<li>Cistern 15,000 gal</li>");
    expect(html).toContain('<a href="https://example.test/coral-bay" rel="nofollow noopener noreferrer">Coral Bay</a>');
  });

  it("leaves headings, images, code blocks and HTML as text", () => {
    const html = renderListingMarkdown("# Big\n\n![x](https://example.test/x.png)\n\n    code\n\n<b onclick=x>hi</b>");
    expect(html).not.toMatch(/<(h\d|img|pre|code|b)\b/);
    expect(html).toContain("&lt;b onclick=x&gt;hi&lt;/b&gt;");
  });

  it.each(PAYLOADS)("keeps %s harmless", (_name, markdown) => {
    const html = renderListingMarkdown(markdown);
    expect(problemsIn(html)).toEqual([]);
    expect(html).not.toMatch(/<(script|img|iframe|svg|object|embed|math|body|div)\b/i);
  });
});

describe("markdownPlainText", () => {
  it("gives the words on one line without markup", () => {
    expect(markdownPlainText("A **wide porch**,\nand a [view](https://example.test).\n\n- Pool")).toBe("A wide porch, and a view. Pool");
  });
});
