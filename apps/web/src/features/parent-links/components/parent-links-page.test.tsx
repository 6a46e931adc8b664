import type { PairingCodeList, ParentLink } from '@academy/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ParentLinksPage } from '@/features/parent-links/components/parent-links-page';
import { jsonResponse } from '@/testing/factories';
import { renderAt } from '@/testing/render';

const BEN = '00000000-0000-4000-8000-0000000000b1';
const link = (id: string, parent: string): ParentLink => ({
  id,
  parent: {
    id: crypto.randomUUID(),
    email: `${parent.split(' ')[0]!.toLowerCase()}@home.test`,
    full_name: parent,
  },
  student: { id: BEN, email: 'ben@school.test', full_name: 'Ben Garcia' },
  verified: false,
  verified_at: null,
  verified_by: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

/** A fake API: pending links and codes that change as the page verifies, refuses, issues and revokes. */
function fakeApi() {
  let pending = [link('link-1', 'Pia Pairing'), link('link-2', 'Sam Stranger')];
  const codes: PairingCodeList = {
    students: [{ id: BEN, full_name: 'Ben Garcia' }],
    codes: [
      {
        id: 'code-1',
        student: { id: BEN, full_name: 'Ben Garcia' },
        status: 'open',
        issued_by_me: true,
        created_at: '2026-11-21T10:00:00.000Z',
        expires_at: '2026-11-28T10:00:00.000Z',
        redeemed_at: null,
      },
    ],
  };
  const calls: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (url === '/api/parents/pending-links') return jsonResponse({ links: pending });
    if (url === '/api/parents/pairing-codes' && method === 'GET') return jsonResponse(codes);
    if (url === '/api/parents/pairing-codes' && method === 'POST') {
      return jsonResponse(
        { code: 'ABCD-EF23', student_id: BEN, expires_at: '2026-12-01T10:00:00.000Z' },
        201,
      );
    }
    const decided = /^\/api\/parents\/links\/(.+)\/(verify|refuse)$/.exec(url);
    if (decided) {
      pending = pending.filter((l) => l.id !== decided[1]);
      return jsonResponse({ id: decided[1] });
    }
    if (url === '/api/parents/pairing-codes/code-1' && method === 'DELETE') {
      codes.codes = [];
      return jsonResponse({ id: 'code-1' });
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('ParentLinksPage (educator workspace)', () => {
  it('verifies one request and refuses another, each with one click', async () => {
    const calls = fakeApi();
    const { user } = renderAt(<ParentLinksPage />);
    const requests = await screen.findByRole('list', { name: 'Requests to verify' });
    expect(within(requests).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Verify Pia Pairing as a parent of Ben Garcia' }));
    expect(await screen.findByText('Link verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refuse Sam Stranger as a parent of Ben Garcia' }));
    expect(await screen.findByText('No requests waiting.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/parents/links/link-1/verify');
    expect(calls).toContain('POST /api/parents/links/link-2/refuse');
  });

  it('issues a code for a chosen student, shows it once, and revokes an open code', async () => {
    const calls = fakeApi();
    const { user } = renderAt(<ParentLinksPage />);
    const issue = screen.getByRole('button', { name: 'Issue pairing code' });
    expect(issue).toBeDisabled();
    await screen.findByRole('option', { name: 'Ben Garcia' });
    await user.selectOptions(screen.getByLabelText('Student'), 'Ben Garcia');
    await user.click(issue);
    expect(await screen.findByTestId('pairing-code')).toHaveTextContent('ABCD-EF23');
    expect(screen.getByRole('status')).toHaveTextContent('Pairing code for Ben Garcia');
    await user.click(screen.getByRole('button', { name: /^Revoke the code for Ben Garcia/ }));
    expect(await screen.findByText('No pairing codes in the last 30 days.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/parents/pairing-codes/code-1');
  });
});
