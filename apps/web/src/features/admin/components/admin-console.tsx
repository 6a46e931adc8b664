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
import { ApiError, getErrorMessage } from '@/lib/api-client';

const SECTIONS = ['Accounts', 'Parent links', 'Classes', 'Audit log', 'Data requests', 'Settings'] as const;
type Section = (typeof SECTIONS)[number];

const selectClass = 'h-9 rounded-md border border-input bg-background px-3 text-sm';
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
  const ids = { q: useId(), role: useId(), email: useId(), name: useId(), newRole: useId() };
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
          <form
            aria-label="Create account"
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate();
            }}
          >
            <div className="grid gap-1">
              <Label htmlFor={ids.name}>Full name</Label>
              <Input
                id={ids.name}
                value={form.full_name}
                onChange={(e) => setForm({ ...form, full_name: e.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.email}>Email</Label>
              <Input
                id={ids.email}
                type="email"
                value={form.email}
                onChange={(e) => setForm({ ...form, email: e.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.newRole}>Role</Label>
              <select
                id={ids.newRole}
                className={selectClass}
                value={form.role}
                onChange={(e) => setForm({ ...form, role: e.target.value as 'parent' })}
              >
                <option value="parent">Parent</option>
                <option value="educator">Educator</option>
              </select>
            </div>
            <Button type="submit" disabled={create.isPending}>
              Create and invite
            </Button>
          </form>
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
        <div className="grid gap-1">
          <Label htmlFor={ids.q}>Search accounts</Label>
          <Input id={ids.q} value={q} onChange={(e) => setQ(e.target.value)} placeholder="Name or e-mail" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.role}>Filter by role</Label>
          <select
            id={ids.role}
            className={selectClass}
            value={role}
            onChange={(e) => setRole(e.target.value)}
          >
            <option value="">All roles</option>
            <option value="student">Students</option>
            <option value="educator">Educators</option>
            <option value="parent">Parents</option>
            <option value="admin">Admins</option>
          </select>
        </div>
      </div>
      {accounts.isError ? (
        <Alert variant="destructive">Error: {getErrorMessage(accounts.error)}</Alert>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="p-2">Name</th>
              <th className="p-2">Email</th>
              <th className="p-2">Role</th>
              <th className="p-2">Status</th>
              <th className="p-2">Actions</th>
            </tr>
          </thead>
          <tbody>
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
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void update(a, { disabled: !a.disabled })}
                  >
                    {a.disabled ? 'Re-enable' : 'Disable'}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void reset(a)}>
                    Reset password
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
  const ids = { parent: useId(), student: useId(), verified: useId() };
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
      <form
        aria-label="Link a parent"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void run(
            () => adminApi.createLink({ parent_id: parentId, student_id: studentId, verified }),
            'Link created',
          );
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={ids.parent}>Parent</Label>
          <select
            id={ids.parent}
            className={selectClass}
            value={parentId}
            onChange={(e) => setParentId(e.target.value)}
          >
            <option value="">Choose a parent</option>
            {parents.data?.accounts.map((p) => (
              <option key={p.id} value={p.id}>
                {p.full_name ?? p.email} ({p.email})
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.student}>Student</Label>
          <select
            id={ids.student}
            className={selectClass}
            value={studentId}
            onChange={(e) => setStudentId(e.target.value)}
          >
            <option value="">Choose a student</option>
            {students.data?.accounts.map((s) => (
              <option key={s.id} value={s.id}>
                {s.full_name ?? s.email}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-2">
          <input
            id={ids.verified}
            type="checkbox"
            checked={verified}
            onChange={(e) => setVerified(e.target.checked)}
          />
          <Label htmlFor={ids.verified}>Verified</Label>
        </div>
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
      </form>
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
            <select
              aria-label={`Owner of ${c.name}`}
              className={selectClass}
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
            >
              {educators.data?.accounts.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.full_name ?? e.email}
                </option>
              ))}
            </select>
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
  const ids = { kind: useId(), q: useId() };
  return (
    <section aria-labelledby="audit-h" className="grid gap-4">
      <h2 id="audit-h" className="text-xl font-semibold">
        Audit log
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={ids.kind}>Kind</Label>
          <select
            id={ids.kind}
            className={selectClass}
            value={kind}
            onChange={(e) => setKind(e.target.value)}
          >
            <option value="">Everything</option>
            <option value="security">Security events</option>
            <option value="parent_access">Parent accesses</option>
            <option value="case">Case actions</option>
            <option value="admin">Administration</option>
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.q}>Search the log</Label>
          <Input id={ids.q} value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="p-2">When</th>
              <th className="p-2">Kind</th>
              <th className="p-2">Action</th>
              <th className="p-2">Who</th>
              <th className="p-2">About</th>
              <th className="p-2">Outcome</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
    </section>
  );
}

function DataRequests() {
  const qc = useQueryClient();
  const students = useAccounts('', 'student');
  const requests = useQuery({ queryKey: ['admin', 'requests'], queryFn: adminApi.requests });
  const [studentId, setStudentId] = useState('');
  const [confirm, setConfirm] = useState('');
  const ids = { student: useId(), confirm: useId() };
  const student = students.data?.accounts.find((s) => s.id === studentId);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ['admin'] });
  };
  return (
    <section aria-labelledby="requests-h" className="grid gap-4">
      <h2 id="requests-h" className="text-xl font-semibold">
        Student data requests
      </h2>
      <div className="grid gap-1">
        <Label htmlFor={ids.student}>Student</Label>
        <select
          id={ids.student}
          className={`${selectClass} max-w-sm`}
          value={studentId}
          onChange={(e) => setStudentId(e.target.value)}
        >
          <option value="">Choose a student</option>
          {students.data?.accounts.map((s) => (
            <option key={s.id} value={s.id}>
              {s.full_name ?? s.email}
            </option>
          ))}
        </select>
      </div>
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
              <Label htmlFor={ids.confirm}>Type the student's full name to confirm</Label>
              <Input
                id={ids.confirm}
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
  const ids = { days: useId(), mfa: useId() };
  return (
    <section aria-labelledby="settings-h" className="grid gap-6">
      <h2 id="settings-h" className="text-xl font-semibold">
        Settings
      </h2>
      <form
        aria-label="Chat retention"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void adminApi
            .setRetention(days.trim() === '' ? null : Number(days))
            .then(() => {
              toast.success('Retention saved');
              void qc.invalidateQueries({ queryKey: ['admin', 'retention'] });
            })
            .catch(fail);
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor={ids.days}>
            Delete chat messages older than (days; empty keeps them). Now:{' '}
            {retention.data?.chat_retention_days ?? 'kept'}
          </Label>
          <Input
            id={ids.days}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className="max-w-40"
          />
        </div>
        <Button type="submit">Save retention</Button>
      </form>
      <div className="flex items-center gap-2">
        <input
          id={ids.mfa}
          type="checkbox"
          checked={security.data?.mfa_required_for_staff ?? false}
          onChange={(e) =>
            void adminApi
              .setSecurity(e.target.checked)
              .then(() => void qc.invalidateQueries({ queryKey: ['admin', 'security'] }))
              .catch(fail)
          }
        />
        <Label htmlFor={ids.mfa}>Require two-step verification for educators and admins</Label>
      </div>
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
