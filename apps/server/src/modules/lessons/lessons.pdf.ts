import type { LessonTemplate } from '@academy/shared';
import { subjectLabel } from '@academy/shared/subjects';
import { taggedPdf, wellFormed } from '../../lib/pdf.ts';

/**
 * A lesson plan as a PDF (lib/pdf.ts, as the progress report in modules/reports): tagged (headings,
 * paragraphs, lists) so that it can be read aloud and searched. The template's fields in the order of the
 * page's preview; the standard's official text under its code.
 */
export async function renderLessonPdf(
  given: LessonTemplate,
  standardText: string | null,
  now: Date,
): Promise<Buffer> {
  const lesson = wellFormed(given);
  const { doc, root, block, finish } = taggedPdf({
    title: lesson.title,
    subject: 'Lesson plan',
    margin: 56,
    now,
  });
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

  return finish();
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
