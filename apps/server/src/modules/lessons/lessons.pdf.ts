import { readFileSync } from 'node:fs';
import type { LessonTemplate } from '@academy/shared';
import { subjectLabel } from '@academy/shared/subjects';
import PDFDocument from 'pdfkit';

/**
 * A lesson plan as a PDF (pdfkit, as the progress report in modules/reports): real text in the embedded DejaVu
 * Sans (apps/server/assets/fonts, with its license), tagged (headings, paragraphs, lists) with the document
 * language and title set, so that it can be read aloud and searched. The template's fields in the order of the
 * page's preview; the standard's official text under its code.
 */
const REGULAR = readFileSync(new URL('../../../assets/fonts/DejaVuSans.ttf', import.meta.url));
const BOLD = readFileSync(new URL('../../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url));

/** Lone UTF-16 surrogates become U+FFFD: pdfkit cannot encode them (a title ending in "\ud800" threw). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = <T>(value: T): T =>
  JSON.parse(
    JSON.stringify(value, (_key, v: unknown) =>
      typeof v === 'string' ? v.replace(LONE_SURROGATE, '\uFFFD') : v,
    ),
  ) as T;

export async function renderLessonPdf(
  given: LessonTemplate,
  standardText: string | null,
  now: Date,
): Promise<Buffer> {
  const lesson = wellFormed(given);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    pdfVersion: '1.7',
    info: { Title: lesson.title, Author: 'Academy', Subject: 'Lesson plan', CreationDate: now },
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
  const block = (tag: 'H1' | 'H2' | 'P', text: string, font: 'body' | 'bold', size: number, gap = 0.3) => {
    root.add(
      doc.struct(tag, {}, () => {
        doc.font(font).fontSize(size).fillColor('#111111').text(text);
      }),
    );
    doc.moveDown(gap);
  };
  const list = (items: string[], numbered: boolean) => {
    const l = doc.struct('L');
    root.add(l);
    items.forEach((item, i) => {
      l.add(
        doc.struct('LI', {}, () => {
          doc
            .font('body')
            .fontSize(11)
            .fillColor('#111111')
            .text(`${numbered ? `${i + 1}.` : '•'} ${item}`, { indent: 0, paragraphGap: 4 });
        }),
      );
    });
    l.end();
    doc.moveDown(0.5);
  };

  block('H1', lesson.title, 'bold', 20, 0.2);
  const meta = [
    `Grade ${lesson.grade}`,
    subjectLabel(lesson.subject),
    lesson.standard ? `Standard ${lesson.standard}` : null,
    lesson.duration,
  ].filter(Boolean);
  block('P', meta.join(' · '), 'body', 10, 0.2);
  if (standardText) block('P', `${lesson.standard}: ${standardText}`, 'body', 9, 0.8);
  else doc.moveDown(0.6);

  block('H2', 'Anticipatory set', 'bold', 14);
  block('P', lesson.anticipatory_set, 'body', 11, 0.6);
  block('H2', 'Guided practice', 'bold', 14);
  list(lesson.guided_practice, true);
  block('H2', 'Independent practice', 'bold', 14);
  list(lesson.independent_practice, false);
  block('H2', 'Assessment', 'bold', 14);
  block('P', `Formative: ${lesson.assessment.formative}`, 'body', 11, 0.3);
  block('P', `Exit ticket: ${lesson.assessment.exit_ticket}`, 'body', 11, 0.6);
  block('H2', 'Materials', 'bold', 14);
  list(lesson.materials, false);

  root.end();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** A file name from the lesson's title: letters, digits and dashes only. */
export const lessonPdfName = (title: string) =>
  `lesson-${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'plan'
  }.pdf`;
