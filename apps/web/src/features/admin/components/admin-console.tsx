import type { Account } from '@academy/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { adminApi, saveBlob } from '@/features/admin/api';
import {
  AccountSelect,
  CheckboxField,
  DataTable,
  Field,
  InlineForm,
  selectClass,
} from '@/features/admin/components/console-form';
import { ApiError, getErrorMessage } from '@/lib/api-client';

const SECTIONS = ['Accounts', 'Parent links', 'Classes', 'Audit log', 'Data requests', 'Settings'] as const;
type Section = (typeof SECTIONS)[number];

const fail = (err: unknown) => toast.error(getErrorMessage(err));

/** The admin console (/admin): accounts, parent links, classes, audit log, data requests, settings. */
export function AdminConsole() {
  const [section, setSection] = useState<Section>('Accounts');
  const probe = useQuery({ queryKey: ['admin', 'security'], queryFn: adminApi.security, retry: false });
  if (probe.error instanceof ApiError && probe.error.code === 'mfa_required') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Admin console</h1>
        <Alert variant="destructive" className="mt-6">
          {probe.error.message}{' '}
          <a className="underline" href="/account/security">
            Set up two-step verification
          </a>
        </Alert>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Admin console</h1>
      <nav aria-label="Admin sections" className="flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <Button
            key={s}
            variant={s === section ? 'default' : 'outline'}
            aria-pressed={s === section}
            onClick={() => setSection(s)}
          >
            {s}
          </Button>
        ))}
      </nav>
      {section === 'Accounts' ? <Accounts /> : null}
      {section === 'Parent links' ? <Links /> : null}
      {section === 'Classes' ? <Classes /> : null}
      {section === 'Audit log' ? <AuditLog /> : null}
      {section === 'Data requests' ? <DataRequests /> : null}
      {section === 'Settings' ? <Settings /> : null}
    </div>
  );
}

function useAccounts(q = '', role = '') {
  return useQuery({ queryKey: ['admin', 'accounts', q, role], queryFn: () => adminApi.accounts(q, role) });
}

function Accounts() {
  const qc = useQueryClient();
  const [q, setQ] = useState('');
  const [role, setRole] = useState('');
  const accounts = useAccounts(q, role);
  const [invite, setInvite] = useState<string | null>(null);
  const [form, setForm] = useState({ email: '', full_name: '', role: 'parent' as 'parent' | 'educator' });
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin', 'accounts'] });
  const create = useMutation({
    mutationFn: () => adminApi.createAccount(form),
    onSuccess: (res) => {
      toast.success(`Account created for ${res.account.email}`);
      setInvite(res.invite_link);
      setForm({ email: '', full_name: '', role: form.role });
      void refresh();
    },
    onError: fail,
  });
  const update = async (a: Account, body: { role?: string; disabled?: boolean }) => {
    try {
      await adminApi.updateAccount(a.id, body);
      toast.success('Account updated');
      void refresh();
    } catch (err) {
      fail(err);
    }
  };
  const reset = async (a: Account) => {
    try {
      const res = await adminApi.invite(a.id);
      setInvite(res.invite_link);
      toast.success(
        res.delivery === 'smtp' ? `Invitation e-mailed to ${a.email}` : 'Invitation link created',
      );
    } catch (err) {
      fail(err);
    }
  };
  return (
    <section aria-labelledby="accounts-h" className="grid gap-4">
      <h2 id="accounts-h" className="text-xl font-semibold">
        Accounts
      </h2>
      <Card>
        <CardHeader>
          <h3 className="font-semibold">Create an educator or parent account</h3>
        </CardHeader>
        <CardContent>
          <InlineForm label="Create account" onSubmit={() => create.mutate()}>
            <Field label="Full name">
              {(id) => (
                <Input
                  id={id}
                  value={form.full_name}
                  onChange={(e) => setForm({ ...form, full_name: e.target.value })}
                />
              )}
            </Field>
            <Field label="Email">
              {(id) => (
                <Input
                  id={id}
                  type="email"
                  value={form.email}
                  onChange={(e) => setForm({ ...form, email: e.target.value })}
                />
              )}
            </Field>
            <Field label="Role">
              {(id) => (
                <select
                  id={id}
                  className={selectClass}
                  value={form.role}
                  onChange={(e) => setForm({ ...form, role: e.target.value as 'parent' })}
                >
                  <option value="parent">Parent</option>
                  <option value="educator">Educator</option>
                </select>
              )}
            </Field>
            <Button type="submit" disabled={create.isPending}>
              Create and invite
            </Button>
          </InlineForm>
          {invite ? (
            <Alert className="mt-4">
              E-mail is not set up, so give this one-time link to the person (valid 7 days):{' '}
              <a data-testid="invite-link" className="break-all underline" href={invite}>
                {invite}
              </a>
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Search accounts">
          {(id) => (
            <Input id={id} value={q} onChange={(e) => setQ(e.target.value)} placeholder="Name or e-mail" />
          )}
        </Field>
        <Field label="Filter by role">
          {(id) => (
            <select id={id} className={selectClass} value={role} onChange={(e) => setRole(e.target.value)}>
              <option value="">All roles</option>
              <option value="student">Students</option>
              <option value="educator">Educators</option>
              <option value="parent">Parents</option>
              <option value="admin">Admins</option>
            </select>
          )}
        </Field>
      </div>
      {accounts.isError ? (
        <Alert variant="destructive">Error: {getErrorMessage(accounts.error)}</Alert>
      ) : null}
      <DataTable headers={['Name', 'Email', 'Role', 'Status', 'Actions']}>
        {accounts.data?.accounts.map((a) => (
          <tr key={a.id} className="border-b">
            <td className="p-2">{a.full_name ?? '—'}</td>
            <td className="p-2">{a.email}</td>
            <td className="p-2">
              <select
                aria-label={`Role of ${a.email}`}
                className={selectClass}
                value={a.role}
                onChange={(e) => void update(a, { role: e.target.value })}
              >
                {['student', 'educator', 'parent', 'admin'].map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </td>
            <td className="p-2">
              {a.disabled ? (
                <Badge variant="destructive">Disabled</Badge>
              ) : (
                <Badge variant="secondary">Active</Badge>
              )}
              {a.mfa ? <Badge className="ml-1">MFA</Badge> : null}
            </td>
            <td className="flex flex-wrap gap-2 p-2">
              <Button size="sm" variant="outline" onClick={() => void update(a, { disabled: !a.disabled })}>
                {a.disabled ? 'Re-enable' : 'Disable'}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void reset(a)}>
                Reset password
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function Links() {
  const qc = useQueryClient();
  const links = useQuery({ queryKey: ['admin', 'links'], queryFn: adminApi.links });
  const parents = useAccounts('', 'parent');
  const students = useAccounts('', 'student');
  const [parentId, setParentId] = useState('');
  const [studentId, setStudentId] = useState('');
  const [verified, setVerified] = useState(true);
  const [code, setCode] = useState<string | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin', 'links'] });
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
      void refresh();
    } catch (err) {
      fail(err);
    }
  };
  return (
    <section aria-labelledby="links-h" className="grid gap-4">
      <h2 id="links-h" className="text-xl font-semibold">
        Parent links
      </h2>
      <InlineForm
        label="Link a parent"
        onSubmit={() =>
          void run(
            () => adminApi.createLink({ parent_id: parentId, student_id: studentId, verified }),
            'Link created',
          )
        }
      >
        <Field label="Parent">
          {(id) => (
            <AccountSelect
              id={id}
              accounts={parents.data?.accounts}
              placeholder="Choose a parent"
              optionLabel={(p) => `${p.full_name ?? p.email} (${p.email})`}
              value={parentId}
              onChange={(e) => setParentId(e.target.value)}
            />
          )}
        </Field>
        <Field label="Student">
          {(id) => (
            <AccountSelect
              id={id}
              accounts={students.data?.accounts}
              placeholder="Choose a student"
              value={studentId}
              onChange={(e) => setStudentId(e.target.value)}
            />
          )}
        </Field>
        <CheckboxField label="Verified" checked={verified} onChange={setVerified} />
        <Button type="submit" disabled={!parentId || !studentId}>
          Link
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={!studentId}
          onClick={() =>
            void adminApi
              .issueCode(studentId)
              .then((r) => setCode(r.code))
              .catch(fail)
          }
        >
          Issue pairing code
        </Button>
      </InlineForm>
      {code ? (
        <Alert>
          Pairing code (one use, valid 7 days): <strong data-testid="pairing-code">{code}</strong>
        </Alert>
      ) : null}
      <ul className="grid gap-2" aria-label="Links">
        {links.data?.links.map((l) => (
          <li key={l.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
            <span>
              {l.parent.full_name ?? l.parent.email} → {l.student.full_name ?? l.student.email}
            </span>
            {l.verified ? (
              <Badge variant="secondary">Verified</Badge>
            ) : (
              <Badge variant="outline">Not verified</Badge>
            )}
            {!l.verified ? (
              <Button size="sm" onClick={() => void run(() => adminApi.verifyLink(l.id), 'Link verified')}>
                Verify
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              onClick={() => void run(() => adminApi.revokeLink(l.id), 'Link revoked')}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Classes() {
  const qc = useQueryClient();
  const classes = useQuery({ queryKey: ['admin', 'classes'], queryFn: adminApi.classes });
  const educators = useAccounts('', 'educator');
  return (
    <section aria-labelledby="classes-h" className="grid gap-4">
      <h2 id="classes-h" className="text-xl font-semibold">
        Classes
      </h2>
      <ul className="grid gap-2">
        {classes.data?.classes.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
            <span className="font-medium">{c.name}</span>
            <span className="text-sm text-muted-foreground">{c.students} students</span>
            <AccountSelect
              aria-label={`Owner of ${c.name}`}
              accounts={educators.data?.accounts}
              value={c.owner.id}
              onChange={(e) =>
                void adminApi
                  .reassign(c.id, e.target.value)
                  .then(() => {
                    toast.success('Class reassigned');
                    void qc.invalidateQueries({ queryKey: ['admin', 'classes'] });
                  })
                  .catch(fail)
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AuditLog() {
  const [kind, setKind] = useState('');
  const [q, setQ] = useState('');
  const entries = useQuery({ queryKey: ['admin', 'audit', kind, q], queryFn: () => adminApi.audit(kind, q) });
  return (
    <section aria-labelledby="audit-h" className="grid gap-4">
      <h2 id="audit-h" className="text-xl font-semibold">
        Audit log
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Kind">
          {(id) => (
            <select id={id} className={selectClass} value={kind} onChange={(e) => setKind(e.target.value)}>
              <option value="">Everything</option>
              <option value="security">Security events</option>
              <option value="parent_access">Parent accesses</option>
              <option value="case">Case actions</option>
              <option value="admin">Administration</option>
            </select>
          )}
        </Field>
        <Field label="Search the log">
          {(id) => <Input id={id} value={q} onChange={(e) => setQ(e.target.value)} />}
        </Field>
        <Button
          variant="outline"
          onClick={() =>
            void adminApi
              .auditCsv(kind, q)
              .then((b) => saveBlob(b, 'audit-log.csv'))
              .catch(fail)
          }
        >
          Export CSV
        </Button>
      </div>
      <DataTable headers={['When', 'Kind', 'Action', 'Who', 'About', 'Outcome']}>
        {entries.data?.entries.map((e, i) => (
          <tr key={`${e.at}-${i}`} className="border-b">
            <td className="p-2">{new Date(e.at).toLocaleString()}</td>
            <td className="p-2">{e.kind}</td>
            <td className="p-2">{e.action}</td>
            <td className="p-2">{e.actor ?? '—'}</td>
            <td className="p-2">{e.subject ?? '—'}</td>
            <td className="p-2">{e.outcome ?? '—'}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

function DataRequests() {
  const qc = useQueryClient();
  const students = useAccounts('', 'student');
  const requests = useQuery({ queryKey: ['admin', 'requests'], queryFn: adminApi.requests });
  const [studentId, setStudentId] = useState('');
  const [confirm, setConfirm] = useState('');
  const confirmId = useId();
  const student = students.data?.accounts.find((s) => s.id === studentId);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['admin'] });
  };
  return (
    <section aria-labelledby="requests-h" className="grid gap-4">
      <h2 id="requests-h" className="text-xl font-semibold">
        Student data requests
      </h2>
      <Field label="Student">
        {(id) => (
          <AccountSelect
            id={id}
            className={`${selectClass} max-w-sm`}
            accounts={students.data?.accounts}
            placeholder="Choose a student"
            value={studentId}
            onChange={(e) => setStudentId(e.target.value)}
          />
        )}
      </Field>
      {student ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Card>
            <CardHeader>
              <h3 className="font-semibold">Export everything about {student.full_name}</h3>
            </CardHeader>
            <CardContent>
              <Button
                onClick={() =>
                  void adminApi
                    .exportStudent(student.id)
                    .then(async (r) => {
                      saveBlob(await adminApi.download(r.id), `student-export-${r.id}.zip`);
                      refresh();
                    })
                    .catch(fail)
                }
              >
                Export data (ZIP)
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <h3 className="font-semibold">Delete {student.full_name}'s data</h3>
            </CardHeader>
            <CardContent className="grid gap-3">
              <p className="text-sm">
                This removes the account and everything stored about it, including files. It cannot be undone.
              </p>
              <Label htmlFor={confirmId}>Type the student's full name to confirm</Label>
              <Input
                id={confirmId}
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                autoComplete="off"
              />
              <Button
                variant="destructive"
                disabled={confirm.trim() !== (student.full_name ?? student.email)}
                onClick={() =>
                  void adminApi
                    .deleteStudent(student.id, confirm)
                    .then((r) => {
                      toast.success(`Deleted: ${r.rows} rows and ${r.files} files`);
                      setStudentId('');
                      setConfirm('');
                      refresh();
                    })
                    .catch(fail)
                }
              >
                Delete permanently
              </Button>
            </CardContent>
          </Card>
        </div>
      ) : null}
      <ul className="grid gap-2" aria-label="Requests">
        {requests.data?.requests.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm">
            <Badge variant="secondary">{r.kind}</Badge>
            <span>{r.student ?? 'deleted student'}</span>
            <span>{r.row_count ?? 0} rows</span>
            <span className="text-muted-foreground">{new Date(r.created_at).toLocaleString()}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Settings() {
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: ['admin', 'settings'], queryFn: adminApi.settings });
  const retention = useQuery({ queryKey: ['admin', 'retention'], queryFn: adminApi.retention });
  const security = useQuery({ queryKey: ['admin', 'security'], queryFn: adminApi.security });
  const [days, setDays] = useState('');
  return (
    <section aria-labelledby="settings-h" className="grid gap-6">
      <h2 id="settings-h" className="text-xl font-semibold">
        Settings
      </h2>
      <InlineForm
        label="Chat retention"
        onSubmit={() =>
          void adminApi
            .setRetention(days.trim() === '' ? null : Number(days))
            .then(() => {
              toast.success('Retention saved');
              void qc.invalidateQueries({ queryKey: ['admin', 'retention'] });
            })
            .catch(fail)
        }
      >
        <Field
          label={
            <>
              Delete chat messages older than (days; empty keeps them). Now:{' '}
              {retention.data?.chat_retention_days ?? 'kept'}
            </>
          }
        >
          {(id) => (
            <Input
              id={id}
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              className="max-w-40"
            />
          )}
        </Field>
        <Button type="submit">Save retention</Button>
      </InlineForm>
      <CheckboxField
        label="Require two-step verification for educators and admins"
        checked={security.data?.mfa_required_for_staff ?? false}
        onChange={(on) =>
          void adminApi
            .setSecurity(on)
            .then(() => void qc.invalidateQueries({ queryKey: ['admin', 'security'] }))
            .catch(fail)
        }
      />
      <table className="w-full max-w-3xl text-left text-sm">
        <caption className="mb-2 text-left font-semibold">Configuration (read-only)</caption>
        <thead>
          <tr className="border-b">
            <th className="p-2">Setting</th>
            <th className="p-2">Value</th>
            <th className="p-2">Source</th>
          </tr>
        </thead>
        <tbody>
          {settings.data?.settings.map((s) => (
            <tr key={s.name} className="border-b">
              <td className="p-2">{s.name}</td>
              <td className="p-2">{s.value}</td>
              <td className="p-2">{s.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
