// What a visitor typed, made safe to store and to show: one line, or free text.

/** Control characters, line and paragraph separators, and the bidirectional embeddings,
 * overrides and isolates (they can make a name or a tag display as something else). */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

function wellFormed(value: string): string {
  return typeof value.toWellFormed === "function" ? value.toWellFormed() : value;
}

/** One line: no control characters (CR/LF included), runs of whitespace become one space. */
export function cleanLine(value: string): string {
  return wellFormed(value)
    .replace(CONTROL, " ")
    .replace(/[\s\u00A0]+/g, " ")
    .trim();
}

/** Free text: line breaks kept (as \n), other control characters removed. */
export function cleanText(value: string): string {
  return wellFormed(value).replace(/\r\n?/g, "\n").replace(CONTROL, "").replace(/\t/g, " ").trim();
}
