import type { MailBlock } from "~/features/mail";
import { KEY_FIGURE_ROWS, keyFigureLine, placeName, reportSentences, type MarketFigures, type MarketReport } from "~/features/market-reports";
import { formatPrice } from "~/features/listings";
import { site } from "~/shared/config/site";
import { formatLongDate, formatMonthYear } from "~/shared/dates/format-dates";
import { ESTIMATE_MOVE_THRESHOLD, NEW_SALES_SHOWN, type SellerMailKind } from "./seller-mail-rules";
import { estimateSentence, newsHeadline, saleSentence, type EstimateNow, type ValuationNews } from "./valuation-news";

/**
 * The monthly e-mails for sellers and their confirmations, as the outbox
 * takes them (enqueueMail adds the layout, the notices and the sender). A
 * confirmation goes to an address a visitor typed: it carries only our own
 * words, the place the visitor chose from our lists and the link, nothing
 * typed (decision 0031). Every monthly e-mail ends with its one-click
 * unsubscribe, in the text and in List-Unsubscribe (RFC 8058).
 */

export type SellerMail = {
  to: string;
  subject: string;
  text: string;
  blocks?: MailBlock[];
  action?: { label: string; href: string };
  headers?: Record<string, string>;
};

const months = (month: string) => formatMonthYear(`${month}-01`);

/** RFC 8058: a provider's unsubscribe button POSTs `List-Unsubscribe=One-Click` to the https address. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** What the visitor asked for, in a sentence's words. */
function whatWasAsked(kind: SellerMailKind, areaName: string | null): string {
  if (kind === "valuation") {
    return `an e-mail once a month when the estimate of the home you valued in ${areaName ?? "St. John"} moves ${Math.round(ESTIMATE_MOVE_THRESHOLD * 100)}% or more, or a comparable home sells in the area`;
  }
  return `the monthly ${areaName ?? "St. John"} market report from ${site.name}: the month's sales, prices and listings in figures and in words`;
}

/** The double opt-in: nothing but this is sent until its link is followed. */
export function confirmationMail(options: { to: string; kind: SellerMailKind; areaName: string | null; confirmUrl: string }): SellerMail {
  const { kind, areaName, confirmUrl } = options;
  const subject = kind === "valuation" ? "Confirm your monthly home estimate e-mails" : `Confirm your monthly ${areaName ?? "St. John"} market report`;
  return {
    to: options.to,
    subject,
    text: [
      "Hello,",
      "",
      `Someone, we hope you, asked at our website for this address to get ${whatWasAsked(kind, areaName)}.`,
      "To start the e-mails, open this link and press the button on the page:",
      "",
      confirmUrl,
      "",
      "Until you confirm, we send nothing more. If you did not ask for them, ignore this e-mail.",
    ].join("\n"),
    action: { label: "Start my monthly e-mails", href: confirmUrl },
  };
}

/** A market report asked for again at an address already receiving it: the same answer on the page, this note in the inbox. */
export function alreadySubscribedMail(options: { to: string; areaName: string | null; unsubscribeUrl: string }): SellerMail {
  const place = options.areaName ?? "St. John";
  const text = [
    "Hello,",
    "",
    `Someone, we hope you, asked at our website for the monthly ${place} market report at this address. It already comes here on the first of each month, so there is nothing to do.`,
    "",
    `Stop these e-mails: ${options.unsubscribeUrl}`,
  ].join("\n");
  return { to: options.to, subject: `You already get the monthly ${place} market report`, text, headers: unsubscribeHeaders(options.unsubscribeUrl) };
}

/** "In October 2026 alone: 2 closed sales at a median price of $900,000; 12 listings for sale and 3 under contract at the month's end." */
export function monthSentence(figures: MarketFigures, month: string): string | null {
  const row = figures.months.find((candidate) => candidate.month === month);
  if (!row) return null;
  const sales = row.sales === 0 ? "no closed sales" : `${row.sales} closed ${row.sales === 1 ? "sale" : "sales"}${row.medianPrice === null ? "" : ` at a median price of ${formatPrice(row.medianPrice)}`}`;
  return `In ${months(month)} alone: ${sales}; ${row.active} ${row.active === 1 ? "listing" : "listings"} for sale and ${row.pending} under contract at the month's end.`;
}

function figureRows(figures: MarketFigures): Array<[string, string]> {
  return KEY_FIGURE_ROWS.map((row) => [row.label, keyFigureLine(row, figures)]);
}

/**
 * An area's (or the island's) report for one month, in e-mail form: the
 * sentences the report page reads first, its key figures with the year
 * earlier and the change, the month alone, and a link to the page. Every
 * figure is the report's (readMarketReport as of the month's end).
 */
export function marketReportMail(options: { to: string; report: MarketReport; month: string; reportUrl: string; unsubscribeUrl: string }): SellerMail {
  const { report, month, reportUrl, unsubscribeUrl } = options;
  const place = placeName(report);
  const sentences = reportSentences(report);
  const alone = monthSentence(report, month);
  const heading = `The 12 months to ${formatLongDate(report.period.end)}, against the same months a year earlier`;
  const rows = figureRows(report);
  const islandRows = report.island ? figureRows(report.island) : [];
  const islandHeading = `${placeName({ area: null })} as a whole, the same months`;
  const intro = `Your monthly report on the ${place} market, to the end of ${months(month)}, from the listings and closed sales published on our website:`;
  const text = [
    "Hello,",
    "",
    intro,
    "",
    ...sentences.map((sentence) => `- ${sentence}`),
    "",
    `${heading}:`,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(islandRows.length > 0 ? ["", `${islandHeading}:`, ...islandRows.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(alone ? ["", alone] : []),
    "",
    `The full report, with each month's figures and charts: ${reportUrl}`,
    "",
    `Stop these e-mails: ${unsubscribeUrl}`,
  ].join("\n");
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: "Hello," },
    { kind: "paragraph", text: intro },
    { kind: "list", items: sentences },
    { kind: "heading", text: heading },
    { kind: "facts", rows },
    ...(islandRows.length > 0 ? [{ kind: "heading" as const, text: islandHeading }, { kind: "facts" as const, rows: islandRows }] : []),
    ...(alone ? [{ kind: "paragraph" as const, text: alone }] : []),
    { kind: "button", label: "See the full report", href: reportUrl },
    { kind: "links", links: [{ label: "Stop these e-mails", href: unsubscribeUrl }] },
  ];
  return { to: options.to, subject: `${place} market report for ${months(month)}`, text, blocks, headers: unsubscribeHeaders(unsubscribeUrl) };
}

/**
 * A valued home's monthly update, sent only when there is news: what changed
 * in words (the estimate's move, each new sale in the area with its page),
 * today's estimate and why it is as sure as it is, and where to go next.
 */
export function valuationUpdateMail(options: {
  to: string;
  address: string;
  area: string;
  news: ValuationNews;
  now: EstimateNow;
  toldEstimate: number | null;
  sentence: string;
  publicUrl: string;
  marketUrl: string | null;
  unsubscribeUrl: string;
}): SellerMail {
  const { news, area, publicUrl, unsubscribeUrl } = options;
  const shown = news.sales.slice(0, NEW_SALES_SHOWN);
  const more = news.sales.length - shown.length;
  const changes = [
    estimateSentence(news.estimate, options.now, options.toldEstimate),
    ...shown.map((sale) => `${saleSentence(sale, area)} ${publicUrl}${sale.path}`),
    ...(more > 0 ? [`${more} more ${more === 1 ? "sale" : "sales"} closed in ${area} since we last wrote.`] : []),
  ];
  const links = [
    { label: "Value it again, or another property", href: `${publicUrl}/home-value` },
    ...(options.marketUrl ? [{ label: `The ${area} market report`, href: options.marketUrl }] : []),
    { label: "Ask an agent for a market analysis", href: `${publicUrl}/contact?about=${encodeURIComponent("Selling my home")}` },
  ];
  const intro = `This month's update for ${options.address}, ${area}:`;
  const text = [
    "Hello,",
    "",
    intro,
    "",
    ...changes.map((change) => `- ${change}`),
    "",
    options.sentence,
    "",
    ...links.map((link) => `${link.label}: ${link.href}`),
    "",
    `Stop these e-mails: ${unsubscribeUrl}`,
  ].join("\n");
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: "Hello," },
    { kind: "paragraph", text: intro },
    { kind: "list", items: changes },
    { kind: "paragraph", text: options.sentence },
    { kind: "button", label: links[0]!.label, href: links[0]!.href },
    { kind: "links", links: [...links.slice(1), { label: "Stop these e-mails", href: unsubscribeUrl }] },
  ];
  return { to: options.to, subject: newsHeadline(news, area), text, blocks, headers: unsubscribeHeaders(unsubscribeUrl) };
}
