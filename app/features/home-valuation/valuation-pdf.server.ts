import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { site } from "~/shared/config/site";
import { formatLongDate } from "~/shared/dates/format-dates";
import { formatPrice } from "~/features/listings";
import { adjustmentWords, METHOD_NOTE, valuationTitle, type ValuationCopy } from "./valuation-mail";

const PAGE = { width: 612, height: 792, margin: 48 };
const SIZE = 9;
const LINE = 12;
const INK = rgb(0.12, 0.14, 0.16);
const MUTED = rgb(0.38, 0.4, 0.43);
const SEA = rgb(0.05, 0.29, 0.36);
const RULE = rgb(0.8, 0.82, 0.84);

/** The comparables' table, left to right: width, and whether it is a right-aligned amount. */
const COLUMNS = [
  { title: "Sale", width: 150, amount: false },
  { title: "Sold", width: 62, amount: false },
  { title: "Sold price", width: 62, amount: true },
  { title: "Adjustments", width: 118, amount: false },
  { title: "Adjusted", width: 62, amount: true },
  { title: "Weight", width: 40, amount: true },
] as const;
const GAP = 4;

/** The estimate's words as the PDF's subject, so a reader (or a test) finds them without drawing the page. */
export function valuationSummary(copy: Pick<ValuationCopy, "estimate" | "low" | "high">): string {
  return `Estimated value ${formatPrice(copy.estimate)}, likely range ${formatPrice(copy.low)} to ${formatPrice(copy.high)}`;
}

/**
 * The owner's valuation as a PDF (US Letter): the brokerage's name, the
 * property and the day, the estimate, range and confidence with its sentence,
 * every comparable in a table continued over as many pages as it takes, the
 * method in brief and the agent's signature. Standard Helvetica only, as the
 * statements are: nothing embedded; a character it cannot draw becomes "?".
 */
export async function valuationPdf(copy: ValuationCopy, now = new Date()): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const drawable = new Set(regular.getCharacterSet());
  const clean = (text: string) => Array.from(text.replace(/[\r\n\t]+/g, " "), (char) => (drawable.has(char.codePointAt(0)!) ? char : "?")).join("");
  document.setTitle(clean(valuationTitle(copy)));
  document.setAuthor(site.name);
  document.setSubject(clean(valuationSummary(copy)));
  document.setCreator(site.name);
  document.setProducer(site.name);
  document.setCreationDate(now);
  document.setModificationDate(now);

  let page: PDFPage = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = document.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const room = (height: number) => {
    if (y - height < PAGE.margin) newPage();
  };
  const wrap = (text: string, width: number, font: PDFFont, size: number): string[] => {
    const lines: string[] = [];
    let line = "";
    for (const word of clean(text).split(" ")) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  };
  const paragraph = (text: string, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; width?: number } = {}) => {
    const size = options.size ?? SIZE;
    for (const line of wrap(text, options.width ?? PAGE.width - 2 * PAGE.margin, options.font ?? regular, size)) {
      room(size + 3);
      page.drawText(line, { x: PAGE.margin, y, size, font: options.font ?? regular, color: options.color ?? INK });
      y -= size + 3;
    }
  };

  page.drawText(clean(site.name), { x: PAGE.margin, y, size: 16, font: bold, color: SEA });
  y -= 26;
  paragraph("Home valuation", { font: bold, size: 13 });
  paragraph(`${copy.address}, ${copy.area}, St. John`, { size: 11 });
  paragraph(`As of ${formatLongDate(copy.asOf)}${copy.ownerName ? `, prepared for ${copy.ownerName}` : ""}`, { color: MUTED });
  y -= 10;
  paragraph(`Estimated value: ${formatPrice(copy.estimate)}`, { font: bold, size: 15 });
  y -= 2;
  paragraph(`Likely range: ${formatPrice(copy.low)} to ${formatPrice(copy.high)} (${copy.confidence} confidence)`, { size: 11 });
  paragraph(copy.sentence, { color: MUTED });
  y -= 12;
  paragraph(`The ${copy.comparables.length} comparable ${copy.comparables.length === 1 ? "sale" : "sales"}`, { font: bold, size: 11 });
  y -= 4;

  const header = () => {
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      const width = bold.widthOfTextAtSize(column.title, SIZE);
      page.drawText(column.title, { x: column.amount ? x + column.width - width : x, y, size: SIZE, font: bold, color: INK });
      x += column.width + GAP;
    }
    y -= 4;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.5, color: RULE });
    y -= LINE;
  };
  header();
  for (const comparable of copy.comparables) {
    const cells = [
      wrap(`${comparable.title} (${comparable.area})`, COLUMNS[0].width, regular, SIZE),
      [clean(formatLongDate(comparable.closeDate))],
      [clean(formatPrice(comparable.closePrice))],
      wrap(adjustmentWords(comparable), COLUMNS[3].width, regular, SIZE),
      [clean(formatPrice(comparable.adjustedPrice))],
      [`${comparable.weightPercent}%`],
    ];
    const height = Math.max(...cells.map((lines) => lines.length)) * LINE;
    if (y - height < PAGE.margin) {
      newPage();
      header();
    }
    let x = PAGE.margin;
    cells.forEach((lines, index) => {
      const column = COLUMNS[index]!;
      lines.forEach((line, at) => {
        const width = regular.widthOfTextAtSize(line, SIZE);
        page.drawText(line, { x: column.amount ? x + column.width - width : x, y: y - at * LINE, size: SIZE, font: regular, color: INK });
      });
      x += column.width + GAP;
    });
    y -= height + 2;
  }
  y -= 12;
  paragraph(METHOD_NOTE, { color: MUTED });
  y -= 14;
  for (const line of [copy.agent.name, site.name, copy.agent.phone, copy.agent.email]) {
    if (line) paragraph(line, { font: line === copy.agent.name ? bold : regular, size: 10 });
  }
  return document.save();
}
