import {
  LESSON_MESSAGES,
  type GenerateLessonResponse,
  type LessonChecks,
  type LessonTemplate,
} from '@academy/shared';
import type { AiConfig } from '../../config.ts';
import type { Moderator } from '../../engines/moderation/external.ts';
import {
  checkStandard,
  findStandard,
  generateLesson,
  moderationTexts,
  gradeNumber,
  readabilityReport,
  type Standard,
} from '../../engines/lessons/index.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import type { Log } from '../../lib/deps.ts';
import { screen } from '../safeguard/index.ts';
import { generateWithAi, LessonAiError } from './lessons.ai.ts';

export interface LessonDeps {
  ai: AiConfig;
  moderator: Moderator;
  log: Log;
}

export interface GenerateRequest {
  grade: 'K' | '1' | '2' | '3';
  subject: 'reading' | 'math' | 'science' | 'social-studies';
  standardCode?: string | undefined;
  topic?: string | undefined;
  acceptMismatch?: boolean | undefined;
}

/** The standard a request names, checked; throws the teacher-facing 400/409 when it cannot be used. */
export function resolveStandard(req: GenerateRequest): Standard | null {
  const code = req.standardCode?.trim() ?? '';
  if (!code) {
    if (req.subject === 'social-studies') return null;
    throw badRequest(LESSON_MESSAGES.standardNeeded, 'standard_required');
  }
  const check = checkStandard(code, req.grade, req.subject);
  if (check.status === 'unknown') throw badRequest(check.message!, 'unknown_standard');
  if (check.status === 'mismatch' && !req.acceptMismatch) throw conflict(check.message!, 'standard_mismatch');
  return findStandard(check.standard!.code);
}

/** Every text of the lesson through the moderation seam (as text shown to a student of the grade). */
export async function moderateLesson(
  deps: Pick<LessonDeps, 'moderator'>,
  userId: string,
  lesson: LessonTemplate,
  standard: Standard | null,
): Promise<LessonChecks['moderation'] & { blocked: boolean }> {
  const texts = moderationTexts(lesson, standard);
  const context = { role: 'assistant' as const, userId, sessionId: null, grade: gradeNumber(lesson.grade) };
  const results = await Promise.all(texts.map((t) => screen(deps.moderator, t, context)));
  const flagged = results.filter((r) => r.flagged);
  const blocked = results.some((r) => r.action === 'block' || r.action === 'crisis');
  return {
    passed: flagged.length === 0,
    checked: texts.length,
    blocked,
    note:
      flagged.length === 0
        ? `All ${texts.length} texts passed the Safeguard moderation check.`
        : `${flagged.length} of ${texts.length} texts were flagged (${[...new Set(flagged.map((f) => f.category))].join(', ')}).`,
  };
}

function standardCheck(standard: Standard | null, lesson: LessonTemplate): LessonChecks['standard'] {
  if (!standard) {
    return {
      code: '',
      description: null,
      verified: false,
      note: 'No standard cited: there is no national K-3 social-studies standard set, so this lesson follows a theme.',
    };
  }
  const cited = lesson.standard === standard.code;
  return {
    code: standard.code,
    description: standard.description,
    verified: cited,
    note: cited
      ? `${standard.code} was checked against the K-3 standards corpus (Common Core and NGSS): a grade ${standard.grade} ${standard.subject} standard in ${standard.domain}.`
      : `The lesson does not cite ${standard.code}.`,
  };
}

export async function generate(
  deps: LessonDeps,
  userId: string,
  req: GenerateRequest,
): Promise<GenerateLessonResponse> {
  const standard = resolveStandard(req);
  const topic = req.topic?.trim() ?? '';
  let lesson: LessonTemplate;
  if (deps.ai.provider === 'openai') {
    try {
      lesson = await generateWithAi(deps.ai, {
        grade: req.grade,
        subject: req.subject,
        standard: standard ? { code: standard.code, description: standard.description } : null,
        topic,
      });
    } catch (err) {
      if (err instanceof LessonAiError) {
        deps.log.warn({ err: err.message }, 'lessons: AI generation failed');
        throw new HttpError(
          502,
          err.kind === 'invalid' ? 'lesson_invalid' : 'ai_upstream',
          err.kind === 'invalid' ? `${LESSON_MESSAGES.generationFailed} (${err.message})` : err.message,
        );
      }
      throw err;
    }
  } else {
    lesson = generateLesson({ grade: req.grade, subject: req.subject, standard, topic });
  }
  const moderation = await moderateLesson(deps, userId, lesson, standard);
  if (moderation.blocked) throw new HttpError(422, 'lesson_blocked', LESSON_MESSAGES.blockedByModeration);
  return {
    lesson,
    provider: deps.ai.provider,
    checks: {
      standard: standardCheck(standard, lesson),
      readability: readabilityReport(lesson),
      moderation: { passed: moderation.passed, checked: moderation.checked, note: moderation.note },
    },
  };
}

/** A lesson a teacher saves (possibly edited): its standard must be a real one, its texts pass moderation. */
export async function checkEditedLesson(
  deps: Pick<LessonDeps, 'moderator'>,
  userId: string,
  lesson: LessonTemplate,
) {
  let standard: Standard | null = null;
  if (lesson.standard) {
    standard = findStandard(lesson.standard);
    if (!standard)
      throw badRequest(
        checkStandard(lesson.standard, lesson.grade, lesson.subject).message!,
        'unknown_standard',
      );
    lesson.standard = standard.code;
  }
  const moderation = await moderateLesson(deps, userId, lesson, standard);
  if (moderation.blocked) throw new HttpError(422, 'lesson_blocked', LESSON_MESSAGES.blockedByModeration);
}
