import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { site } from "~/shared/config/site";
import { formatLongDate, formatMonthYear } from "~/shared/dates/format-dates";
import { formatCents } from "~/shared/lib/money";

const exact = (cents: number) => formatCents(cents, { alwaysCents: true });
import type { Statement } from "./statement";
import { statementRows, type StatementNames } from "./statement-csv";

/**
 * An owner's monthly statement as a PDF: the brokerage's name, the owner,
 * the month and whether it is closed, every line the CSV file holds (the one
 * list, `statementRows`) in a table continued over as many US Letter pages as
 * it takes, and the month's totals. The standard Helvetica fonts only, so
 * nothing is embedded or downloaded; a character they cannot draw is drawn as "?".
 */

export type StatementPdfInput = {
  statement: Statement;
  owner: { name: string | null; email: string | null };
  status: "open" | "closed";
  closedAt: Date | null;
  names?: StatementNames;
  /** When the file is made (the open statement's "as of"). */
  now?: Date;
};

const PAGE = { width: 612, height: 792, margin: 48 };
const SIZE = 8;
const LINE = 11;
const INK = rgb(0.12, 0.14, 0.16);
const MUTED = rgb(0.38, 0.4, 0.43);
const RULE = rgb(0.8, 0.82, 0.84);

/** Columns left to right: width, and whether amounts are right-aligned. */
const COLUMNS = [
  { title: "Date", width: 54, amount: false },
  { title: "Line", width: 166, amount: false },
  { title: "Rent", width: 50, amount: true },
  { title: "Fees", width: 44, amount: true },
  { title: "Hotel tax", width: 46, amount: true },
  { title: "Commission", width: 50, amount: true },
  { title: "Brokerage", width: 52, amount: true },
  { title: "Owner", width: 54, amount: true },
] as const;

const money = (cents: number | null) => (cents === null ? "" : exact(cents));

export function statementTitle(statement: Statement): string {
  return `Owner statement for ${formatMonthYear(`${statement.month}-01`)} — ${site.name}`;
}

export async function statementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const { statement } = input;
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const drawable = new Set(regular.getCharacterSet());
  const clean = (text: string) => Array.from(text.replace(/[\r\n\t]+/g, " "), (char) => (drawable.has(char.codePointAt(0)!) ? char : "?")).join("");
  const now = input.now ?? new Date();
  document.setTitle(statementTitle(statement));
  document.setAuthor(site.name);
  document.setSubject(`Statement of ${clean(input.owner.name ?? input.owner.email ?? "the owner")} for ${statement.month}`);
  document.setCreator(site.name);
  document.setProducer(site.name);
  document.setCreationDate(now);
  document.setModificationDate(now);

  let page: PDFPage = document.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (value: string, x: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {}) =>
    page.drawText(clean(value), { x, y, size: options.size ?? SIZE, font: options.font ?? regular, color: options.color ?? INK });
  const rightText = (value: string, right: number, font: PDFFont = regular, size = SIZE) => {
    const cleaned = clean(value);
    page.drawText(cleaned, { x: right - font.widthOfTextAtSize(cleaned, size), y, size, font, color: INK });
  };

  // The heading: who sends it, to whom, for which month.
  text(site.name, PAGE.margin, { font: bold, size: 16 });
  y -= 22;
  text(`Owner statement for ${formatMonthYear(`${statement.month}-01`)}`, PAGE.margin, { font: bold, size: 12 });
  y -= 16;
  text(`${input.owner.name ?? "Owner"}${input.owner.email ? ` <${input.owner.email}>` : ""}`, PAGE.margin, { size: 10 });
  y -= 14;
  const standing = input.status === "closed" ? `Closed${input.closedAt ? ` on ${formatLongDate(input.closedAt)}` : ""}` : `Open: read from the ledger as of ${formatLongDate(now)}; it may still change`;
  text(standing, PAGE.margin, { color: MUTED });
  y -= 22;

  const header = () => {
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      if (column.amount) rightText(column.title, x + column.width - 2, bold, 7);
      else text(column.title, x, { font: bold, size: 7 });
      x += column.width;
    }
    y -= 4;
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 0.6, color: RULE });
    y -= LINE;
  };
  const newPage = () => {
    page = document.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    text(`${site.name} - owner statement for ${formatMonthYear(`${statement.month}-01`)} (continued)`, PAGE.margin, { color: MUTED });
    y -= 20;
    header();
  };
  header();

  for (const row of statementRows(statement, input.names)) {
    const lines = wrap(clean(`${row.section}: ${row.description}`), regular, COLUMNS[1].width - 6);
    if (y - (lines.length - 1) * LINE < PAGE.margin + 24) newPage();
    const strong = row.section === "Total" || row.section === "Opening balance" || row.section === "Closing balance";
    const font = strong ? bold : regular;
    let x = PAGE.margin;
    text(row.date, x);
    x += COLUMNS[0].width;
    lines.forEach((line, at) => page.drawText(line, { x, y: y - at * LINE, size: SIZE, font, color: INK }));
    x += COLUMNS[1].width;
    for (const [index, cents] of [row.rentCents, row.feesCents, row.taxCents, row.commissionCents, row.brokerageFeesCents, row.ownerCents].entries()) {
      const column = COLUMNS[index + 2]!;
      rightText(money(cents), x + column.width - 2, font);
      x += column.width;
    }
    y -= lines.length * LINE + 3;
  }

  // The month in brief.
  const { totals } = statement;
  const summary: [string, number][] = [
    ["Opening balance", statement.openingCents],
    ["Stays: owner's share", totals.ownerShareCents],
    ["Adjustments", totals.adjustmentsCents],
    ["Expenses", -totals.expensesCents],
    ["Payouts", -totals.payoutsCents],
    ["Closing balance", statement.closingCents],
  ];
  if (y - summary.length * 13 - 30 < PAGE.margin) newPage();
  y -= 14;
  text("Summary", PAGE.margin, { font: bold, size: 10 });
  y -= 14;
  for (const [label, cents] of summary) {
    const strong = label === "Closing balance";
    text(label, PAGE.margin, { font: strong ? bold : regular });
    rightText(exact(cents), PAGE.margin + 240, strong ? bold : regular);
    y -= 13;
  }
  y -= 8;
  text(`Hotel occupancy tax collected and remitted to the territory: ${exact(totals.taxCollectedCents)}. Gross rent: ${exact(totals.grossRentCents)}.`, PAGE.margin, { color: MUTED });

  const pages = document.getPages();
  pages.forEach((each, at) => {
    const label = `Page ${at + 1} of ${pages.length}`;
    each.drawText(label, { x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(label, 7), y: PAGE.margin / 2, size: 7, font: regular, color: MUTED });
  });
  return document.save();
}

/** The text in lines no wider than `width`, broken between words (a word too long for a line is cut). */
function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, SIZE) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (font.widthOfTextAtSize(rest, SIZE) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), SIZE) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [""];
}
