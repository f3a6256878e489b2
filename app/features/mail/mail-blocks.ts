/**
 * The parts an e-mail's HTML body is made of. Every message's body is a list
 * of these, rendered by one layout (mail-layout.ts): a composer either passes
 * its own (a listing with its photo, a signed document) or lets its plain
 * text be read into them. Every value is plain text: the layout escapes it.
 */
export type MailBlock =
  /** Text; its line breaks are kept and its web addresses become links. */
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  /** Label and value pairs (the property, the dates…); a value's line breaks are kept. */
  | { kind: "facts"; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: "list"; items: readonly string[]; ordered?: boolean }
  /** The message's one main link, drawn as a button. */
  | { kind: "button"; label: string; href: string }
  /** A listing's card: its photo (an absolute address), title, price, short facts and link. */
  | { kind: "listing"; href: string; title: string; price: string; facts: string; lines: readonly string[]; photo: { src: string; alt: string } | null }
  /** Smaller print (an MLS disclaimer, a note to ignore the message). */
  | { kind: "fine-print"; text: string }
  /** Lesser links in small print, named by their words rather than their addresses (manage or stop alerts). */
  | { kind: "links"; links: readonly MailAction[] };

/** The main link of a message composed as text: the paragraph that holds its address becomes a button. */
export type MailAction = { label: string; href: string };

/**
 * "Check-in:  Mon, Apr 10" in a plain-text message: a short label (a few
 * words, no sentence punctuation) and its value. Two or more together read
 * as a table of facts; one alone stays a sentence ("Note from our team: …").
 */
const FACT = /^([A-Z][A-Za-z0-9.'()/-]*(?: [A-Za-z0-9.'()/-]+){0,3}):\s+(\S.*)$/;
const BULLET = /^\s*(?:- |\* |•\s)(.*)$/;
const NUMBERED = /^\s*\d+\.\s+(.*)$/;
/** A line indented under the one before (an estimate's parts, an address under its label). */
const CONTINUATION = /^\s{2,}\S/;

type Run = { kind: "facts"; rows: [string, string][] } | { kind: "list"; items: string[]; ordered: boolean } | { kind: "text"; lines: string[] };

/** One paragraph of plain text as runs of facts, list items and ordinary lines. */
function runsOf(lines: string[]): Run[] {
  const runs: Run[] = [];
  const last = () => runs.at(-1);
  for (const line of lines) {
    const run = last();
    const fact = FACT.exec(line);
    const bullet = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (bullet && !(run?.kind === "facts" && CONTINUATION.test(line))) {
      const ordered = !BULLET.test(line);
      if (run?.kind === "list" && run.ordered === ordered) run.items.push(bullet[1]!.trim());
      else runs.push({ kind: "list", items: [bullet[1]!.trim()], ordered });
    } else if (CONTINUATION.test(line) && run && run.kind !== "text") {
      if (run.kind === "facts") {
        const row = run.rows.at(-1)!;
        row[1] = `${row[1]}\n${line.trim()}`;
      } else {
        run.items[run.items.length - 1] = `${run.items.at(-1)}\n${line.trim()}`;
      }
    } else if (fact && !CONTINUATION.test(line)) {
      if (run?.kind === "facts") run.rows.push([fact[1]!, fact[2]!.trim()]);
      else runs.push({ kind: "facts", rows: [[fact[1]!, fact[2]!.trim()]] });
    } else if (run?.kind === "text") {
      run.lines.push(line.trim());
    } else {
      runs.push({ kind: "text", lines: [line.trim()] });
    }
  }
  return runs;
}

/** A lone "Label: value" line is a sentence: it joins the lines around it in one paragraph. */
function joinLoneFacts(runs: Run[]): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    const current: Run = run.kind === "facts" && run.rows.length === 1 ? { kind: "text", lines: [`${run.rows[0]![0]}: ${run.rows[0]![1]}`] } : run;
    const previous = joined.at(-1);
    if (current.kind === "text" && previous?.kind === "text") previous.lines.push(...current.lines);
    else joined.push(current);
  }
  return joined;
}

function runToBlock(run: Run): MailBlock {
  if (run.kind === "list") return { kind: "list", items: run.items, ordered: run.ordered };
  if (run.kind === "facts") return { kind: "facts", rows: run.rows };
  return { kind: "paragraph", text: run.lines.join("\n") };
}

/** Whether a line is the action's address alone, or leads to it ("Your booking page: https://…"). */
function isActionLine(line: string, action: MailAction): boolean {
  const trimmed = line.trim();
  return trimmed === action.href || (trimmed.endsWith(` ${action.href}`) && trimmed.slice(0, -action.href.length).trim().endsWith(":"));
}

const blocksOf = (lines: string[]): MailBlock[] => (lines.length > 0 ? joinLoneFacts(runsOf(lines)).map(runToBlock) : []);

/**
 * The blocks of a message composed as plain text: its paragraphs (split at
 * blank lines), in which aligned "Label: value" lines become a table of
 * facts and "- " lines a list; the first line that is `action`'s address,
 * alone or after its lead-in ("Your booking page: https://…"), becomes its
 * button (added at the end when no line is).
 */
export function textToBlocks(text: string, action?: MailAction): MailBlock[] {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0);
  const blocks: MailBlock[] = [];
  let actionShown = false;
  for (const lines of paragraphs) {
    const at = action && !actionShown ? lines.findIndex((line) => isActionLine(line, action)) : -1;
    if (action && at !== -1) {
      // The lines around it stay as they were; the line itself becomes the button.
      blocks.push(...blocksOf(lines.slice(0, at)), { kind: "button", ...action }, ...blocksOf(lines.slice(at + 1)));
      actionShown = true;
    } else {
      blocks.push(...blocksOf(lines));
    }
  }
  if (action && !actionShown) blocks.push({ kind: "button", ...action });
  return blocks;
}
