import { site } from "~/shared/config/site";
import { formatLongDate, formatMonthYear } from "~/shared/dates/format-dates";
import { formatCents } from "~/shared/lib/money";
import { LETTER, PDF_MUTED, PdfWriter, type PdfTable } from "~/shared/pdf/pdf-writer";
import type { Statement } from "./statement";
import { statementRows, type StatementNames } from "./statement-csv";

const exact = (cents: number) => formatCents(cents, { alwaysCents: true });

/**
 * An owner's monthly statement as a PDF: the brokerage's name, the owner,
 * the month and whether it is closed, every line the CSV file holds (the one
 * list, `statementRows`) in a table continued over as many US Letter pages as
 * it takes, and the month's totals.
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

const TABLE: PdfTable = {
  columns: [
    { title: "Date", width: 52, amount: false },
    { title: "Line", width: 160, amount: false },
    { title: "Rent", width: 48, amount: true },
    { title: "Fees", width: 42, amount: true },
    { title: "Hotel tax", width: 44, amount: true },
    { title: "Commission", width: 48, amount: true },
    { title: "Brokerage", width: 50, amount: true },
    { title: "Owner", width: 52, amount: true },
  ],
  size: 8,
  headerSize: 7,
  line: 11,
  gap: 2,
};
const STRONG_SECTIONS = new Set(["Total", "Opening balance", "Closing balance"]);

const money = (cents: number | null) => (cents === null ? "" : exact(cents));

export function statementTitle(statement: Statement): string {
  return `Owner statement for ${formatMonthYear(`${statement.month}-01`)} — ${site.name}`;
}

export async function statementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const { statement } = input;
  const now = input.now ?? new Date();
  const month = formatMonthYear(`${statement.month}-01`);
  const pdf = await PdfWriter.create({ title: statementTitle(statement), subject: `Statement of ${input.owner.name ?? input.owner.email ?? "the owner"} for ${statement.month}`, now });
  const { regular, bold } = pdf;

  // The heading: who sends it, to whom, for which month.
  pdf.text(site.name, LETTER.margin, { font: bold, size: 16 });
  pdf.y -= 22;
  pdf.text(`Owner statement for ${month}`, LETTER.margin, { font: bold, size: 12 });
  pdf.y -= 16;
  pdf.text(`${input.owner.name ?? "Owner"}${input.owner.email ? ` <${input.owner.email}>` : ""}`, LETTER.margin, { size: 10 });
  pdf.y -= 14;
  const standing = input.status === "closed" ? `Closed${input.closedAt ? ` on ${formatLongDate(input.closedAt)}` : ""}` : `Open: read from the ledger as of ${formatLongDate(now)}; it may still change`;
  pdf.text(standing, LETTER.margin, { color: PDF_MUTED, size: 8 });
  pdf.y -= 22;

  pdf.onNewPage = () => {
    pdf.text(`${site.name} - owner statement for ${month} (continued)`, LETTER.margin, { color: PDF_MUTED, size: 8 });
    pdf.y -= 20;
    pdf.tableHeader(TABLE);
  };
  pdf.tableHeader(TABLE);
  for (const row of statementRows(statement, input.names)) {
    const amounts = [row.rentCents, row.feesCents, row.taxCents, row.commissionCents, row.brokerageFeesCents, row.ownerCents].map(money);
    pdf.tableRow(TABLE, [row.date, `${row.section}: ${row.description}`, ...amounts], STRONG_SECTIONS.has(row.section) ? bold : regular);
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
  pdf.room(summary.length * 13 + 30);
  pdf.y -= 14;
  pdf.text("Summary", LETTER.margin, { font: bold, size: 10 });
  pdf.y -= 14;
  for (const [label, cents] of summary) {
    const font = label === "Closing balance" ? bold : regular;
    pdf.text(label, LETTER.margin, { font, size: 8 });
    pdf.rightText(exact(cents), LETTER.margin + 240, { font, size: 8 });
    pdf.y -= 13;
  }
  pdf.y -= 8;
  pdf.text(`Hotel occupancy tax collected and remitted to the territory: ${exact(totals.taxCollectedCents)}. Gross rent: ${exact(totals.grossRentCents)}.`, LETTER.margin, { color: PDF_MUTED, size: 8 });
  pdf.numberPages();
  return pdf.save();
}
