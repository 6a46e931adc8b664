import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBodySchema } from '@academy/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { chatMessages, profiles } from '../../db/schema.ts';
import { newSession } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { retryAfterMs } from './openai.ts';

/**
 * A real HTTP server on 127.0.0.1 speaking the OpenAI Chat Completions streaming wire format: the
 * third party we cannot run here. Each test sets `upstream.handle` to script its answers.
 */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
  /** Resolves when the connection to us is closed before we finished answering. */
  aborted: Promise<void>;
}
type Handle = (req: Received, res: http.ServerResponse, n: number) => void | Promise<void>;

const upstream = {
  server: null as http.Server | null,
  url: '',
  received: [] as Received[],
  handle: (() => undefined) as Handle,
};

const sse = (res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
const delta = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
const streamAll = (res: http.ServerResponse, parts: string[]) => {
  sse(res);
  res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
  for (const p of parts) res.write(delta(p));
  res.end('data: [DONE]\n\n');
};

let t: TestContext;
let baseUrl: string;
let maya: Awaited<ReturnType<typeof newSession>>;

beforeAll(async () => {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const aborted = new Promise<void>((resolve) =>
        res.on('close', () => {
          if (!res.writableFinished) resolve();
        }),
      );
      const received: Received = { headers: req.headers, body: JSON.parse(raw) as Received['body'], aborted };
      upstream.received.push(received);
      void upstream.handle(received, res, upstream.received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.server = server;
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

  t = await createTestApp({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: upstream.url,
    AI_API_KEY: 'sk-test-key',
    AI_MODEL: 'test-model',
    AI_MODEL_ASI: 'asi-model',
    AI_TIMEOUT_MS: '1000',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  maya = await newSession(t.app, { full_name: 'Maya Lopez' });
  await t.database.db.update(profiles).set({ gradeLevel: '4' }).where(eq(profiles.id, maya.session.user.id));
});
afterAll(async () => {
  // fetch may leave a spare connection to the app that never carries a request; the server would wait
  // for it (headersTimeout) on close.
  t?.app.server.closeAllConnections();
  await t?.close();
  upstream.server?.closeAllConnections();
  await new Promise((resolve) => upstream.server?.close(resolve));
});
beforeEach(() => {
  upstream.received = [];
  upstream.handle = (_req, res) => streamAll(res, ['Hello']);
});

/** POSTs to the app over real HTTP (so the body really streams). */
const chat = (payload: Record<string, unknown>, signal?: AbortSignal) =>
  fetch(`${baseUrl}/api/tutor/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...maya.auth },
    body: JSON.stringify(payload),
    signal,
  });
const say = (text: string, extra: Record<string, unknown> = {}) => ({
  messages: [{ role: 'user', content: text }],
  ...extra,
});
const stored = async (sessionId: string) =>
  t.database.db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(chatMessages.createdAt);

describe('the openai provider behind POST /api/tutor/chat', () => {
  it('streams the upstream text in order, progressively', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    upstream.handle = async (_req, res) => {
      sse(res);
      res.write(delta('Let us '));
      res.write(delta('think '));
      await released; // the rest only once the student has seen the beginning
      res.write(delta('it through.'));
      res.end('data: [DONE]\n\n');
    };
    const res = await chat(say('What is a prime number?'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const sessionId = res.headers.get('x-session-id')!;
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('think ')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toBe('Let us think ');
    release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toBe('Let us think it through.');
    expect(await stored(sessionId)).toEqual([
      { role: 'user', content: 'What is a prime number?' },
      { role: 'assistant', content: 'Let us think it through.' },
    ]);
  });

  it('sends the stored history and the stored new message, with the grade but not the name', async () => {
    upstream.handle = (_req, res) => streamAll(res, ['What do you notice?']);
    const first = await chat(say('My name is Maya. Why is the sky blue?'));
    const sessionId = first.headers.get('x-session-id')!;
    expect(await first.text()).toBe('What do you notice?');
    upstream.handle = (_req, res) => streamAll(res, ['Good observation!']);
    const second = await chat({
      sessionId,
      messages: [
        { role: 'user', content: 'a made-up earlier message the server must not forward' },
        { role: 'user', content: 'It is blue in the day' },
      ],
    });
    expect(await second.text()).toBe('Good observation!');

    const [, request] = upstream.received;
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    expect(request!.body).toMatchObject({ model: 'test-model', stream: true });
    const [system, ...rest] = request!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('The student is in grade 4.');
    expect(system!.content).not.toMatch(/Maya|Lopez/);
    // Everything after the system prompt is exactly what the server stored for this session.
    const rows = await stored(sessionId);
    expect(rest).toEqual(rows.slice(0, 3));
    expect(rows).toHaveLength(4);
  });

  it("uses the agent's own model when one is configured", async () => {
    const res = await chat(say('hi', { agent: 'asi' }));
    expect(await res.text()).toBe('Hello');
    expect(upstream.received[0]!.body.model).toBe('asi-model');
  });

  it('retries after a 429, honouring Retry-After', async () => {
    upstream.handle = (_req, res, n) => {
      if (n === 1) {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0.05' });
        res.end(JSON.stringify({ error: { message: 'Rate limit reached' } }));
      } else streamAll(res, ['Second ', 'time ', 'lucky.']);
    };
    const res = await chat(say('hello?'));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Second time lucky.');
    expect(upstream.received).toHaveLength(2);
  });

  it('gives up after three 500s with 502 and the upstream body', async () => {
    upstream.handle = (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain', 'retry-after': '0' });
      res.end('upstream exploded');
    };
    const res = await chat(say('hello?'));
    expect(res.status).toBe(502);
    expect(errorBodySchema.parse(await res.json()).error).toEqual({
      code: 'upstream_error',
      message: 'API Error: upstream exploded',
    });
    expect(upstream.received).toHaveLength(3);
  });

  it('does not retry a 400', async () => {
    upstream.handle = (_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"model not found"}}');
    };
    const res = await chat(say('hello?'));
    expect(res.status).toBe(502);
    expect(errorBodySchema.parse(await res.json()).error.message).toBe(
      'API Error: {"error":{"message":"model not found"}}',
    );
    expect(upstream.received).toHaveLength(1);
  });

  it('skips a malformed chunk and keeps the rest', async () => {
    upstream.handle = (_req, res) => {
      sse(res);
      res.write(delta('One, '));
      res.write('data: {"choices": [ this is not json\n\n');
      res.write(': a comment line\n\n');
      res.write(delta('two, '));
      res.write(delta('three.'));
      res.end('data: [DONE]\n\n');
    };
    const res = await chat(say('count'));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('One, two, three.');
  });

  it('answers 504 when the upstream does not answer in time (AI_TIMEOUT_MS)', async () => {
    upstream.handle = () => undefined; // never answers
    const res = await chat(say('hello?'));
    expect(res.status).toBe(504);
    expect(errorBodySchema.parse(await res.json()).error.message).toBe(
      'API Error: the AI service did not answer within 1000 ms.',
    );
    // The hanging upstream request was abandoned, not left open.
    await upstream.received[0]!.aborted;
    expect(upstream.received).toHaveLength(1);
  });

  it('aborts the upstream request when the client disconnects mid-stream, keeping what was said', async () => {
    upstream.handle = (_req, res) => {
      sse(res);
      res.write(delta('The first part '));
      // ...and then the model keeps "thinking" for as long as the connection stays open.
    };
    const client = new AbortController();
    const res = await chat(say('tell me a long story'), client.signal);
    const sessionId = res.headers.get('x-session-id')!;
    const reader = res.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('The first part ');
    client.abort();
    await upstream.received[0]!.aborted; // the server dropped its upstream request
    await vi.waitFor(async () =>
      expect(await stored(sessionId)).toEqual([
        { role: 'user', content: 'tell me a long story' },
        { role: 'assistant', content: 'The first part ' },
      ]),
    );
  });
});

describe('configuration', () => {
  it('refuses AI_PROVIDER=openai without AI_BASE_URL or a model, clearly', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'm' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL: required when AI_PROVIDER=openai/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://localhost:1/v1' })).toThrow(
      /AI_MODEL: required when AI_PROVIDER=openai/,
    );
    expect(loadConfig({}).ai).toMatchObject({ provider: 'offline', timeoutMs: 30_000 });
  });

  it('reads Retry-After in seconds, as a date, and retry-after-ms', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '150' }), now)).toBe(150);
    expect(retryAfterMs(new Headers(), now)).toBeNull();
  });
});
