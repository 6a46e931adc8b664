import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import StudentEnrichmentRoute from '@/app/routes/student/enrichment';
import { Toaster } from '@/components/ui/sonner';
import { authStore } from '@/lib/auth';
import { buildSession, jsonResponse } from '@/testing/factories';
import { createTestQueryClient } from '@/testing/render';

/** A stand-in for the browser's SpeechRecognition (a browser API we cannot run here). */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 0;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  hear(transcript: string) {
    this.onresult?.({ results: [Object.assign([{ transcript }], { isFinal: true })] });
    this.onend?.();
  }
}

function renderEnrichment() {
  const router = createMemoryRouter(
    [
      { path: '/student/enrichment', element: <StudentEnrichmentRoute /> },
      { path: '/student/tutor', element: <h1>Tutor page</h1> },
    ],
    { initialEntries: ['/student/enrichment'] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user };
}

afterEach(async () => {
  toast.dismiss();
  FakeRecognition.last = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  await authStore.signOut().catch(() => undefined);
  authStore.stopAutoRefresh();
});

// The browser's speech synthesis (not available in happy-dom) is installed before the app's modules load,
// as a browser has it: the shared speech module looks for it once, at load.
const spoken = vi.hoisted(() => {
  const said: string[] = [];
  class Utterance {
    rate = 1;
    pitch = 1;
    volume = 1;
    voice: unknown = null;
    onstart: (() => void) | null = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(public text: string) {}
  }
  Object.assign(globalThis, {
    SpeechSynthesisUtterance: Utterance,
    speechSynthesis: {
      speak: (utterance: Utterance) => said.push(utterance.text),
      cancel: () => undefined,
      pause: () => undefined,
      resume: () => undefined,
      getVoices: () => [],
    },
  });
  return said;
});

describe('enrichment', () => {
  it('says so where the browser has no speech recognition', () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    renderEnrichment();
    expect(
      screen.getByText(
        'Voice chat needs a browser with speech recognition, such as Chrome or Edge. You can still type your question in Inquiry Mode.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Voice Chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Inquiry' })).toHaveAttribute('href', '/student/tutor');
  });

  it('voice mode: listens, sends the recognised question to the tutor, shows and reads the reply', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    spoken.length = 0;
    const chatBodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url.startsWith('/auth/v1/token')) return jsonResponse(buildSession());
        if (url === '/api/tutor/chat') {
          chatBodies.push(JSON.parse(String(init.body)));
          return new Response('Plants make food from sunlight.', { headers: { 'X-Session-Id': 'voice-1' } });
        }
        throw new Error(`unexpected ${url}`);
      }),
    );
    await authStore.signInWithPassword({
      email: 'kid@school.org',
      password: 'secret123',
      captcha_token: 'x',
    });
    const { user } = renderEnrichment();

    await user.click(screen.getByRole('button', { name: 'Start Voice Chat' }));
    expect(screen.getByText('Listening... Speak your question now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop Listening' })).toBeInTheDocument();
    expect(FakeRecognition.last?.started).toBe(true);

    FakeRecognition.last?.hear('How do plants eat?');
    expect(await screen.findByText('How do plants eat?')).toBeInTheDocument();
    expect(await screen.findByText('Plants make food from sunlight.')).toBeInTheDocument();
    expect(chatBodies).toEqual([
      {
        messages: [{ role: 'user', content: 'How do plants eat?' }],
        agent: 'grok',
        tutorName: 'AGI Assistant',
      },
    ]);
    await waitFor(() => expect(spoken).toEqual(['Plants make food from sunlight.']));
    expect(screen.queryByText('Listening... Speak your question now')).not.toBeInTheDocument();
  });

  it('each suggested topic opens the tutor with that topic', async () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    const { router, user } = renderEnrichment();
    for (const topic of ['Climate Science', 'Historical Analysis', 'Mathematical Proofs']) {
      expect(screen.getByRole('heading', { name: topic })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('link', { name: 'Explore Historical Analysis' }));
    expect(await screen.findByRole('heading', { name: 'Tutor page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ topic: 'Historical Analysis', subject: 'Social Studies' });
  });
});
