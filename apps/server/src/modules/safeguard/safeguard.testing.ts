// Test helpers for the Safeguard tests: a demo school on the test database, a real SSE client and a
// real (tiny) SMTP server that records what it receives. Not used by the app.
import { createServer, type Server, type Socket } from 'node:net';
import type { AuthSession } from '@academy/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classes, profiles, rosterStudents, tutoringSessions, chatMessages } from '../../db/schema.ts';
import { signIn, signUp } from '../../testing/auth-helpers.ts';

export interface Person {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** Signs a user up (student or educator), sets another role if asked, then signs in (the token carries it). */
export async function person(
  app: FastifyInstance,
  role: 'student' | 'educator' | 'admin' | 'parent',
  fullName: string,
): Promise<Person> {
  const { res, email, password } = await signUp(app, {
    role: role === 'educator' ? 'teacher' : 'student',
    full_name: fullName,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
  const id = res.json<{ user: { id: string } }>().user.id;
  if (role === 'admin' || role === 'parent') {
    await app.database.db.update(profiles).set({ role }).where(eq(profiles.id, id));
  }
  const signedIn = await signIn(app, email, password);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  const session = signedIn.json<AuthSession>();
  return {
    id: session.user.id,
    email,
    token: session.access_token,
    auth: { authorization: `Bearer ${session.access_token}` },
  };
}

export async function classWith(app: FastifyInstance, owner: Person, name: string, students: Person[]) {
  const [cls] = await app.database.db.insert(classes).values({ ownerId: owner.id, name }).returning();
  if (students.length > 0) {
    await app.database.db
      .insert(rosterStudents)
      .values(students.map((s) => ({ classId: cls!.id, userId: s.id, email: s.email })));
  }
  return cls!;
}

/** A tutoring session of the student with these messages (alternating user/assistant), 1 s apart. */
export async function conversation(app: FastifyInstance, student: Person, contents: string[]) {
  const [session] = await app.database.db.insert(tutoringSessions).values({ userId: student.id }).returning();
  const start = Date.now() - contents.length * 1000 - 60_000;
  const rows = await app.database.db
    .insert(chatMessages)
    .values(
      contents.map((content, i) => ({
        sessionId: session!.id,
        role: i % 2 === 0 ? 'user' : 'assistant',
        content,
        createdAt: new Date(start + i * 1000),
      })),
    )
    .returning();
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { sessionId: session!.id, messages: rows };
}

export { listen, SseClient } from '../../testing/sse-client.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent. */
  data: string;
}

/** The text of a raw mail: headers and body with quoted-printable undone (what a mail client shows). */
export function mailText(mail: ReceivedMail): string {
  return mail.data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A minimal SMTP server (RFC 5321 happy path, no TLS, no auth) that records every mail it accepts. */
export async function startSmtpServer(): Promise<{
  url: string;
  mails: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test.local ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test.local');
        else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return {
    url: `smtp://127.0.0.1:${addr.port}`,
    mails,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Waits (polling, up to 20 s) until the pg-boss job has finished; returns it. */
export async function waitForJob(app: FastifyInstance, name: string, id: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await app.jobs.boss.getJobById(name, id);
    if (job && (job.state === 'completed' || job.state === 'failed')) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} did not finish: ${job?.state}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
