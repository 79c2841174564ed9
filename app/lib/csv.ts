/**
 * CSV for spreadsheets, safe from formulas: a cell starting with = + - @ (or a tab or
 * carriage return) is a formula to a spreadsheet, so it is kept text with a leading
 * apostrophe. Used by the desk's exports and `npm run leads -- --csv`.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;
