import { site } from "~/shared/config/site";
import { formatLongDate } from "~/shared/dates/format-dates";
import { formatPrice } from "~/features/listings";
import type { MailBlock } from "~/features/mail";
import { largestJpegPath, thumbnailOf } from "~/features/media";
import type { ComparableView } from "./valuation-report";
import type { Confidence } from "./valuation-method";

/** What the owner's copy of a valuation says: the property, the figures, every comparable, and who sends it. */
export type ValuationCopy = {
  address: string;
  area: string;
  /** The island day it is valued at. */
  asOf: string;
  estimate: number;
  low: number;
  high: number;
  confidence: Confidence;
  sentence: string;
  comparables: readonly ComparableView[];
  ownerName: string | null;
  agent: { name: string; email: string; phone: string | null };
};

const CONFIDENCE_WORDS: Record<Confidence, string> = { high: "High confidence", medium: "Medium confidence", low: "Low confidence" };

/** The method in a few sentences, the same in the e-mail and the PDF. */
export const METHOD_NOTE =
  "How we estimated it: we took the island's sales of the last two years most like your property, adjusted each sale's price toward yours for size, bedrooms, bathrooms, lot, view, water frontage and condition, and weighed each by how similar and how recent it is. The estimate is their weighted average, rounded to $5,000; the range widens with fewer sales, sales further apart, and sales found outside your area. It is an estimate from sales, not an appraisal.";

const signed = (percent: number) => `${percent > 0 ? "+" : percent < 0 ? "-" : ""}${Math.abs(percent).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;

/** A comparable's adjustments in words: "Size +12%, View -10.7%", or that none was needed. */
export function adjustmentWords(comparable: ComparableView): string {
  return comparable.adjustments.length > 0 ? comparable.adjustments.map((adjustment) => `${adjustment.label} ${signed(adjustment.percent)}`).join(", ") : "No adjustment";
}

export function valuationTitle(copy: Pick<ValuationCopy, "address" | "area">): string {
  return `Your home valuation: ${copy.address}, ${copy.area}`;
}

/** The file name of its PDF: the address, in letters and digits. */
export function valuationFileName(copy: Pick<ValuationCopy, "address">): string {
  const slug = copy.address.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60);
  return `valuation-${slug || "home"}.pdf`;
}

/** The agent's sign-off: name, brokerage, phone and e-mail. */
function signature(agent: ValuationCopy["agent"]): string {
  return [agent.name, site.name, agent.phone, agent.email].filter(Boolean).join("\n");
}

/**
 * The valuation as the owner receives it: the figures, a table of every
 * comparable sale (sold price, each adjustment, the price adjusted to the
 * owner's home, its weight), the method in brief and the agent's signature.
 * The text part says it all; the HTML part draws the same as the site's
 * mail layout (brand, logo and notices added by the outbox). Pure: the
 * site's address is given.
 */
export function valuationMail(copy: ValuationCopy, publicUrl: string): { subject: string; text: string; blocks: MailBlock[] } {
  const greeting = copy.ownerName?.trim() ? `Hello ${copy.ownerName.trim()},` : "Hello,";
  const range = `${formatPrice(copy.low)} to ${formatPrice(copy.high)}`;
  const asOf = formatLongDate(copy.asOf);
  const intro = `Here is the valuation of ${copy.address}, ${copy.area}, from St. John's own sales, as of ${asOf}. The same valuation is attached as a PDF.`;
  const figures: Array<[string, string]> = [
    ["Estimated value", formatPrice(copy.estimate)],
    ["Likely range", range],
    ["Confidence", CONFIDENCE_WORDS[copy.confidence]],
  ];
  const rows = copy.comparables.map((comparable) => ({
    comparable,
    facts: `${comparable.area} · sold ${formatLongDate(comparable.closeDate)} for ${formatPrice(comparable.closePrice)}`,
    lines: [`Adjustments: ${adjustmentWords(comparable)}`, `Weight in the estimate: ${comparable.weightPercent}%`],
  }));
  const text = [
    greeting,
    "",
    intro,
    "",
    ...figures.map(([label, value]) => `${label}: ${value}`),
    "",
    copy.sentence,
    "",
    `The ${copy.comparables.length} comparable ${copy.comparables.length === 1 ? "sale" : "sales"}:`,
    "",
    ...rows.flatMap(({ comparable, facts, lines }) => [
      `- ${comparable.title}: ${facts}; adjusted to yours ${formatPrice(comparable.adjustedPrice)}`,
      ...lines.map((line) => `  ${line}`),
      `  ${publicUrl}${comparable.path}`,
    ]),
    "",
    METHOD_NOTE,
    "",
    "I would be glad to walk through it with you, or to see the home and refine it.",
    "",
    "--",
    signature(copy.agent),
  ].join("\n");
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: greeting },
    { kind: "paragraph", text: intro },
    { kind: "facts", rows: figures },
    { kind: "paragraph", text: copy.sentence },
    { kind: "heading", text: `The ${copy.comparables.length} comparable ${copy.comparables.length === 1 ? "sale" : "sales"}` },
    ...rows.map(({ comparable, facts, lines }): MailBlock => {
      const path = comparable.photo ? largestJpegPath(thumbnailOf(comparable.photo, 534)) : undefined;
      return {
        kind: "listing",
        href: `${publicUrl}${comparable.path}`,
        title: comparable.title,
        price: `Adjusted to yours: ${formatPrice(comparable.adjustedPrice)}`,
        facts,
        lines,
        photo: path && comparable.photo ? { src: `${publicUrl}${path}`, alt: comparable.photo.alt || comparable.title } : null,
      };
    }),
    { kind: "paragraph", text: METHOD_NOTE },
    { kind: "paragraph", text: "I would be glad to walk through it with you, or to see the home and refine it." },
    { kind: "paragraph", text: signature(copy.agent) },
  ];
  return { subject: valuationTitle(copy), text, blocks };
}
