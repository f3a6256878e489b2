/**
 * A small RFC 4180 CSV reader: quoted fields (with commas, line breaks and
 * doubled quotes inside), CRLF, LF or CR line endings, a leading byte-order
 * mark, blank lines skipped. Each record keeps the line it starts on, so a
 * bad row can be reported by line. A quote that is never closed ends the
 * reading there, reported as an error at the line where the record began.
 */
export type CsvRecord = { line: number; fields: string[] };
export type CsvResult = { records: CsvRecord[]; error?: { line: number; reason: string } };

export function parseCsv(text: string): CsvResult {
  const records: CsvRecord[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let recordLine = 1;

  const endField = () => {
    fields.push(field);
    field = "";
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    const blank = fields.length === 1 && fields[0] === "";
    if (!blank) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (char === "\n" || (char === "\r" && source[i + 1] !== "\n")) line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === ",") {
      endField();
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      // A quote inside an unquoted field is kept as it is (lenient, like most spreadsheets).
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) return { records, error: { line: recordLine, reason: "A quoted field is never closed" } };
  if (field !== "" || fields.length > 0) endRecord();
  return { records };
}
