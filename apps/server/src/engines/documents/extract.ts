import {
  CURRICULUM_FILE_TYPES,
  CURRICULUM_LIMITS,
  CURRICULUM_MESSAGES,
  type CurriculumFileKind,
} from '@academy/shared';

/**
 * Text and structure from an uploaded document: PDF (unpdf, a build of Mozilla's pdf.js), DOCX (mammoth,
 * reading the Word styles so that headings stay headings), TXT and Markdown (read as UTF-8). Pure apart from
 * those libraries: no database, no HTTP (ADR 017).
 */

export interface Block {
  kind: 'heading' | 'paragraph';
  /** 1-6 for headings (0 for a document's title); 0 for paragraphs. */
  level: number;
  text: string;
}

export interface Extracted {
  status: 'ok' | 'unreadable';
  text: string;
  blocks: Block[];
}

/** Why a file was refused before any extraction (its bytes do not match its type). */
export class NotThatKindError extends Error {}

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Refuses bytes that are not what the file name says (a renamed .exe, an image called .pdf). */
export function checkContent(kind: CurriculumFileKind, bytes: Buffer): void {
  const label = CURRICULUM_FILE_TYPES[kind].label;
  const fail = () => {
    throw new NotThatKindError(CURRICULUM_MESSAGES.notMatching(label));
  };
  if (kind === 'pdf') {
    // A PDF may carry a few bytes of junk before its header; readers look in the first kilobyte.
    if (bytes.subarray(0, 1024).indexOf(PDF_MAGIC) < 0) fail();
  } else if (kind === 'docx') {
    if (!bytes.subarray(0, 4).equals(ZIP_MAGIC)) fail();
  } else if (bytes.includes(0) || !isUtf8(bytes)) {
    fail();
  }
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Collapses runs of spaces and tabs; keeps the line breaks. */
const tidy = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t \u00a0]+/g, ' ').trim())
    .join('\n');

function finish(blocks: Block[]): Extracted {
  const kept = blocks.map((b) => ({ ...b, text: b.text.trim() })).filter((b) => b.text.length > 0);
  let text = kept.map((b) => b.text).join('\n\n');
  if (text.length > CURRICULUM_LIMITS.textMax) text = text.slice(0, CURRICULUM_LIMITS.textMax);
  // Letters or digits, not just punctuation: a scanned PDF yields nothing, a damaged one noise.
  const readable = /[\p{L}\p{N}]/u.test(text);
  return readable ? { status: 'ok', text, blocks: kept } : { status: 'unreadable', text: '', blocks: [] };
}

/** Extracts the text; never throws for a damaged file (the document is then 'unreadable'). */
export async function extractDocument(kind: CurriculumFileKind, bytes: Buffer): Promise<Extracted> {
  try {
    switch (kind) {
      case 'pdf':
        return finish(await pdfBlocks(bytes));
      case 'docx':
        return finish(await docxBlocks(bytes));
      case 'markdown':
        return finish(markdownBlocks(bytes.toString('utf8')));
      case 'txt':
        return finish(plainBlocks(bytes.toString('utf8')));
    }
  } catch {
    return { status: 'unreadable', text: '', blocks: [] };
  }
}

// ---------------------------------------------------------------- per format

async function pdfBlocks(bytes: Buffer): Promise<Block[]> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return plainBlocks(text.join('\n\n'));
  } finally {
    await pdf.destroy();
  }
}

interface MammothNode {
  type: string;
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  children?: MammothNode[];
}

async function docxBlocks(bytes: Buffer): Promise<Block[]> {
  const mammoth = (await import('mammoth')).default;
  const blocks: Block[] = [];
  const textOf = (node: MammothNode): string =>
    node.type === 'text'
      ? (node.value ?? '')
      : node.type === 'tab'
        ? ' '
        : (node.children ?? []).map(textOf).join('');
  const walk = (node: MammothNode) => {
    if (node.type === 'paragraph') {
      const style = `${node.styleName ?? ''} ${node.styleId ?? ''}`.toLowerCase();
      const heading = /heading\s?(\d)/.exec(style);
      const text = tidy(textOf(node)).replace(/\n/g, ' ');
      if (heading) blocks.push({ kind: 'heading', level: Number(heading[1]), text });
      else if (style.includes('title')) blocks.push({ kind: 'heading', level: 0, text });
      else blocks.push({ kind: 'paragraph', level: 0, text });
      return;
    }
    for (const child of node.children ?? []) walk(child);
  };
  await mammoth.convertToHtml({ buffer: bytes }, {
    transformDocument: (doc: MammothNode) => {
      walk(doc);
      return doc;
    },
  } as never);
  return blocks;
}

/** Markdown: ATX headings (# ...) and setext underlines (=== / ---); the rest is paragraphs. */
export function markdownBlocks(source: string): Block[] {
  const lines = tidy(source).split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  let fenced = false;
  const flush = () => {
    if (para.length > 0) blocks.push({ kind: 'paragraph', level: 0, text: para.join(' ') });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('```') || line.startsWith('~~~')) {
      fenced = !fenced;
      continue;
    }
    if (fenced) {
      if (line) para.push(line);
      continue;
    }
    const atx = /^(#{1,6}) (.*)$/.exec(line);
    if (atx) {
      flush();
      blocks.push({ kind: 'heading', level: atx[1]!.length, text: stripInline(atx[2]!.replace(/ #+$/, '')) });
      continue;
    }
    const next = lines[i + 1] ?? '';
    if (line && para.length === 0 && /^(=+|-+)$/.test(next) && next.length >= 3) {
      blocks.push({ kind: 'heading', level: next.startsWith('=') ? 1 : 2, text: stripInline(line) });
      i++;
      continue;
    }
    if (!line) {
      flush();
      continue;
    }
    para.push(stripInline(line.replace(/^(?:[-*+]|\d{1,3}[.)]) /, '')));
  }
  flush();
  return blocks;
}

/** Emphasis, code and link markup out of a Markdown line (one pass, no backtracking). */
function stripInline(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    // [text](target) and ![alt](target): keep the text, drop the target.
    const close = s[i] === ']' && s[i + 1] === '(' ? s.indexOf(')', i + 2) : -1;
    if (close > 0) {
      i = close + 1;
      continue;
    }
    const c = s[i]!;
    if (!'*_`['.includes(c) && !(c === '!' && s[i + 1] === '[')) out += c;
    i++;
  }
  return out.trim();
}

/**
 * Plain text (and a PDF's text): blank lines separate paragraphs; a short line standing alone that looks
 * like a title ("Unit 2: Plants", "LESSON 3", "1. Counting") is a heading.
 */
export function plainBlocks(source: string): Block[] {
  const lines = tidy(source).split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length > 0) blocks.push({ kind: 'paragraph', level: 0, text: para.join(' ') });
    para = [];
  };
  for (const line of lines) {
    if (!line) {
      flush();
      continue;
    }
    const md = /^(#{1,6}) (.*)$/.exec(line);
    if (md) {
      flush();
      blocks.push({ kind: 'heading', level: md[1]!.length, text: md[2]!.trim() });
      continue;
    }
    const level = headingLevel(line);
    if (level > 0) {
      flush();
      blocks.push({ kind: 'heading', level, text: line });
      continue;
    }
    para.push(line);
  }
  flush();
  return blocks;
}

const UNIT_WORDS = /^(?:unit|module|chapter|part|week|theme)\b/i;
const LESSON_WORDS = /^(?:lesson|section|day|activity|session|step|topic)\b/i;

/** 1 for a unit-like title, 2 for a lesson-like or numbered one, 3 for a short title-case line, 0 otherwise. */
export function headingLevel(line: string): number {
  if (line.length > 80 || line.length < 3) return 0;
  if (/[.,;]$/.test(line) && !/^\d{1,2}\.$/.test(line)) return 0;
  const words = line.split(' ');
  if (words.length > 12) return 0;
  if (UNIT_WORDS.test(line) && /\d|:/.test(line)) return 1;
  if (LESSON_WORDS.test(line) && /\d|:/.test(line)) return 2;
  if (/^\d{1,2}(?:\.\d{1,2})?[.)]? [A-Z]/.test(line)) return 2;
  const letters = line.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 4 && letters === letters.toUpperCase()) return 2;
  const capitalised = words.filter((w) => /^[A-Z0-9]/.test(w)).length;
  const small = new Set(['a', 'an', 'and', 'the', 'of', 'in', 'on', 'to', 'for', 'with', 'by', 'or', 'at']);
  const titleCase = words.every((w) => /^[A-Z0-9(]/.test(w) || small.has(w));
  if (words.length <= 8 && titleCase && capitalised >= 1 && !/[.!?]$/.test(line)) return 3;
  return 0;
}
