import type { Account } from '@academy/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminConsole } from '@/features/admin/components/admin-console';
import { jsonResponse } from '@/testing/factories';
import { renderAt } from '@/testing/render';

const account = (id: string, role: Account['role'], full_name: string | null, email: string): Account => ({
  id,
  email,
  full_name,
  role,
  disabled: false,
  mfa: false,
  created_at: '2026-11-20T10:00:00.000Z',
  last_sign_in_at: null,
});
const ACCOUNTS = [
  account('p1', 'parent', 'Paula Portal', 'paula@home.test'),
  account('p2', 'parent', null, 'nameless@home.test'),
  account('s1', 'student', 'Ava Garcia', 'ava@school.test'),
  account('e1', 'educator', 'Ms Rivera', 'rivera@school.test'),
];

/** A fake admin API; every call is recorded as "METHOD path body". */
function fakeApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`);
      const role = url.searchParams.get('role');
      switch (`${method} ${url.pathname}`) {
        case 'GET /api/admin/security':
          return jsonResponse({ mfa_required_for_staff: false });
        case 'GET /api/admin/accounts':
          return jsonResponse({ accounts: ACCOUNTS.filter((a) => !role || a.role === role) });
        case 'POST /api/admin/accounts':
          return jsonResponse(
            {
              account: account('n1', 'educator', 'Nia New', 'nia@school.test'),
              delivery: 'log',
              invite_link: 'http://localhost/invite?token=abc',
            },
            201,
          );
        case 'GET /api/admin/links':
          return jsonResponse({ links: [] });
        case 'POST /api/admin/links':
          return jsonResponse({ id: 'l1' }, 201);
        case 'GET /api/admin/retention':
          return jsonResponse({ chat_retention_days: null });
        case 'PUT /api/admin/retention':
          return jsonResponse({ chat_retention_days: 30 });
        case 'GET /api/admin/settings':
          return jsonResponse({ settings: [{ name: 'AI_PROVIDER', value: 'offline', source: 'default' }] });
        case 'GET /api/admin/audit':
          return jsonResponse({
            entries: [
              {
                at: '2026-11-20T10:00:00.000Z',
                kind: 'admin',
                action: 'account_created',
                actor: 'admin@demo.academy',
                subject: null,
                outcome: null,
              },
            ],
          });
        default:
          throw new Error(`unexpected ${method} ${url.pathname}`);
      }
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminConsole forms', () => {
  it('creates an account from the labelled fields and shows the one-time link', async () => {
    const calls = fakeApi();
    const { user } = renderAt(<AdminConsole />);
    const form = await screen.findByRole('form', { name: 'Create account' });
    await user.type(within(form).getByLabelText('Full name'), 'Nia New');
    await user.type(within(form).getByLabelText('Email'), 'nia@school.test');
    await user.selectOptions(within(form).getByLabelText('Role'), 'Educator');
    await user.click(within(form).getByRole('button', { name: 'Create and invite' }));
    expect(await screen.findByTestId('invite-link')).toHaveAttribute(
      'href',
      'http://localhost/invite?token=abc',
    );
    expect(calls).toContain(
      'POST /api/admin/accounts {"email":"nia@school.test","full_name":"Nia New","role":"educator"}',
    );
    expect(within(form).getByLabelText('Full name')).toHaveValue('');
    // The accounts table lists every account under its column headers.
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Status', 'Actions']);
    expect(await within(table).findByRole('cell', { name: 'ava@school.test' })).toBeInTheDocument();
  });

  it('links a parent to a student chosen from the account lists', async () => {
    const calls = fakeApi();
    const { user } = renderAt(<AdminConsole />);
    await user.click(screen.getByRole('button', { name: 'Parent links' }));
    const form = screen.getByRole('form', { name: 'Link a parent' });
    const link = within(form).getByRole('button', { name: 'Link' });
    expect(link).toBeDisabled();
    const parent = within(form).getByLabelText('Parent');
    await within(parent).findByRole('option', { name: 'Paula Portal (paula@home.test)' });
    expect(
      within(parent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a parent',
      'Paula Portal (paula@home.test)',
      'nameless@home.test (nameless@home.test)',
    ]);
    await user.selectOptions(parent, 'Paula Portal (paula@home.test)');
    const student = within(form).getByLabelText('Student');
    await within(student).findByRole('option', { name: 'Ava Garcia' });
    await user.selectOptions(student, 'Ava Garcia');
    await user.click(within(form).getByLabelText('Verified'));
    await user.click(link);
    expect(await screen.findByText('Link created')).toBeInTheDocument();
    expect(calls).toContain('POST /api/admin/links {"parent_id":"p1","student_id":"s1","verified":false}');
  });

  it('saves the chat retention from its form, and lists the audit log', async () => {
    const calls = fakeApi();
    const { user } = renderAt(<AdminConsole />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const form = screen.getByRole('form', { name: 'Chat retention' });
    await user.type(within(form).getByLabelText(/Delete chat messages older than/), '30');
    await user.click(within(form).getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByText('Retention saved')).toBeInTheDocument();
    expect(calls).toContain('PUT /api/admin/retention {"chat_retention_days":30}');

    await user.click(screen.getByRole('button', { name: 'Audit log' }));
    expect(screen.getByLabelText('Kind')).toHaveValue('');
    const table = screen.getByRole('table');
    expect(await within(table).findByRole('cell', { name: 'account_created' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
  });
});
