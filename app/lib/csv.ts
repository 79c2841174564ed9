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

/** Every CSV the desk offers: its lines after one byte-order mark, saved as `fileName`, never cached. */
export function csvDownload(fileName: string, lines: readonly string[]): Response {
  return new Response(UTF8_BOM + lines.join(""), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
