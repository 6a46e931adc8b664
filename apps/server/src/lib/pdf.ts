import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * What every PDF we make shares (pdfkit; the lesson plan in modules/lessons, the class progress report in
 * modules/reports): A4, real text in the embedded DejaVu Sans (apps/server/assets/fonts, with its license) as
 * the fonts 'body' and 'bold', tagged (one Document structure element that every block is added to) with the
 * document language and title set, so that it can be read aloud and searched.
 */
const REGULAR = readFileSync(new URL('../../assets/fonts/DejaVuSans.ttf', import.meta.url));
const BOLD = readFileSync(new URL('../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url));

export type PdfFont = 'body' | 'bold';
export type PdfBlockTag = 'H1' | 'H2' | 'H3' | 'P';

export interface TaggedPdf {
  doc: PDFKit.PDFDocument;
  /** The Document structure element: add every tagged element to it. */
  root: PDFKit.PDFStructureElement;
  /** One tagged run of text (a heading or a paragraph) in near-black, then `gap` lines of space. */
  block: (tag: PdfBlockTag, text: string, font: PdfFont, size: number, gap?: number) => void;
  /** Ends the structure and the document; the whole file. */
  finish: () => Promise<Buffer>;
}

export function taggedPdf(meta: { title: string; subject: string; margin: number; now: Date }): TaggedPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: meta.margin,
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: meta.title, Author: 'Academy', Subject: meta.subject, CreationDate: meta.now },
    autoFirstPage: true,
    bufferPages: false,
  });
  doc.registerFont('body', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const block: TaggedPdf['block'] = (tag, text, font, size, gap = 0.3) => {
    root.add(
      doc.struct(tag, {}, () => {
        doc.font(font).fontSize(size).fillColor('#111111').text(text);
      }),
    );
    doc.moveDown(gap);
  };
  const finish = async () => {
    root.end();
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  };
  return { doc, root, block, finish };
}

/** Lone UTF-16 surrogates become U+FFFD: pdfkit cannot encode them (a title ending in "\ud800" threw). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A copy of `value` (plain JSON data) with every string's lone surrogates replaced, safe to print. */
export const wellFormed = <T>(value: T): T =>
  JSON.parse(
    JSON.stringify(value, (_key, v: unknown) =>
      typeof v === 'string' ? v.replace(LONE_SURROGATE, '\uFFFD') : v,
    ),
  ) as T;
