/** The fee agreement as a PDF (pdf-lib's maintained fork, in the Worker), in DejaVu Sans so any name
 * renders; the signed copy is the unsigned file itself with a signature page and an audit page added. */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";
import fontkit from "@cantoo/fontkit";
import fontUrl from "~/assets/fonts/DejaVuSans.ttf?inline";
import type { AgreementText } from "~/content/fee-agreement";

const PAGE = { width: 612, height: 792, margin: 60 };
let fontBytes: Uint8Array | undefined;

function font(): Uint8Array {
  fontBytes ??= Uint8Array.from(atob(fontUrl.slice(fontUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));
  return fontBytes;
}

function wrap(text: string, face: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && face.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

/** Writes blocks of text down pages, adding a page when one is full. */
class Writer {
  page: PDFPage;
  y = PAGE.height - PAGE.margin;
  constructor(
    private doc: PDFDocument,
    private face: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }
  block(text: string, size = 11, gap = 8, color = rgb(0.1, 0.1, 0.1)) {
    for (const line of wrap(text, this.face, size, PAGE.width - 2 * PAGE.margin)) {
      if (this.y - size < PAGE.margin) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.y -= size * 1.35;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font: this.face, color });
    }
    this.y -= gap;
  }
}

async function embed(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(fontkit);
  return doc.embedFont(font(), { subset: true });
}

/** The agreement as sent: the bytes whose SHA-256 the signature post must carry. */
export async function agreementPdf(text: AgreementText, at: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(text.title);
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  const write = new Writer(doc, await embed(doc));
  write.block(text.title, 18, 10);
  write.block(text.placeholder, 10, 12, rgb(0.55, 0.1, 0.1));
  for (const paragraph of text.paragraphs) write.block(paragraph);
  return doc.save();
}

export interface SignedParts {
  signature: { heading: string; lines: string[] };
  audit: { heading: string; rows: [string, string][] };
}

/** The unsigned file, unchanged, then the signature block and the audit page. */
export async function signedPdf(unsigned: Uint8Array, parts: SignedParts, at: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.load(unsigned);
  doc.setModificationDate(at);
  const face = await embed(doc);
  const signature = new Writer(doc, face);
  signature.block(parts.signature.heading, 16, 10);
  for (const line of parts.signature.lines) signature.block(line, 12);
  const audit = new Writer(doc, face);
  audit.block(parts.audit.heading, 16, 10);
  for (const [label, value] of parts.audit.rows) audit.block(`${label}: ${value}`, 10, 4);
  return doc.save();
}
