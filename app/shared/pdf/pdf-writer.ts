import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { site } from "~/shared/config/site";

/**
 * The brokerage's PDFs (owner statements, home valuations) on US Letter in the
 * standard Helvetica fonts, so nothing is embedded or downloaded; a character
 * those fonts cannot draw is drawn as "?". The writer keeps one cursor (the
 * page and the baseline `y`) and starts a new page when a line or a table row
 * would run into the bottom margin.
 */

export const LETTER = { width: 612, height: 792, margin: 48 } as const;
export const PDF_INK = rgb(0.12, 0.14, 0.16);
export const PDF_MUTED = rgb(0.38, 0.4, 0.43);
export const PDF_SEA = rgb(0.05, 0.29, 0.36);
const RULE = rgb(0.8, 0.82, 0.84);

type TextOptions = { font?: PDFFont; size?: number; color?: RGB };

/** A table column, left to right: its width in points, and whether it holds right-aligned amounts. */
export type PdfColumn = { title: string; width: number; amount: boolean };

export type PdfTable = {
  columns: readonly PdfColumn[];
  /** Type size of the cells, and of the header row. */
  size: number;
  headerSize: number;
  /** Baseline to baseline within a cell. */
  line: number;
  /** Space between columns. */
  gap: number;
};

export class PdfWriter {
  page: PDFPage;
  y: number = LETTER.height - LETTER.margin;
  /** Drawn at the top of every page after the first (a running head, a table's header). */
  onNewPage: () => void = () => {};
  private readonly drawable: Set<number>;

  private constructor(
    readonly document: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.drawable = new Set(regular.getCharacterSet());
    this.page = document.addPage([LETTER.width, LETTER.height]);
  }

  /** A new document with the brokerage as its author, titled for a reader's window and search. */
  static async create(meta: { title: string; subject: string; now: Date }): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    const writer = new PdfWriter(document, await document.embedFont(StandardFonts.Helvetica), await document.embedFont(StandardFonts.HelveticaBold));
    document.setTitle(meta.title);
    document.setAuthor(site.name);
    document.setSubject(meta.subject);
    document.setCreator(site.name);
    document.setProducer(site.name);
    document.setCreationDate(meta.now);
    document.setModificationDate(meta.now);
    return writer;
  }

  /** The text on one line, with what the font cannot draw as "?". */
  clean(text: string): string {
    return Array.from(text.replace(/[\r\n\t]+/g, " "), (char) => (this.drawable.has(char.codePointAt(0)!) ? char : "?")).join("");
  }

  newPage(): void {
    this.page = this.document.addPage([LETTER.width, LETTER.height]);
    this.y = LETTER.height - LETTER.margin;
    this.onNewPage();
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  room(height: number): void {
    if (this.y - height < LETTER.margin) this.newPage();
  }

  text(value: string, x: number, options: TextOptions = {}): void {
    this.page.drawText(this.clean(value), { x, y: this.y, size: options.size ?? 9, font: options.font ?? this.regular, color: options.color ?? PDF_INK });
  }

  /** Text ending at `right`. */
  rightText(value: string, right: number, options: TextOptions = {}): void {
    const font = options.font ?? this.regular;
    const size = options.size ?? 9;
    const cleaned = this.clean(value);
    this.page.drawText(cleaned, { x: right - font.widthOfTextAtSize(cleaned, size), y: this.y, size, font, color: options.color ?? PDF_INK });
  }

  /** Text in lines no wider than `width`, wrapped between words, a new page whenever one is full. */
  paragraph(text: string, options: TextOptions & { width?: number } = {}): void {
    const size = options.size ?? 9;
    for (const line of this.wrap(text, options.width ?? LETTER.width - 2 * LETTER.margin, options.font, size)) {
      this.room(size + 3);
      this.text(line, LETTER.margin, { ...options, size });
      this.y -= size + 3;
    }
  }

  /** The text in lines no wider than `width`, broken between words (a word too long for a line is cut). */
  wrap(text: string, width: number, font: PDFFont = this.regular, size = 9): string[] {
    const lines: string[] = [];
    let current = "";
    for (const word of this.clean(text).split(" ")) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      let rest = word;
      while (rest.length > 1 && font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      current = rest;
    }
    if (current) lines.push(current);
    return lines.length > 0 ? lines : [""];
  }

  /** The table's column titles over a rule. */
  tableHeader(table: PdfTable): void {
    let x = LETTER.margin;
    for (const column of table.columns) {
      const options = { font: this.bold, size: table.headerSize };
      if (column.amount) this.rightText(column.title, x + column.width, options);
      else this.text(column.title, x, options);
      x += column.width + table.gap;
    }
    this.y -= 4;
    this.page.drawLine({ start: { x: LETTER.margin, y: this.y }, end: { x: LETTER.width - LETTER.margin, y: this.y }, thickness: 0.5, color: RULE });
    this.y -= table.line;
  }

  /**
   * One row: each cell's text wrapped to its column (amounts right-aligned),
   * on a new page when the tallest cell would not fit (`onNewPage` draws the
   * header there again).
   */
  tableRow(table: PdfTable, cells: readonly string[], font: PDFFont = this.regular): void {
    const lines = cells.map((cell, index) => this.wrap(cell, table.columns[index]!.width, font, table.size));
    const height = Math.max(...lines.map((each) => each.length)) * table.line;
    if (this.y - height < LETTER.margin) this.newPage();
    let x = LETTER.margin;
    lines.forEach((cellLines, index) => {
      const column = table.columns[index]!;
      cellLines.forEach((line, at) => {
        const width = font.widthOfTextAtSize(line, table.size);
        this.page.drawText(line, { x: column.amount ? x + column.width - width : x, y: this.y - at * table.line, size: table.size, font, color: PDF_INK });
      });
      x += column.width + table.gap;
    });
    this.y -= height + 2;
  }

  /** "Page 1 of 3" at the foot of every page. */
  numberPages(): void {
    const pages = this.document.getPages();
    pages.forEach((each, at) => {
      const label = `Page ${at + 1} of ${pages.length}`;
      each.drawText(label, { x: LETTER.width - LETTER.margin - this.regular.widthOfTextAtSize(label, 7), y: LETTER.margin / 2, size: 7, font: this.regular, color: PDF_MUTED });
    });
  }

  save(): Promise<Uint8Array> {
    return this.document.save();
  }
}
