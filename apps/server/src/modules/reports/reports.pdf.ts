import { MASTERED } from '../../engines/mastery/bkt.ts';
import { taggedPdf } from '../../lib/pdf.ts';
import type { ClassReport, StudentReport } from './reports.data.ts';

const hours = (minutes: number) => {
  const h = Math.round((minutes / 60) * 10) / 10;
  return `${h} ${h === 1 ? 'hour' : 'hours'}`;
};
const pct = (x: number | null) => (x === null ? 'no scores yet' : `${Math.round(x)}%`);
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The class progress report as a PDF (lib/pdf.ts): tagged (headings, paragraphs, a figure with its
 * alternative text) so that it can be read aloud and searched. Page 1 is the class summary with a bar chart
 * of the average score per subject; then one section per student. (Its text comes from the database, whose
 * strings are always well-formed, so unlike the lesson plan it needs no lone-surrogate clean-up.)
 */
export async function renderClassReport(report: ClassReport, now: Date): Promise<Buffer> {
  const title = `Progress report: ${report.className}`;
  const { doc, root, block, finish } = taggedPdf({
    title,
    subject: 'Class progress report',
    margin: 50,
    now,
  });
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };

  // ------------------------------------------------------------ class summary
  block('H1', title, 'bold', 20, 0.2);
  block(
    'P',
    `${report.grade ? `Grade ${report.grade}. ` : ''}${report.students.length} students. Compiled ${day(now)}.`,
    'body',
    10,
    0.8,
  );
  block('H2', 'Class summary', 'bold', 14);
  block(
    'P',
    `Tutoring sessions: ${report.summary.sessions}. Study time: ${hours(report.summary.studyMinutes)}.`,
    'body',
    11,
    0.6,
  );
  block('H3', 'Average score by subject', 'bold', 12);
  const subjects = report.summary.subjects;
  if (subjects.length === 0) {
    block('P', 'No scores recorded for this class yet.', 'body', 11, 0.8);
  } else {
    const alt = subjects.map((s) => `${s.label} ${Math.round(s.average)}%`).join(', ');
    const chartTop = doc.y + 4;
    const labelWidth = 110;
    const barMax = doc.page.width - doc.page.margins.left - doc.page.margins.right - labelWidth - 50;
    const figure = doc.struct(
      'Figure',
      { alt: `Bar chart of the class's average score by subject: ${alt}.` },
      () => {
        subjects.forEach((s, i) => {
          const y = chartTop + i * 24;
          doc
            .rect(doc.page.margins.left + labelWidth, y, Math.max(2, (barMax * s.average) / 100), 16)
            .fill('#2563eb');
        });
      },
    );
    root.add(figure);
    subjects.forEach((s, i) => {
      const y = chartTop + i * 24 + 3;
      root.add(
        doc.struct('P', {}, () => {
          doc.font('body').fontSize(10).fillColor('#111111');
          doc.text(s.label, doc.page.margins.left, y, { width: labelWidth - 8, lineBreak: false });
          const x = doc.page.margins.left + labelWidth + Math.max(2, (barMax * s.average) / 100) + 6;
          doc.text(`${Math.round(s.average)}% (${s.count})`, x, y, { lineBreak: false });
        }),
      );
    });
    doc.x = doc.page.margins.left;
    doc.y = chartTop + subjects.length * 24 + 12;
  }

  // ------------------------------------------------------------ one section per student
  for (const s of report.students) {
    doc.addPage();
    studentSection(s);
  }

  function studentSection(s: StudentReport) {
    block('H2', s.name, 'bold', 15, 0.2);
    if (!s.hasAccount) {
      block(
        'P',
        'This roster entry has no student account yet, so there is no learning record.',
        'body',
        10,
        0.6,
      );
      return;
    }
    block(
      'P',
      `Sessions: ${s.sessions}. Study time: ${hours(s.studyMinutes)}. Test results: ${s.tests.count} scores, average ${pct(s.tests.average)}.`,
      'body',
      11,
      0.4,
    );
    block(
      'P',
      `Safeguard cases: ${s.safeguard.total} (${s.safeguard.open} not yet resolved). Their content is not part of this report.`,
      'body',
      10,
      0.6,
    );
    block('H3', 'Mastery by subject and skill', 'bold', 12);
    if (s.mastery.length === 0) block('P', 'No scores yet.', 'body', 10, 0.4);
    else
      block(
        'P',
        `Mastery is how likely the student is to know a skill, from every scored answer in order (Bayesian Knowledge Tracing); a skill is mastered at ${Math.round(MASTERED * 100)}% or more.`,
        'body',
        9,
        0.4,
      );
    for (const m of s.mastery) {
      ensureRoom(40);
      block(
        'P',
        `${m.label}: ${m.mastered} of ${m.skills.length} ${m.skills.length === 1 ? 'skill' : 'skills'} mastered, average mastery ${Math.round(m.mastery * 100)}% over ${m.answers} ${m.answers === 1 ? 'answer' : 'answers'}`,
        'bold',
        10,
        0.1,
      );
      for (const k of m.skills.slice(0, 12)) {
        block(
          'P',
          `    ${k.skill}: ${k.mastered ? 'mastered' : 'not mastered yet'} (${Math.round(k.p * 100)}%, ${k.answers} ${k.answers === 1 ? 'answer' : 'answers'})`,
          'body',
          9,
          0.05,
        );
      }
      if (m.skills.length > 12) block('P', `    and ${m.skills.length - 12} more skills`, 'body', 9, 0.05);
      doc.moveDown(0.3);
    }
    if (s.tests.latest.length > 0) {
      ensureRoom(60);
      block('H3', 'Latest results', 'bold', 12);
      for (const t of s.tests.latest)
        block('P', `${day(t.at)}  ${t.skill}: ${Math.round(t.score)}%`, 'body', 9, 0.05);
    }
  }

  return finish();
}
