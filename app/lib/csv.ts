// The one CSV module: cells safe from formulas, the desk's downloads, and the one reader (RFC 4180: quoted
// cells hold commas, doubled quotes and line breaks; a byte-order mark and LF-only lines are accepted).
/** CSV safe from formulas: a cell starting with = + - @ (or tab, CR) gets a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** Excel on Windows reads a CSV as UTF-8 only after this mark ("José Núñez", not "JosÃ© NÃºÃ±ez"). */
export const UTF8_BOM = "\uFEFF";

const csvHeaders = (fileName: string) => ({
  "Content-Type": "text/csv; charset=utf-8",
  "Content-Disposition": `attachment; filename="${fileName}"`,
  "Cache-Control": "private, no-store",
});

/** A CSV of a few lines, built whole: one byte-order mark, then its lines, saved as `fileName`, never cached. */
export function csvDownload(fileName: string, lines: readonly string[]): Response {
  return new Response(UTF8_BOM + lines.join(""), { headers: csvHeaders(fileName) });
}

/**
 * Every CSV the desk offers that grows with the requests, streamed: the byte-order mark and `head` (its first lines,
 * already written), then each page's lines as the page is read, so only one page is ever in memory. The headers are
 * csvDownload's, without a length. A page that fails ends the stream with an error (the browser shows the download as
 * failed, never as a short file that looks whole); `failed` is told first, to log it.
 */
export function csvStream(fileName: string, head: string, pages: AsyncIterable<readonly string[]>, failed: (error: unknown) => void): Response {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let started = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(UTF8_BOM + head));
          return;
        }
        try {
          const page = await iterator.next();
          if (page.done) controller.close();
          else controller.enqueue(encoder.encode(page.value.join("")));
        } catch (error) {
          failed(error);
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { headers: csvHeaders(fileName) });
}

export interface CsvRecord {
  /** Its row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  values: Record<string, string>;
}

export type CsvRead = { ok: true; header: string[]; records: CsvRecord[] } | { ok: false; row: number; error: string };

type Rows = { ok: true; rows: string[][] } | { ok: false; row: number; error: string };

/** Every row as its cells, or the first row that breaks the format (an open quote, text after a closing one).
 * `delimiter`: a comma, or a tab for the "Excel" files some exports write. */
export function csvRows(text: string, delimiter: "," | "\t" = ","): Rows {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let closed = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endCell = () => {
    cells.push(cell);
    cell = "";
    closed = false;
  };
  const endRow = () => {
    endCell();
    rows.push(cells);
    cells = [];
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') ((cell += '"'), i++);
      else ((quoted = false), (closed = true));
    } else if (c === delimiter) endCell();
    else if (c === "\r" || c === "\n") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else if (closed)
      return { ok: false, row: rows.length + 1, error: "has text after a closing quote: put the whole cell in quotes and double the quotes inside it" };
    else if (c === '"') {
      if (cell !== "")
        return {
          ok: false,
          row: rows.length + 1,
          error: "has a quote inside a cell that does not start with one: put the whole cell in quotes and double the quotes inside it",
        };
      quoted = true;
    } else cell += c;
  }
  if (quoted) return { ok: false, row: rows.length + 1, error: "has a quote that is never closed" };
  if (cell !== "" || cells.length > 0 || closed) endRow();
  return { ok: true, rows };
}

const blank = (cells: string[]) => cells.every((cell) => cell.trim() === "");

/** Records by the header's names (trimmed, as written); blank lines are skipped, a row longer than the header refused. */
export function parseCsv(text: string): CsvRead {
  const read = csvRows(text);
  if (!read.ok) return read;
  const [head, ...rest] = read.rows;
  if (!head || blank(head)) return { ok: false, row: 1, error: "is empty: the first row must name the columns" };
  const header = head.map((name) => name.trim());
  const seen = header.find((name, i) => name !== "" && header.indexOf(name) !== i);
  if (seen) return { ok: false, row: 1, error: `names the column "${seen}" twice` };
  const records: CsvRecord[] = [];
  for (const [index, cells] of rest.entries()) {
    const row = index + 2;
    if (blank(cells)) continue;
    if (cells.length > header.length) return { ok: false, row, error: `has ${cells.length} cells but the header names ${header.length} columns` };
    records.push({ row, values: Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])) });
  }
  return { ok: true, header, records };
}
