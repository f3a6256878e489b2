import { describe, expect, it } from "vitest";
import { EQUAL_HOUSING_NOTICE } from "~/shared/config/brokerage-notice";
import { site } from "~/shared/config/site";
import { textToBlocks } from "./mail-blocks";
import { composeMail, renderMailLayout } from "./mail-layout";
import { MAIL_SAMPLES, SAMPLE_PUBLIC_URL } from "./mail-samples-test-data";

const brokerage = { legalName: "Reef & Ridge <Realty> LLC", license: "B-77", brokerOfRecord: "Ana O'Neal", brokerLicense: "RB-9" };
const context = { publicUrl: SAMPLE_PUBLIC_URL, brokerage };

/** The HTML's text as a reader sees it: tags gone, entities read. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf("<body"));
  return body
    .replace(/<br>/g, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("the mail layout", () => {
  it.each(Object.entries(MAIL_SAMPLES))("%s has a plain-text part and an HTML part drawn by the one layout", (_name, mail) => {
    const { text, html } = composeMail(mail, context);
    expect(text.startsWith(mail.text.trimEnd())).toBe(true);
    expect(text).toContain(EQUAL_HOUSING_NOTICE);
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain("max-width:600px");
    expect(html).toContain(`<img src="${SAMPLE_PUBLIC_URL}/images/mail/logo.png"`);
    expect(html).toContain(`>${site.name}</span>`);
    expect(html).toContain("Reef &amp; Ridge &lt;Realty&gt; LLC, licensed real estate brokerage, license B-77.");
    expect(html).toContain("Broker of record: Ana O&#39;Neal, license RB-9.");
    expect(html).toContain(EQUAL_HOUSING_NOTICE);
    // Images are PNG or JPEG at absolute addresses: mail programs show no SVG and resolve no relative address.
    for (const [, src] of html.matchAll(/<img src="([^"]+)"/g)) expect(src).toMatch(/^https:\/\/.+\.(png|jpg)$/);
  });

  it("shows what a person typed as text, never as markup", () => {
    const name = `Ada <script>alert("x")</script> O'Neal & "Co"`;
    const { html } = composeMail({ subject: `Hello ${name}`, text: `Name:  ${name}\nE-mail:  ada@example.com\n\n${name} wrote: <b>hi</b>` }, context);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>hi</b>");
    expect(html).toContain("Ada &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Neal &amp; &quot;Co&quot;");
    expect(html).toContain(`<title>Hello Ada &lt;script&gt;`);
    expect(visibleText(html)).toContain(`${name} wrote: <b>hi</b>`);
  });

  it("escapes the values of its own blocks, links and photos too", () => {
    const html = renderMailLayout({
      subject: "Listing",
      blocks: [
        { kind: "listing", href: 'https://x.example/a"><script>', title: "<i>Cottage</i>", price: "$1", facts: "3 beds", lines: [], photo: { src: "https://x.example/p.jpg", alt: '" onerror="alert(1)' } },
        { kind: "button", label: "<Go>", href: "https://x.example/?a=1&b=2" },
      ],
      ...context,
    });
    expect(html).not.toMatch(/<script>|<i>|" onerror/);
    expect(html).toContain('href="https://x.example/?a=1&amp;b=2"');
    expect(html).toContain("&lt;Go&gt;");
  });

  it("links web addresses, keeps a sentence's last period out of them, and lets no javascript: address become a link", () => {
    const { html } = composeMail({ subject: "Links", text: "See https://x.example/a?b=1&c=2. Or javascript:alert(1)" }, context);
    expect(html).toContain('<a href="https://x.example/a?b=1&amp;c=2"');
    expect(html).toContain("&amp;c=2</a>. Or javascript:alert(1)");
    expect(html).not.toContain('href="javascript');
  });
});

describe("plain text read into blocks", () => {
  it("makes aligned labels a table of facts, dashes a list, and keeps lone sentences with a colon as text", () => {
    const text = [
      "Hello,",
      "",
      "Note from our team: see you soon.",
      "",
      "Property:  Sea Grape Villa",
      "Estimate:  $5,000.00",
      "  7 nights: $4,200.00",
      "Guests:    4",
      "",
      "Cancellation policy:",
      "- 30 days or more: 100% back",
      "- Later: nothing back",
    ].join("\n");
    expect(textToBlocks(text)).toEqual([
      { kind: "paragraph", text: "Hello," },
      { kind: "paragraph", text: "Note from our team: see you soon." },
      { kind: "facts", rows: [["Property", "Sea Grape Villa"], ["Estimate", "$5,000.00\n7 nights: $4,200.00"], ["Guests", "4"]] },
      { kind: "paragraph", text: "Cancellation policy:" },
      { kind: "list", items: ["30 days or more: 100% back", "Later: nothing back"], ordered: false },
    ]);
  });

  it("draws the main link as a button where its address stands, or at the end", () => {
    const action = { label: "Open your booking page", href: "https://x.example/stay/1" };
    expect(textToBlocks("Pay here:\n\nhttps://x.example/stay/1\n\nThanks", action)).toEqual([
      { kind: "paragraph", text: "Pay here:" },
      { kind: "button", ...action },
      { kind: "paragraph", text: "Thanks" },
    ]);
    expect(textToBlocks("Your booking page: https://x.example/stay/1", action)).toEqual([{ kind: "button", ...action }]);
    expect(textToBlocks("This link is yours:\nhttps://x.example/stay/1", action)).toEqual([{ kind: "paragraph", text: "This link is yours:" }, { kind: "button", ...action }]);
    expect(textToBlocks("Sign in at https://x.example/stay/1 to start.", action)).toEqual([
      { kind: "paragraph", text: "Sign in at https://x.example/stay/1 to start." },
      { kind: "button", ...action },
    ]);
  });
});

describe("a saved-search alert", () => {
  it("shows each listing with its photo's JPEG at the site's address, its price, facts and link", () => {
    const { html } = composeMail(MAIL_SAMPLES["saved-search alert"]!, context);
    expect(html).toContain(`<img src="${SAMPLE_PUBLIC_URL}/media/${"a".repeat(64)}/1200.jpg" alt="The cottage&#39;s deck over the bay"`);
    expect(html).toContain(">$950,000</p>");
    expect(html).toContain(">3 beds · 2 baths · 1,400 sq ft · 0.5 acres · Chocolate Hole</p>");
    expect(html).toContain(`href="${SAMPLE_PUBLIC_URL}/property/l1"`);
    expect(html).toContain(">Stop these alerts</a>");
  });
});

describe("a guest's signed agreement", () => {
  it("shows who signed it, when and which version, but not the address it was signed from or a digest", () => {
    const { text, html } = composeMail(MAIL_SAMPLES["agreement copy"]!, context);
    for (const part of [text, visibleText(html)]) {
      expect(part).toContain("Ada Lovelace (typed name)");
      expect(part).not.toMatch(/SHA-256|\b[0-9a-f]{64}\b|\b\d{1,3}(\.\d{1,3}){3}\b|From:/);
    }
  });
});
