import { EQUAL_HOUSING_LOGO, EQUAL_HOUSING_NOTICE, licenseLines, mailNoticeText, type Brokerage } from "~/shared/config/brokerage-notice";
import { site } from "~/shared/config/site";
import { escapeHtml } from "~/shared/html/escape-html";
import { textToBlocks, type MailBlock } from "./mail-blocks";
import type { MailDraft } from "./mail-message";

/**
 * The one HTML layout of every e-mail the site sends: the brokerage's name
 * and logo, a single column at most 600 px wide that reads on a 390 px
 * phone, the message's blocks, and the notices (licenses, Equal Housing
 * Opportunity). Mail programs ignore most of CSS, so it is tables and
 * inline styles, images are PNG or JPEG at absolute addresses on the site,
 * and every value is escaped here: a composer hands over plain text only.
 */

/** The brand's colors, as the site's stylesheet names them (app/styles/app.css). */
const COLOR = { sea900: "#07323a", sea800: "#0b4f5c", sand50: "#fbf8f2", sand100: "#f6efe4", sand300: "#e6d6bb", coral700: "#a8401f", ink900: "#1b2629", ink700: "#3a4a4e", ink500: "#56686c", white: "#fff" };
const SANS = "Arial, Helvetica, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

/** The mail copies of the site's logo and the Equal Housing Opportunity logo (PNG: mail programs do not show SVG). */
export const MAIL_IMAGES = { logo: "/images/mail/logo.png", equalHousing: "/images/mail/equal-housing-opportunity.png" } as const;

/** Web addresses in text; a sentence's last punctuation is not part of one. A long one wraps rather than widen the column. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING = /[.,;:!?)\]]+$/;

/** Escaped text whose web addresses are links and whose line breaks stay. */
export function linkedText(text: string): string {
  let html = "";
  let from = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, "");
    html += escapeHtml(text.slice(from, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:${COLOR.sea800};text-decoration:underline;word-break:break-word;overflow-wrap:anywhere">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  html += escapeHtml(text.slice(from));
  return html.replace(/\n/g, "<br>");
}

const P = `margin:0 0 16px`;

function renderBlock(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="${P}">${linkedText(block.text)}</p>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-family:${SERIF};font-size:20px;line-height:1.3;font-weight:700;color:${COLOR.sea900}">${escapeHtml(block.text)}</h2>`;
    case "fine-print":
      return `<p style="${P};font-size:13px;line-height:1.45;color:${COLOR.ink500}">${linkedText(block.text)}</p>`;
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      const items = block.items.map((item) => `<li style="margin:0 0 6px">${linkedText(item)}</li>`).join("");
      return `<${tag} style="margin:0 0 16px;padding:0 0 0 22px">${items}</${tag}>`;
    }
    case "facts": {
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" align="left" valign="top" width="1%" style="padding:6px 14px 6px 0;font-weight:700;color:${COLOR.ink700};white-space:nowrap;border-bottom:1px solid ${COLOR.sand100}">${escapeHtml(label)}</th>` +
            `<td valign="top" style="padding:6px 0;border-bottom:1px solid ${COLOR.sand100}">${linkedText(value)}</td></tr>`,
        )
        .join("");
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;font-size:15px;line-height:1.4">${rows}</table>`;
    }
    case "links": {
      const links = block.links.map((link) => `<a href="${escapeHtml(link.href)}" style="color:${COLOR.sea800}">${escapeHtml(link.label)}</a>`);
      return `<p style="${P};font-size:13px;line-height:1.45;color:${COLOR.ink500}">${links.join(" &nbsp;·&nbsp; ")}</p>`;
    }
    case "button":
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px"><tr>` +
        `<td align="center" bgcolor="${COLOR.coral700}" style="border-radius:999px;background:${COLOR.coral700}">` +
        `<a href="${escapeHtml(block.href)}" style="display:inline-block;padding:13px 24px;font-family:${SANS};font-size:16px;font-weight:700;line-height:1.2;color:${COLOR.white};text-decoration:none;border-radius:999px">${escapeHtml(block.label)}</a>` +
        `</td></tr></table>`
      );
    case "listing":
      return renderListing(block);
  }
}

function renderListing(listing: Extract<MailBlock, { kind: "listing" }>): string {
  const href = escapeHtml(listing.href);
  const photo = listing.photo
    ? `<tr><td style="padding:0;line-height:0"><a href="${href}"><img src="${escapeHtml(listing.photo.src)}" alt="${escapeHtml(listing.photo.alt)}" width="534" style="display:block;width:100%;max-width:100%;height:auto;border:0;border-radius:11px 11px 0 0"></a></td></tr>`
    : "";
  const lines = listing.lines.map((line) => `<p style="margin:6px 0 0;font-size:13px;line-height:1.4;color:${COLOR.ink500}">${linkedText(line)}</p>`).join("");
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border:1px solid ${COLOR.sand300};border-radius:12px;border-collapse:separate">` +
    photo +
    `<tr><td style="padding:14px 16px 16px">` +
    `<p style="margin:0;font-family:${SERIF};font-size:19px;line-height:1.3;font-weight:700"><a href="${href}" style="color:${COLOR.sea900};text-decoration:none">${escapeHtml(listing.title)}</a></p>` +
    `<p style="margin:6px 0 0;font-size:17px;font-weight:700;color:${COLOR.ink900}">${escapeHtml(listing.price)}</p>` +
    (listing.facts ? `<p style="margin:4px 0 0;font-size:15px;color:${COLOR.ink700}">${escapeHtml(listing.facts)}</p>` : "") +
    lines +
    `<p style="margin:12px 0 0;font-size:15px;font-weight:700"><a href="${href}" style="color:${COLOR.coral700}">View the listing</a></p>` +
    `</td></tr></table>`
  );
}

function footer(publicUrl: string, brokerage: Brokerage): string {
  const lines = [...licenseLines(brokerage), EQUAL_HOUSING_NOTICE].map((line) => escapeHtml(line)).join("<br>");
  const contact = `${escapeHtml(site.name)} · ${escapeHtml(site.address.street)}, ${escapeHtml(site.address.locality)}, ${escapeHtml(site.address.region)} · <span style="white-space:nowrap">${escapeHtml(site.phones[0].display)}</span>`;
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>` +
    `<td valign="top" width="58" style="padding:2px 14px 0 0"><img src="${escapeHtml(publicUrl + MAIL_IMAGES.equalHousing)}" alt="${escapeHtml(EQUAL_HOUSING_LOGO.alt)}" width="44" height="49" style="display:block;border:0"></td>` +
    `<td valign="top" style="font-size:12px;line-height:1.5;color:${COLOR.ink700}"><p style="margin:0 0 8px">${contact}</p><p style="margin:0">${lines}</p></td>` +
    `</tr></table>`
  );
}

/**
 * The whole HTML document of one message. `publicUrl` is the site's address
 * (images and the home link are absolute there); `brokerage` names the
 * licenses the notices carry.
 */
export function renderMailLayout(options: { subject: string; blocks: readonly MailBlock[]; publicUrl: string; brokerage: Brokerage }): string {
  const { subject, blocks, publicUrl, brokerage } = options;
  const home = escapeHtml(`${publicUrl}/`);
  return `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(subject)}</title>
<style>
body{margin:0;padding:0;-webkit-text-size-adjust:100%}
@media (max-width:480px){.mail-outer{padding:0 !important}.mail-card,.mail-head{border-radius:0 !important}.mail-pad{padding-left:18px !important;padding-right:18px !important}}
</style>
</head>
<body style="margin:0;padding:0;background:${COLOR.sand100}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOR.sand100}"><tr><td align="center" class="mail-outer" style="padding:24px 12px">
<table role="presentation" class="mail-card" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:${COLOR.white};border-radius:12px;border-collapse:separate;overflow:hidden">
<tr><td class="mail-pad mail-head" bgcolor="${COLOR.sea800}" style="padding:18px 28px;background:${COLOR.sea800};border-radius:12px 12px 0 0">
<a href="${home}" style="text-decoration:none;color:${COLOR.white}"><img src="${escapeHtml(publicUrl + MAIL_IMAGES.logo)}" alt="" width="36" height="36" style="display:inline-block;vertical-align:middle;border:0"><span style="display:inline-block;vertical-align:middle;margin-left:10px;font-family:${SERIF};font-size:21px;font-weight:700;line-height:1.2;color:${COLOR.white}">${escapeHtml(site.name)}</span></a>
</td></tr>
<tr><td class="mail-pad" style="padding:28px 28px 12px;font-family:${SANS};font-size:16px;line-height:1.55;color:${COLOR.ink900};overflow-wrap:anywhere;word-break:break-word">
${blocks.map(renderBlock).join("\n")}
</td></tr>
<tr><td class="mail-pad" bgcolor="${COLOR.sand50}" style="padding:18px 28px 22px;background:${COLOR.sand50};border-top:1px solid ${COLOR.sand300};font-family:${SANS}">
${footer(publicUrl, brokerage)}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/**
 * A message's two parts as sent: the text with the notices after a
 * signature separator, and the HTML document the layout draws from the
 * composer's blocks, or else from the text, with the notices in its footer.
 */
export function composeMail(
  message: Pick<MailDraft, "subject" | "text" | "blocks" | "action">,
  context: { publicUrl: string; brokerage: Brokerage },
): { text: string; html: string } {
  const text = `${message.text.replace(/\s+$/, "")}${mailNoticeText(context.brokerage)}`;
  const blocks = message.blocks ?? textToBlocks(message.text, message.action);
  return { text, html: renderMailLayout({ subject: message.subject, blocks, ...context }) };
}
