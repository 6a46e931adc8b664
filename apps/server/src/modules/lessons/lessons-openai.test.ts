import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBodySchema, generateLessonResponseSchema } from '@academy/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateLesson, findStandard } from '../../engines/lessons/index.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { person, type Person } from '../safeguard/safeguard.testing.ts';

/**
 * Generation through an OpenAI-compatible endpoint: a real HTTP server on 127.0.0.1 speaking the Chat
 * Completions wire format (the third party we cannot run here). Each test scripts its answers.
 */
interface Received {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  response_format?: {
    type: string;
    json_schema: { name: string; strict: boolean; schema: { properties: Record<string, unknown> } };
  };
}
const upstream = { received: [] as Received[], answers: [] as ((res: http.ServerResponse) => void)[] };
let server: http.Server;
let t: TestContext;
let teacher: Person;

const completion = (content: string) => (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'c1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content } }],
    }),
  );
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      upstream.received.push(JSON.parse(raw) as Received);
      const answer = upstream.answers.shift();
      if (answer) answer(res);
      else res.writeHead(500).end('no scripted answer');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    AI_MODEL: 'lesson-model',
    AI_TIMEOUT_MS: '2000',
  });
  teacher = await person(t.app, 'educator', 'Maria Rivera');
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  upstream.received = [];
  upstream.answers = [];
});

const good = () =>
  generateLesson({ grade: '2', subject: 'science', standard: findStandard('2-LS2-1'), topic: 'bean plants' });
const generate = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/lessons/generate',
    headers: teacher.auth,
    payload: { grade: '2', subject: 'science', standardCode: '2-LS2-1', topic: 'bean plants' },
  });

describe('lesson generation through an OpenAI-compatible model', () => {
  it('asks for structured output (the template as a JSON schema) and returns the validated lesson', async () => {
    const lesson = { ...good(), title: 'Do bean plants need light? (from the model)' };
    upstream.answers.push(completion(JSON.stringify(lesson)));
    const res = await generate();
    expect(res.statusCode, res.body).toBe(200);
    const body = generateLessonResponseSchema.parse(res.json());
    expect(body.provider).toBe('openai');
    expect(body.lesson.title).toBe('Do bean plants need light? (from the model)');
    expect(body.checks.standard).toMatchObject({ code: '2-LS2-1', verified: true });
    expect(body.checks.moderation.passed).toBe(true);
    const sent = upstream.received[0]!;
    expect(sent.model).toBe('lesson-model');
    expect(sent.response_format?.type).toBe('json_schema');
    expect(Object.keys(sent.response_format!.json_schema.schema.properties)).toEqual(
      expect.arrayContaining([
        'anticipatory_set',
        'guided_practice',
        'independent_practice',
        'assessment',
        'materials',
        'duration',
      ]),
    );
    expect(sent.messages[1]!.content).toContain('2-LS2-1');
  });

  it('retries once when the answer does not fit the template, telling the model what was wrong', async () => {
    upstream.answers.push(completion(JSON.stringify({ ...good(), standard: '2-LS2-9' })));
    upstream.answers.push(completion(JSON.stringify(good())));
    const res = await generate();
    expect(res.statusCode, res.body).toBe(200);
    expect(upstream.received).toHaveLength(2);
    expect(upstream.received[1]!.messages[1]!.content).toMatch(/rejected: standard must be "2-LS2-1"/);
  });

  it('reports a second invalid answer (502) and an upstream failure, never a 500', async () => {
    upstream.answers.push(completion('not json at all'));
    upstream.answers.push(completion(JSON.stringify({ title: 'Only a title' })));
    const invalid = await generate();
    expect(invalid.statusCode).toBe(502);
    const error = errorBodySchema.parse(invalid.json()).error;
    expect(error.code).toBe('lesson_invalid');
    expect(error.message).toMatch(/did not fit the lesson template twice/);
    expect(upstream.received).toHaveLength(2);

    upstream.answers.push((res) =>
      res.writeHead(429, { 'content-type': 'application/json' }).end('{"error":"rate limited"}'),
    );
    const failed = await generate();
    expect(failed.statusCode).toBe(502);
    expect(errorBodySchema.parse(failed.json()).error.message).toMatch(/^API Error: .*rate limited/);
  });

  it('holds back a lesson whose text the moderation check blocks', async () => {
    const lesson = good();
    lesson.independent_practice = [...lesson.independent_practice, 'Look at porn videos for homework.'];
    upstream.answers.push(completion(JSON.stringify(lesson)));
    const res = await generate();
    expect(res.statusCode).toBe(422);
    expect(errorBodySchema.parse(res.json()).error.code).toBe('lesson_blocked');
  });
});
