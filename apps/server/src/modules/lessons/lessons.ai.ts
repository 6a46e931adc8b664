import { lessonTemplateSchema, type LessonTemplate } from '@academy/shared';
import { z } from 'zod';
import type { AiConfig } from '../../config.ts';

/**
 * Lesson generation through an OpenAI-compatible Chat Completions endpoint with structured output: the
 * request carries the lesson template as a JSON schema (response_format json_schema, strict); the answer is
 * parsed and validated against the same template (and must cite the requested standard). A failed validation
 * is retried once, then reported.
 */

export class LessonAiError extends Error {
  constructor(
    message: string,
    readonly kind: 'upstream' | 'invalid',
  ) {
    super(message);
  }
}

const jsonSchema = (() => {
  const schema = z.toJSONSchema(
    z.object({
      title: z.string(),
      grade: z.enum(['K', '1', '2', '3']),
      subject: z.enum(['reading', 'math', 'science', 'social-studies']),
      standard: z.string(),
      anticipatory_set: z.string(),
      guided_practice: z.array(z.string()),
      independent_practice: z.array(z.string()),
      assessment: z.object({ formative: z.string(), exit_ticket: z.string() }),
      materials: z.array(z.string()),
      duration: z.string(),
    }),
  ) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
})();

export interface AiLessonRequest {
  grade: string;
  subject: string;
  standard: { code: string; description: string } | null;
  topic: string;
}

function messages(req: AiLessonRequest, problem: string | null) {
  const standard = req.standard
    ? `Standard ${req.standard.code}: "${req.standard.description}". The "standard" field must be exactly "${req.standard.code}".`
    : 'No standard: the "standard" field must be an empty string.';
  return [
    {
      role: 'system',
      content:
        'You write K-3 lesson plans for teachers. Answer only with the JSON object of the schema. Student-facing ' +
        'text (independent_practice, assessment.exit_ticket) must be short, simple sentences a child of the grade ' +
        'can read. Math items must have correct answers, listed in assessment.formative as an answer key.',
    },
    {
      role: 'user',
      content:
        `Grade ${req.grade}, subject ${req.subject}. ${standard} Topic: ${req.topic || '(none)'}.` +
        (problem ? `\nYour previous answer was rejected: ${problem}. Fix it.` : ''),
    },
  ];
}

async function callOnce(config: AiConfig, req: AiLessonRequest, problem: string | null): Promise<unknown> {
  let base = config.baseUrl ?? '';
  while (base.endsWith('/')) base = base.slice(0, -1);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  let res: Response;
  try {
    res = await fetch(`${base}/chat/completions`, {
      method: 'POST',
      headers,
      signal: AbortSignal.timeout(Math.max(config.timeoutMs, 1000) * 3),
      body: JSON.stringify({
        model: config.model ?? config.models.grok ?? '',
        stream: false,
        messages: messages(req, problem),
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'lesson_template', strict: true, schema: jsonSchema },
        },
      }),
    });
  } catch (err) {
    throw new LessonAiError(`API Error: ${(err as Error).message}`, 'upstream');
  }
  const text = await res.text();
  if (!res.ok) throw new LessonAiError(`API Error: ${text.slice(0, 300) || res.statusText}`, 'upstream');
  let content: unknown;
  try {
    content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
      ?.content;
  } catch {
    throw new LessonAiError(
      'API Error: the AI service answered with something that is not JSON.',
      'upstream',
    );
  }
  return content;
}

/** Validates one answer: the template schema, then the requested grade, subject and standard. */
export function validateAiLesson(
  content: unknown,
  req: AiLessonRequest,
): { lesson: LessonTemplate } | { problem: string } {
  if (typeof content !== 'string') return { problem: 'the answer had no message content' };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { problem: 'the answer was not valid JSON' };
  }
  const parsed = lessonTemplateSchema.safeParse(json);
  if (!parsed.success) {
    return {
      problem: parsed.error.issues
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')
        .slice(0, 400),
    };
  }
  const lesson = parsed.data;
  if (lesson.grade !== req.grade) return { problem: `grade must be "${req.grade}"` };
  if (lesson.subject !== req.subject) return { problem: `subject must be "${req.subject}"` };
  if (lesson.standard !== (req.standard?.code ?? '')) {
    return { problem: `standard must be "${req.standard?.code ?? ''}"` };
  }
  if (lesson.independent_practice.length === 0 || lesson.guided_practice.length === 0) {
    return { problem: 'guided_practice and independent_practice must not be empty' };
  }
  return { lesson };
}

/** Two attempts at most: the second one is told what was wrong with the first. */
export async function generateWithAi(config: AiConfig, req: AiLessonRequest): Promise<LessonTemplate> {
  let problem: string | null = null;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const content = await callOnce(config, req, problem);
    const outcome = validateAiLesson(content, req);
    if ('lesson' in outcome) return outcome.lesson;
    problem = outcome.problem;
  }
  throw new LessonAiError(problem ?? 'invalid answer', 'invalid');
}
