import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createModerator, type ModeratorLogger } from './external.ts';
import type { ModerationContext } from './types.ts';

const student: ModerationContext = { role: 'student', userId: 'u1', sessionId: 's1', grade: 6 };

/** A real local HTTP server speaking the OpenAI moderation and chat-completions wire formats. */
let server: Server;
let baseUrl: string;
let received: { path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
let mode: 'ok' | 'error' | 'slow' = 'ok';
let openAiCategories: Record<string, boolean> = {};
let guardAnswer = 'safe';

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(JSON.parse(data || '{}') as Record<string, unknown>));
  });
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const body = await readBody(req);
  received.push({ path: req.url ?? '', auth: req.headers.authorization, body });
  if (mode === 'error') {
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
    return;
  }
  if (mode === 'slow') await new Promise((r) => setTimeout(r, 500));
  res.writeHead(200, { 'content-type': 'application/json' });
  if (req.url === '/v1/moderations') {
    const flagged = Object.values(openAiCategories).some(Boolean);
    res.end(
      JSON.stringify({
        id: 'modr-1',
        model: body.model,
        results: [{ flagged, categories: openAiCategories, category_scores: {} }],
      }),
    );
  } else {
    res.end(
      JSON.stringify({
        id: 'chat-1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: guardAnswer }, finish_reason: 'stop' }],
      }),
    );
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  mode = 'ok';
  openAiCategories = {};
  guardAnswer = 'safe';
});

function collectingLogger() {
  const warnings: string[] = [];
  const logger: ModeratorLogger = { warn: (_obj, msg) => warnings.push(msg) };
  return { logger, warnings };
}

describe('openai-moderation provider', () => {
  it('combines the verdicts: an external flag raises a message the offline engine passed', async () => {
    openAiCategories = { harassment: false, 'self-harm/intent': true };
    const m = createModerator({
      provider: 'openai-moderation',
      baseUrl,
      apiKey: 'sk-test',
      model: 'omni-moderation-latest',
    });
    const r = await m.moderate('everything is grey and i am so tired of it all', student);
    expect(r).toMatchObject({ flagged: true, category: 'self_harm', severity: 'high', action: 'crisis' });
    expect(r.reason).toContain('openai-moderation');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      path: '/v1/moderations',
      auth: 'Bearer sk-test',
      body: { model: 'omni-moderation-latest' },
    });
  });

  it('sends only the redacted text and keeps the offline redaction', async () => {
    const m = createModerator({ provider: 'openai-moderation', baseUrl });
    const r = await m.moderate('my number is 555-867-5309, can you help with fractions', student);
    expect(received[0]?.body.input).toBe('my number is [phone number], can you help with fractions');
    expect(r).toMatchObject({
      category: 'personal_information',
      action: 'redact',
      redactedText: 'my number is [phone number], can you help with fractions',
    });
  });

  it('keeps the offline verdict when the provider says nothing', async () => {
    const m = createModerator({ provider: 'openai-moderation', baseUrl });
    expect(await m.moderate('what is photosynthesis', student)).toMatchObject({
      flagged: false,
      action: 'allow',
    });
    expect((await m.moderate('this is so fucking hard', student)).category).toBe('profanity');
  });

  it('does not send a crisis message the offline engine already rated high', async () => {
    const m = createModerator({ provider: 'openai-moderation', baseUrl });
    expect((await m.moderate('i want to kill myself', student)).action).toBe('crisis');
    expect(received).toHaveLength(0);
  });

  it('falls back to the offline verdict on a 500 and logs it', async () => {
    mode = 'error';
    const { logger, warnings } = collectingLogger();
    const m = createModerator({ provider: 'openai-moderation', baseUrl, logger });
    const r = await m.moderate('shit i got it wrong', student);
    expect(r).toMatchObject({ flagged: true, category: 'profanity' });
    expect(warnings).toEqual(['moderation provider failed; using the offline verdict']);
  });

  it('falls back to the offline verdict on a timeout', async () => {
    mode = 'slow';
    const { logger, warnings } = collectingLogger();
    const m = createModerator({ provider: 'openai-moderation', baseUrl, logger, timeoutMs: 50 });
    expect(await m.moderate('what is a noun', student)).toMatchObject({ flagged: false, action: 'allow' });
    expect(warnings).toHaveLength(1);
  });
});

describe('llama-guard provider', () => {
  it('maps "unsafe\\nS11" to self-harm', async () => {
    guardAnswer = 'unsafe\nS11';
    const m = createModerator({ provider: 'llama-guard', baseUrl, model: 'llama-guard3:1b' });
    const r = await m.moderate('everything is grey lately', student);
    expect(r).toMatchObject({ flagged: true, category: 'self_harm', severity: 'high', action: 'crisis' });
    expect(received[0]).toMatchObject({
      path: '/v1/chat/completions',
      body: { model: 'llama-guard3:1b', messages: [{ role: 'user', content: 'everything is grey lately' }] },
    });
  });

  it('reads a vLLM-style answer (leading blank lines, several codes) and keeps the most serious', async () => {
    // vLLM serving meta-llama/Llama-Guard-3-1B through its chat template answers "\n\nunsafe\nS1,S10"
    guardAnswer = '\n\nunsafe\nS10,S1';
    const m = createModerator({ provider: 'llama-guard', baseUrl, model: 'meta-llama/Llama-Guard-3-1B' });
    const r = await m.moderate('those people should all be gone', student);
    expect(r).toMatchObject({ flagged: true, category: 'violence', severity: 'medium' });
    expect(r.reason).toMatch(/; llama-guard: (hate|violence) \(medium\)$/);
    expect(received[0]?.body).toMatchObject({ model: 'meta-llama/Llama-Guard-3-1B', temperature: 0 });
  });

  it('takes the higher severity of the two verdicts', async () => {
    guardAnswer = 'unsafe\nS12';
    const m = createModerator({ provider: 'llama-guard', baseUrl });
    const r = await m.moderate('damn this is hard', student);
    expect(r).toMatchObject({ category: 'sexual', severity: 'medium', action: 'block' });
  });

  it('screens a tutor reply as the assistant turn', async () => {
    const m = createModerator({ provider: 'llama-guard', baseUrl });
    const r = await m.moderate('The water cycle has four stages.', { ...student, role: 'assistant' });
    expect(r.flagged).toBe(false);
    const messages = received[0]?.body.messages as { role: string; content: string }[];
    expect(messages.at(-1)).toEqual({ role: 'assistant', content: 'The water cycle has four stages.' });
  });

  it('falls back on an answer that is neither safe nor unsafe', async () => {
    guardAnswer = 'I cannot help with that';
    const { logger, warnings } = collectingLogger();
    const m = createModerator({ provider: 'llama-guard', baseUrl, logger });
    expect((await m.moderate('what is a verb', student)).flagged).toBe(false);
    expect(warnings).toHaveLength(1);
  });
});

describe('configuration', () => {
  it('offline needs no URL and asks nobody', async () => {
    const m = createModerator({ provider: 'offline' });
    expect((await m.moderate('kys', student)).category).toBe('harassment');
    expect(received).toHaveLength(0);
  });

  it('an external provider without a URL is a clear configuration error', () => {
    expect(() => createModerator({ provider: 'llama-guard' })).toThrow(/MODERATION_BASE_URL is required/);
  });
});
