import { site } from "~/shared/config/site";
import { formatLongDate } from "~/shared/dates/format-dates";
import { LETTER, PDF_MUTED, PDF_SEA, PdfWriter, type PdfTable } from "~/shared/pdf/pdf-writer";
import { formatPrice } from "~/features/listings";
import { adjustmentWords, METHOD_NOTE, valuationTitle, type ValuationCopy } from "./valuation-mail";

/** The comparables' table. */
const TABLE: PdfTable = {
  columns: [
    { title: "Sale", width: 150, amount: false },
    { title: "Sold", width: 62, amount: false },
    { title: "Sold price", width: 62, amount: true },
    { title: "Adjustments", width: 118, amount: false },
    { title: "Adjusted", width: 62, amount: true },
    { title: "Weight", width: 40, amount: true },
  ],
  size: 9,
  headerSize: 9,
  line: 12,
  gap: 4,
};

/** The estimate's words as the PDF's subject, so a reader (or a test) finds them without drawing the page. */
export function valuationSummary(copy: Pick<ValuationCopy, "estimate" | "low" | "high">): string {
  return `Estimated value ${formatPrice(copy.estimate)}, likely range ${formatPrice(copy.low)} to ${formatPrice(copy.high)}`;
}

/**
 * The owner's valuation as a PDF (US Letter): the brokerage's name, the
 * property and the day, the estimate, range and confidence with its sentence,
 * every comparable in a table continued over as many pages as it takes, the
 * method in brief and the agent's signature.
 */
export async function valuationPdf(copy: ValuationCopy, now = new Date()): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ title: valuationTitle(copy), subject: valuationSummary(copy), now });
  const { regular, bold } = pdf;

  pdf.text(site.name, LETTER.margin, { font: bold, size: 16, color: PDF_SEA });
  pdf.y -= 26;
  pdf.paragraph("Home valuation", { font: bold, size: 13 });
  pdf.paragraph(`${copy.address}, ${copy.area}, St. John`, { size: 11 });
  pdf.paragraph(`As of ${formatLongDate(copy.asOf)}${copy.ownerName ? `, prepared for ${copy.ownerName}` : ""}`, { color: PDF_MUTED });
  pdf.y -= 10;
  pdf.paragraph(`Estimated value: ${formatPrice(copy.estimate)}`, { font: bold, size: 15 });
  pdf.y -= 2;
  pdf.paragraph(`Likely range: ${formatPrice(copy.low)} to ${formatPrice(copy.high)} (${copy.confidence} confidence)`, { size: 11 });
  pdf.paragraph(copy.sentence, { color: PDF_MUTED });
  pdf.y -= 12;
  pdf.paragraph(`The ${copy.comparables.length} comparable ${copy.comparables.length === 1 ? "sale" : "sales"}`, { font: bold, size: 11 });
  pdf.y -= 4;

  pdf.tableHeader(TABLE);
  pdf.onNewPage = () => pdf.tableHeader(TABLE);
  for (const comparable of copy.comparables) {
    pdf.tableRow(TABLE, [
      `${comparable.title} (${comparable.area})`,
      formatLongDate(comparable.closeDate),
      formatPrice(comparable.closePrice),
      adjustmentWords(comparable),
      formatPrice(comparable.adjustedPrice),
      `${comparable.weightPercent}%`,
    ]);
  }
  pdf.onNewPage = () => {};
  pdf.y -= 12;
  pdf.paragraph(METHOD_NOTE, { color: PDF_MUTED });
  pdf.y -= 14;
  for (const line of [copy.agent.name, site.name, copy.agent.phone, copy.agent.email]) {
    if (line) pdf.paragraph(line, { font: line === copy.agent.name ? bold : regular, size: 10 });
  }
  return pdf.save();
}
