import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makeTextlessPdf, SAMPLE_SECTIONS } from './documents.testing.ts';
import { checkContent, extractDocument, headingLevel, markdownBlocks, NotThatKindError } from './extract.ts';
import { outlineSteps, standardsIn, summarise } from './outline.ts';

describe('text extraction', () => {
  it('reads a PDF made by another program, headings included', async () => {
    const out = await extractDocument('pdf', await makePdf('Kindergarten Unit', SAMPLE_SECTIONS));
    expect(out.status).toBe('ok');
    expect(out.text).toContain('Students count up to 20 objects');
    const steps = outlineSteps(out.blocks, 'Kindergarten Unit');
    expect(steps.map((s) => s.title)).toEqual([
      'Lesson 1: Counting Objects',
      'Lesson 2: Comparing Numbers',
      'Lesson 3: Plants and Water',
    ]);
    expect(steps.map((s) => s.standards)).toEqual([['K.CC.B.5'], ['K.CC.C.7'], ['K-LS1-1']]);
  });

  it('reads a DOCX through its Word heading styles', async () => {
    const out = await extractDocument('docx', await makeDocx('Kindergarten Unit', SAMPLE_SECTIONS));
    expect(out.status).toBe('ok');
    const steps = outlineSteps(out.blocks, 'Kindergarten Unit');
    expect(steps.map((s) => s.title)).toEqual(SAMPLE_SECTIONS.map((s) => s.heading));
    expect(steps[1]!.summary).toBe('Students compare two numbers between 1 and 10 (K.CC.C.7).');
  });

  it('says a PDF without text, or a damaged one, is unreadable instead of failing', async () => {
    expect((await extractDocument('pdf', await makeTextlessPdf())).status).toBe('unreadable');
    expect((await extractDocument('pdf', Buffer.from('%PDF-1.7\nnot really a pdf'))).status).toBe(
      'unreadable',
    );
    expect((await extractDocument('docx', Buffer.from('PK\u0003\u0004garbage'))).status).toBe('unreadable');
    expect((await extractDocument('txt', Buffer.from('  \n\n  '))).status).toBe('unreadable');
  });

  it('refuses bytes that are not what the file name says', () => {
    expect(() => checkContent('pdf', Buffer.from('GIF89a...'))).toThrow(NotThatKindError);
    expect(() => checkContent('docx', Buffer.from('%PDF-1.4'))).toThrow(NotThatKindError);
    expect(() => checkContent('txt', Buffer.from([0x68, 0x00, 0x69]))).toThrow(NotThatKindError);
    expect(() => checkContent('markdown', Buffer.from([0xc3, 0x28]))).toThrow(NotThatKindError);
    expect(() => checkContent('txt', Buffer.from('Plain words, é and ü.'))).not.toThrow();
  });
});

describe('outline', () => {
  it('uses the level that splits the document: a lone top heading is the title', () => {
    const blocks = markdownBlocks(
      '# Unit\n\nIntro.\n\n## One\nFirst part.\n\n### Detail\nMore.\n\n## Two\nSecond part.',
    );
    const steps = outlineSteps(blocks);
    expect(steps.map((s) => s.title)).toEqual(['One', 'Two']);
    expect(steps[0]!.body).toBe('First part.\n\nDetail\n\nMore.');
  });

  it('cuts a document without headings into steps of a few paragraphs, titled by their first sentence', () => {
    const text = Array.from({ length: 7 }, (_, i) => `Paragraph ${i + 1} is here. It says more.`).join(
      '\n\n',
    );
    const steps = outlineSteps(markdownBlocks(text), 'Notes');
    expect(steps.map((s) => s.title)).toEqual([
      'Paragraph 1 is here',
      'Paragraph 4 is here',
      'Paragraph 7 is here',
    ]);
  });

  it('finds standards codes in any common spelling and ignores codes the corpus does not have', () => {
    expect(standardsIn('See CCSS.MATH.CONTENT.K.CC.A.1, K.CC.4 and rl.1.2; also X.Y.9 and 3.NF.9.')).toEqual([
      'K.CC.A.1',
      'K.CC.B.4',
      'RL.1.2',
    ]);
  });

  it('summarises with whole sentences, about 240 characters at most', () => {
    const long = 'This sentence has some words in it. '.repeat(20);
    const s = summarise(long);
    expect(s.length).toBeLessThanOrEqual(240);
    expect(s.endsWith('.')).toBe(true);
  });

  it('recognises title-like lines of plain text as headings, not sentences', () => {
    expect(headingLevel('Unit 2: Plants')).toBe(1);
    expect(headingLevel('Lesson 3')).toBe(2);
    expect(headingLevel('COMPARING NUMBERS')).toBe(2);
    expect(headingLevel('Students compare numbers.')).toBe(0);
    expect(headingLevel('the cat sat on the mat')).toBe(0);
  });
});
