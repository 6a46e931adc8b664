import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import StudentTutorRoute from '@/app/routes/student/tutor';
import { Toaster } from '@/components/ui/sonner';
import { authStore } from '@/lib/auth';
import { buildProfile, buildSession, errorResponse, jsonResponse } from '@/testing/factories';
import { createTestQueryClient } from '@/testing/render';

type ChatCall = { body: Record<string, unknown>; signal: AbortSignal | undefined };

/** A streamed text body the test writes into; aborting the request errors it, as a real fetch does. */
function textStream(signal?: AbortSignal | null) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
  return {
    stream,
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

type Network = {
  profile?: Partial<ReturnType<typeof buildProfile>>;
  current?: unknown;
  chat?: (call: ChatCall) => Response | Promise<Response>;
  updateUser?: (body: { data: Record<string, string> }) => Response;
};

/** Stubs fetch at the network boundary: auth, profile, current session, chat, complete. */
function stubNetwork(network: Network) {
  const session = buildSession();
  const chatCalls: ChatCall[] = [];
  const completed: string[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/auth/v1/token?grant_type=password')) return jsonResponse(session);
    if (url.startsWith('/auth/v1/token?grant_type=refresh_token'))
      return errorResponse(401, 'invalid_refresh_token', 'Invalid Refresh Token');
    if (url.startsWith('/auth/v1/logout')) return new Response(null, { status: 204 });
    if (url === '/auth/v1/user' && method === 'PUT' && network.updateUser)
      return network.updateUser(JSON.parse(String(init.body)) as { data: Record<string, string> });
    if (url === '/api/profile')
      return jsonResponse(buildProfile({ id: session.user.id, ...network.profile }));
    if (url === '/api/tutor/sessions/current')
      return jsonResponse(network.current ?? { session: null, messages: [] });
    const complete = /^\/api\/tutor\/sessions\/([^/]+)\/complete$/.exec(url);
    if (complete && method === 'POST') {
      completed.push(decodeURIComponent(complete[1] ?? ''));
      return jsonResponse({ ok: true });
    }
    if (url === '/api/tutor/chat' && method === 'POST') {
      const call = {
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
        signal: init.signal ?? undefined,
      };
      chatCalls.push(call);
      if (!network.chat) throw new Error('no chat answer set');
      return network.chat(call);
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { session, chatCalls, completed, fetchMock };
}

async function renderTutor(state?: unknown) {
  await authStore.signInWithPassword({ email: 'kid@school.org', password: 'secret123', captcha_token: 'x' });
  const router = createMemoryRouter(
    [
      { path: '/student/tutor', element: <StudentTutorRoute /> },
      { path: '/auth', element: <h1>Sign in page</h1> },
    ],
    { initialEntries: [{ pathname: '/student/tutor', state }] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  const utils = { router, user };
  const input = await screen.findByLabelText('Your message');
  return { ...utils, input };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });
const bubbles = () => within(log()).queryAllByRole('listitem');

beforeEach(() => {
  authStore.stopAutoRefresh();
});

afterEach(async () => {
  // Sonner replays still-active toasts to a new Toaster: clear them so each test sees its own.
  toast.dismiss();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  await authStore.signOut().catch(() => undefined);
  authStore.stopAutoRefresh();
});

describe('tutor chat streaming', () => {
  it("shows 'Thinking...' until the first chunk, then appends the chunks in order", async () => {
    let reply!: ReturnType<typeof textStream>;
    stubNetwork({
      chat: ({ signal }) => {
        reply = textStream(signal);
        return new Response(reply.stream, {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Session-Id': 'session-1' },
        });
      },
    });
    const { user, input } = await renderTutor();

    await user.type(input, 'What is 3/4 + 1/8?{Enter}');
    expect(await within(log()).findByText('Thinking...')).toBeInTheDocument();
    expect(within(log()).getByText('What is 3/4 + 1/8?')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    reply.push('Good question! ');
    expect(await within(log()).findByText('Good question!')).toBeInTheDocument();
    expect(within(log()).queryByText('Thinking...')).not.toBeInTheDocument();
    reply.push('What do the denominators ');
    reply.push('need to be?');
    reply.close();

    expect(
      await within(log()).findByText('Good question! What do the denominators need to be?'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
    expect(bubbles()).toHaveLength(2);
  });

  it('sends the agent and conversation, and reuses the X-Session-Id for the next message', async () => {
    const { chatCalls } = stubNetwork({
      chat: () =>
        new Response('Let us think.', {
          headers: { 'X-Session-Id': '5b0f8c1e-4a8e-4c71-9a55-1c7c2b2d7f01' },
        }),
    });
    const { user, input } = await renderTutor();

    await user.type(input, 'First question{Enter}');
    await within(log()).findByText('Let us think.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument());
    await user.type(input, 'Second question{Enter}');
    await waitFor(() => expect(chatCalls).toHaveLength(2));

    expect(chatCalls[0]?.body).toEqual({
      messages: [{ role: 'user', content: 'First question' }],
      agent: 'grok',
    });
    expect(chatCalls[1]?.body).toMatchObject({
      sessionId: '5b0f8c1e-4a8e-4c71-9a55-1c7c2b2d7f01',
      agent: 'grok',
      messages: [
        { role: 'user', content: 'First question' },
        { role: 'assistant', content: 'Let us think.' },
        { role: 'user', content: 'Second question' },
      ],
    });
  });

  it("on failure removes the empty reply and shows the 'Error' toast with the server's message", async () => {
    stubNetwork({
      chat: () => errorResponse(502, 'upstream_error', 'API Error: model overloaded'),
    });
    const { user, input } = await renderTutor();

    await user.type(input, 'Help me{Enter}');
    expect(await screen.findByText('API Error: model overloaded')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(log()).queryByText('Thinking...')).not.toBeInTheDocument();
    expect(bubbles()).toHaveLength(1);
    expect(bubbles()[0]).toHaveTextContent('Help me');
  });

  it("shows 'No response body' when the answer has no body", async () => {
    stubNetwork({ chat: () => new Response(null, { status: 200 }) });
    const { user, input } = await renderTutor();
    await user.type(input, 'Hello{Enter}');
    expect(await screen.findByText('No response body')).toBeInTheDocument();
    expect(within(log()).queryByText('Thinking...')).not.toBeInTheDocument();
  });

  it("a 401 that a refresh cannot fix shows 'Authentication required' and goes to /auth", async () => {
    stubNetwork({ chat: () => errorResponse(401, 'not_authenticated', 'Not authenticated') });
    const { user, input } = await renderTutor();
    await user.type(input, 'Hello{Enter}');
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to use the tutor.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
  });

  it('Stop aborts the request and keeps what has arrived', async () => {
    let reply!: ReturnType<typeof textStream>;
    const { chatCalls } = stubNetwork({
      chat: ({ signal }) => {
        reply = textStream(signal);
        return new Response(reply.stream, { headers: { 'X-Session-Id': 'session-2' } });
      },
    });
    const { user, input } = await renderTutor();
    await user.type(input, 'Tell me about fractions{Enter}');
    reply.push('Fractions are parts');
    await within(log()).findByText('Fractions are parts');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(chatCalls[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument());
    expect(within(log()).getByText('Fractions are parts')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });
});

describe('tutor chat input', () => {
  it('Enter sends; Shift+Enter adds a line', async () => {
    const { chatCalls } = stubNetwork({ chat: () => new Response('Nice!') });
    const { user, input } = await renderTutor();

    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(input).toHaveValue('Line one\nLine two');
    expect(chatCalls).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(chatCalls).toHaveLength(1));
    expect(chatCalls[0]?.body.messages).toEqual([{ role: 'user', content: 'Line one\nLine two' }]);
    expect(await within(log()).findByText('Nice!')).toBeInTheDocument();
  });

  it("limits the box to 2000 characters and explains an over-long paste with 'Message too long'", async () => {
    const { chatCalls } = stubNetwork({});
    const { user, input } = await renderTutor();
    expect(input).toHaveAttribute('maxLength', '2000');
    expect(screen.getByText('0/2000')).toBeInTheDocument();

    await user.click(input);
    await user.paste('a'.repeat(2001));
    expect(await screen.findByText('Message too long')).toBeInTheDocument();
    expect(screen.getByText('Please keep your message under 2000 characters.')).toBeInTheDocument();
    expect((input as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(2000);
    expect(chatCalls).toHaveLength(0);
  });
});

describe('tutor chat sessions', () => {
  it('restores the open session and renders markdown and math, never raw HTML', async () => {
    const { chatCalls } = stubNetwork({
      current: {
        session: {
          id: 'a3d1f5e2-1111-4222-8333-444455556666',
          subject: 'Math',
          tutor: 'Math Genius',
          agent: 'asi',
          started_at: '2025-08-09T12:00:00.000Z',
        },
        messages: [
          { id: 'm1', role: 'user', content: 'What is 3/4 + 1/8?', created_at: '2025-08-09T12:00:01.000Z' },
          {
            id: 'm2',
            role: 'assistant',
            content: 'Look at **the denominators**: $\\frac{3}{4}$ and <img src=x onerror=alert(1)>',
            created_at: '2025-08-09T12:00:02.000Z',
          },
        ],
      },
      chat: () => new Response('Yes.'),
    });
    const { user, input } = await renderTutor();

    expect(await screen.findByRole('heading', { name: 'Math Genius', level: 1 })).toBeInTheDocument();
    expect(within(log()).getByText('the denominators').tagName).toBe('STRONG');
    expect(log().querySelector('.katex')).not.toBeNull();
    expect(log().querySelector('img')).toBeNull();
    expect(within(log()).getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveTextContent('ASI Tutor');

    await user.type(input, 'Eighths?{Enter}');
    await waitFor(() => expect(chatCalls).toHaveLength(1));
    expect(chatCalls[0]?.body).toMatchObject({
      sessionId: 'a3d1f5e2-1111-4222-8333-444455556666',
      agent: 'asi',
      subject: 'Math',
      tutorName: 'Math Genius',
    });
  });

  it("'New session' ends the session and clears the conversation", async () => {
    const { chatCalls, completed } = stubNetwork({
      current: {
        session: {
          id: 'b3d1f5e2-1111-4222-8333-444455556666',
          subject: 'General Studies',
          tutor: 'AGI Assistant',
          agent: 'grok',
          started_at: '2025-08-09T12:00:00.000Z',
        },
        messages: [
          { id: 'm1', role: 'user', content: 'Old question', created_at: '2025-08-09T12:00:01.000Z' },
        ],
      },
      chat: () => new Response('Fresh start.', { headers: { 'X-Session-Id': 'new-session' } }),
    });
    const { user, input } = await renderTutor();
    await within(log()).findByText('Old question');

    await user.click(screen.getByRole('button', { name: 'New session' }));
    await waitFor(() => expect(within(log()).queryByText('Old question')).not.toBeInTheDocument());
    expect(completed).toEqual(['b3d1f5e2-1111-4222-8333-444455556666']);

    await user.type(input, 'New question{Enter}');
    await waitFor(() => expect(chatCalls).toHaveLength(1));
    expect(chatCalls[0]?.body.sessionId).toBeUndefined();
  });

  it('a topic from the enrichment page is sent as the first message of a new session', async () => {
    const { chatCalls } = stubNetwork({
      current: {
        session: {
          id: 'c3d1f5e2-1111-4222-8333-444455556666',
          subject: 'Science',
          tutor: 'AGI Assistant',
          agent: 'grok',
          started_at: '2025-08-09T12:00:00.000Z',
        },
        messages: [
          { id: 'm1', role: 'user', content: 'Old question', created_at: '2025-08-09T12:00:01.000Z' },
        ],
      },
      chat: () => new Response('What do you already know about it?'),
    });
    const { router } = await renderTutor({ topic: 'Climate Science', subject: 'Science' });

    expect(await within(log()).findByText('What do you already know about it?')).toBeInTheDocument();
    expect(chatCalls).toHaveLength(1);
    expect(chatCalls[0]?.body).toEqual({
      messages: [{ role: 'user', content: "I'd like to explore Climate Science. Where should we start?" }],
      agent: 'grok',
      subject: 'Science',
    });
    expect(within(log()).queryByText('Old question')).not.toBeInTheDocument();
    expect(router.state.location.state).toEqual({ subject: 'Science' });
  });
});

describe('first-time dialog', () => {
  it("asks for name and grade; both are required ('Missing information')", async () => {
    stubNetwork({ profile: { full_name: null, grade_level: null } });
    const { user } = await renderTutor();

    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please enter your name and grade.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Your name'), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Still no grade: a second 'Missing information' toast, and the dialog stays open.
    await waitFor(() => expect(screen.getAllByText('Missing information')).toHaveLength(2));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("saves name and grade: 'Information saved!' and the dialog closes", async () => {
    const saved: Record<string, string>[] = [];
    const { session } = stubNetwork({
      profile: { full_name: null, grade_level: null },
      updateUser: ({ data }) => {
        saved.push(data);
        return jsonResponse({
          ...session.user,
          user_metadata: { ...session.user.user_metadata, full_name: data.full_name, grade: data.grade },
        });
      },
    });
    const { user } = await renderTutor();

    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your name'), 'Sam Lee');
    await user.click(within(dialog).getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 5' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Information saved!')).toBeInTheDocument();
    expect(screen.getByText("We've personalized your experience.")).toBeInTheDocument();
    expect(saved).toEqual([{ full_name: 'Sam Lee', grade: '5' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows 'Error saving information' with the server's message", async () => {
    stubNetwork({
      profile: { full_name: null, grade_level: 'K' },
      updateUser: () => errorResponse(400, 'validation_failed', 'Name is too long'),
    });
    const { user } = await renderTutor();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your name'), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving information')).toBeInTheDocument();
    expect(screen.getByText('Name is too long')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
