import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiGrader, RUBRIC } from './openai-grader.ts';

/** A real HTTP server on 127.0.0.1 speaking the OpenAI Chat Completions wire format (non-streaming). */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    response_format: { type: string; json_schema: { name: string; strict: boolean } };
    messages: { role: string; content: string }[];
  };
}
const upstream = {
  server: null as http.Server | null,
  url: '',
  received: [] as Received[],
  answer: (_req: Received): { status: number; content: string } => ({ status: 200, content: '{}' }),
};

beforeAll(async () => {
  upstream.server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const received: Received = { headers: req.headers, body: JSON.parse(raw) as Received['body'] };
      upstream.received.push(received);
      const { status, content } = upstream.answer(received);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => upstream.server!.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(upstream.server!.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => upstream.server?.close(resolve));
});

const ROWS = [
  {
    prompt: 'How did you separate the salt from the water?',
    reference_answer: 'The water was evaporated, leaving the salt.',
    answer: 'We let it evaporate. My number is 555-867-5309, mail ava.garcia@example.com',
    max_points: 2,
  },
  {
    prompt: 'How did you separate the salt from the water?',
    reference_answer: 'The water was evaporated, leaving the salt.',
    answer: 'With a magnet.',
    max_points: 2,
  },
];

describe('grading through an OpenAI-compatible model', () => {
  it('sends the rubric with structured output, redacts personal information, and reads the grades', async () => {
    upstream.received = [];
    upstream.answer = (req) => {
      const user = JSON.parse(req.body.messages[1]!.content) as { student_answer: string };
      return user.student_answer.includes('magnet')
        ? {
            status: 200,
            content: JSON.stringify({ score: 0, verdict: 'incorrect', reason: 'No evaporation.' }),
          }
        : {
            status: 200,
            content: JSON.stringify({ score: 2.2, verdict: 'correct', reason: 'Evaporation, salt left.' }),
          };
    };
    const grader = openAiGrader({
      baseUrl: upstream.url,
      apiKey: 'sk-test',
      model: 'grader-1',
      timeoutMs: 5000,
    });
    const out = await grader(ROWS).grade(() => true);
    expect(out[0]).toMatchObject({
      score: 2,
      max_points: 2,
      verdict: 'correct',
      reason: 'Evaporation, salt left.',
    });
    expect(out[1]).toMatchObject({ score: 0, verdict: 'incorrect' });
    expect(typeof out[0]!.cluster).toBe('number');

    expect(upstream.received).toHaveLength(2);
    const sent = upstream.received.find((r) => r.body.messages[1]!.content.includes('evaporate'))!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('grader-1');
    expect(sent.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    expect(sent.body.messages[0]).toEqual({ role: 'system', content: RUBRIC });
    const everything = JSON.stringify(upstream.received.map((r) => r.body));
    expect(everything).not.toContain('555-867-5309');
    expect(everything).not.toContain('ava.garcia@example.com');
  });

  it('fails the batch (so the job retries) when the model answers an error or not in the schema', async () => {
    const grader = openAiGrader({ baseUrl: upstream.url, model: 'grader-1', timeoutMs: 5000 });
    upstream.answer = () => ({ status: 500, content: '' });
    await expect(grader(ROWS).grade(() => true)).rejects.toThrow('The grading model answered 500.');
    upstream.answer = () => ({ status: 200, content: 'Sure! The answer is correct.' });
    await expect(grader(ROWS).grade((i) => i === 1)).rejects.toThrow('requested JSON format');
    upstream.answer = () => ({
      status: 200,
      content: JSON.stringify({ score: 1, verdict: 'great', reason: 'x' }),
    });
    await expect(grader(ROWS).grade((i) => i === 1)).rejects.toThrow('requested JSON format');
  });
});
