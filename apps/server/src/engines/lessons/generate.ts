import type { LessonChecks, LessonTemplate } from '@academy/shared';
import type { Standard } from '../standards/standards.ts';
import type { BuildContext, LessonContent } from './content.ts';
import { buildMath } from './math.ts';
import { buildReading } from './reading.ts';
import { fkGrade, READABILITY_FORMULA, readabilityTarget } from './readability.ts';
import { buildScience, buildSocialStudies } from './science.ts';

/**
 * The offline lesson generator: composes SPEC's lesson template for a standard and a topic from the
 * standard's own text, per grade and subject (builders in math.ts, reading.ts, science.ts). Pure and
 * deterministic: the same standard and topic give the same lesson; different standards give different ones.
 */

export interface GenerateInput {
  grade: 'K' | '1' | '2' | '3';
  subject: 'reading' | 'math' | 'science' | 'social-studies';
  /** The checked standard, or null (social studies themes). */
  standard: (Standard & { clarification?: string | null }) | null;
  topic: string;
}

const MINUTES: Record<GenerateInput['grade'], number> = { K: 30, '1': 35, '2': 40, '3': 45 };

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

export function generateLesson(input: GenerateInput): LessonTemplate {
  const topic = input.topic.trim().slice(0, 200);
  const standard = input.standard;
  const ctx: BuildContext = {
    grade: input.grade,
    topic,
    description: standard?.description ?? '',
    clarification: standard?.clarification ?? null,
    code: standard?.code ?? null,
    domain: standard?.domain ?? 'Social Studies',
    strand: standard ? standard.subject : input.subject,
  };
  const seed = `${standard?.code ?? input.subject}|${input.grade}|${topic.toLowerCase()}`;
  let content: LessonContent;
  if (input.subject === 'social-studies') content = buildSocialStudies(ctx, seed);
  else if (standard?.subject === 'math' || (!standard && input.subject === 'math'))
    content = buildMath({ ...ctx, description: ctx.description || 'add and subtract' }, seed);
  else if (standard?.subject === 'science' || (!standard && input.subject === 'science'))
    content = buildScience(ctx, seed);
  else content = buildReading(ctx, seed);

  const objective = standard
    ? `Objective (${standard.code}, ${standard.domain}): ${standard.description}`
    : `Objective: ${content.titleCore}${topic ? ` (${topic})` : ''}.`;
  const title = topic ? `${capitalise(topic)}: ${content.titleCore}` : content.titleCore;
  return {
    title: title.slice(0, 200),
    grade: input.grade,
    subject: input.subject,
    standard: standard?.code ?? '',
    anticipatory_set: `${objective} Hook: ${content.hook}`,
    guided_practice: content.guided,
    independent_practice: content.independent,
    assessment: { formative: content.formative, exit_ticket: content.exitTicket },
    materials: content.materials,
    duration: `${MINUTES[input.grade]} minutes`,
  };
}

/** The texts a student reads on their own: independent practice and the exit ticket, by field name. */
export function studentFacingTexts(lesson: LessonTemplate): { field: string; text: string }[] {
  return [
    ...lesson.independent_practice.map((text, i) => ({ field: `independent_practice[${i + 1}]`, text })),
    { field: 'assessment.exit_ticket', text: lesson.assessment.exit_ticket },
  ];
}

/** Every text of the lesson (for moderation). */
export function allTexts(lesson: LessonTemplate): string[] {
  return [
    lesson.title,
    lesson.anticipatory_set,
    ...lesson.guided_practice,
    ...lesson.independent_practice,
    lesson.assessment.formative,
    lesson.assessment.exit_ticket,
    ...lesson.materials,
  ];
}

/**
 * Readability of what students read on their own, against the lesson's grade: each passage ("Read: ...")
 * on its own, and the rest of the independent practice with the exit ticket as one text (the formula is
 * meaningless on a single short question).
 */
export function readabilityReport(lesson: LessonTemplate): LessonChecks['readability'] {
  const target = readabilityTarget(lesson.grade);
  const texts = studentFacingTexts(lesson);
  const passages = texts.filter((t) => t.text.startsWith('Read: '));
  const rest = texts.filter((t) => !t.text.startsWith('Read: '));
  const rows = [
    ...passages.map(({ field, text }) => ({ field: `${field} (passage)`, text: text.slice(6) })),
    {
      field: rest.map((r) => r.field).join(', '),
      text: rest.map((r) => r.text.replace(/^\d+\. /, '')).join('\n'),
    },
  ];
  const studentFacing = rows.map(({ field, text }) => {
    const fk = fkGrade(text);
    return { field, fkGrade: fk, target, ok: fk <= target };
  });
  return { formula: READABILITY_FORMULA, studentFacing, allOk: studentFacing.every((r) => r.ok) };
}

/**
 * The texts to moderate: every text of the lesson, with the standard's own official text taken out (it is
 * trusted corpus data; the moderation engine's personal-information rule reads its "one, two, three, four,
 * five, six, seven, eight" as a spelled-out phone number).
 */
export function moderationTexts(
  lesson: LessonTemplate,
  standard: { description: string; clarification?: string | null } | null,
): string[] {
  const trusted = [standard?.description, standard?.clarification].filter((t): t is string => !!t);
  return allTexts(lesson)
    .map((text) => trusted.reduce((acc, t) => acc.split(t).join(' '), text))
    .filter((t) => t.trim());
}
