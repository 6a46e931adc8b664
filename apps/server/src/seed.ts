import type { Role } from '@academy/shared';
import { hash } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { createUser } from './modules/auth/index.ts';
import { seedClassrooms } from './modules/classrooms/index.ts';
import { seedCurriculum } from './modules/curriculum/index.ts';
import type { FileStorage } from './lib/storage.ts';
import { seedPracticeHistory } from './modules/learning/index.ts';
import { seedLessons } from './modules/lessons/index.ts';
import type { Db } from './db/client.ts';
import {
  classes,
  moderationCases,
  moderationLogs,
  parentLinks,
  rosterStudents,
  scores,
  tutoringSessions,
  users,
} from './db/schema.ts';
import { seedParentLinks } from './modules/parents/index.ts';

/** The demo school. These are public demo credentials: set SEED_DEMO=false on a real deployment. */
export const DEMO_PASSWORD = 'academy-demo';

interface DemoAccount {
  key: string;
  email: string;
  role: Role;
  fullName: string;
  grade?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { key: 'admin', email: 'admin@demo.academy', role: 'admin', fullName: 'Alex Morgan' },
  { key: 'rivera', email: 'rivera@demo.academy', role: 'educator', fullName: 'Maria Rivera' },
  { key: 'chen', email: 'chen@demo.academy', role: 'educator', fullName: 'David Chen' },
  { key: 'ava', email: 'ava@demo.academy', role: 'student', fullName: 'Ava Garcia', grade: 'K' },
  { key: 'ben', email: 'ben@demo.academy', role: 'student', fullName: 'Ben Garcia', grade: '2' },
  { key: 'chloe', email: 'chloe@demo.academy', role: 'student', fullName: 'Chloe Patel', grade: '1' },
  { key: 'diego', email: 'diego@demo.academy', role: 'student', fullName: 'Diego Santos', grade: '3' },
  { key: 'emma', email: 'emma@demo.academy', role: 'student', fullName: 'Emma Johnson', grade: '5' },
  { key: 'finn', email: 'finn@demo.academy', role: 'student', fullName: 'Finn Okafor', grade: '2' },
  { key: 'garcia', email: 'garcia.parent@demo.academy', role: 'parent', fullName: 'Lucia Garcia' },
  { key: 'patel', email: 'patel.parent@demo.academy', role: 'parent', fullName: 'Raj Patel' },
];

export interface SeedResult {
  created: boolean;
  accounts: readonly DemoAccount[];
  password: string;
}

/** A small deterministic PRNG so that every seeded school is the same. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SUBJECTS: Record<string, { tutor: string; titles: string[]; skills: string[] }> = {
  reading: {
    tutor: 'Reading Mentor',
    titles: [
      'Finding the main idea',
      'Story characters',
      'Sight words',
      'Reading fluency',
      'Making predictions',
    ],
    skills: ['Main idea', 'Key details', 'Vocabulary in context', 'Sequencing'],
  },
  math: {
    tutor: 'Math Genius',
    titles: [
      'Adding within 20',
      'Place value',
      'Fractions on a number line',
      'Skip counting',
      'Word problems',
    ],
    skills: ['Addition', 'Place value', 'Fractions', 'Multiplication facts', 'Word problems'],
  },
  science: {
    tutor: 'Science Explorer',
    titles: ['Plant life cycles', 'States of matter', 'Weather patterns', 'Animal habitats'],
    skills: ['Life cycles', 'Matter', 'Weather', 'Habitats'],
  },
  'social studies': {
    tutor: 'History Master',
    titles: ['Community helpers', 'Maps and globes', 'Holidays around the world', 'Rules and laws'],
    skills: ['Communities', 'Geography', 'Culture', 'Civics'],
  },
};

/**
 * Seeds the demo school: 1 admin, 2 educators, 6 students, 2 parents with verified links to 3
 * students, 3 classes with rosters, 8 weeks of tutoring sessions and scores, and moderation logs.
 * Idempotent: with onlyIfEmpty it does nothing once any user exists; otherwise it does nothing once
 * the demo admin exists.
 */
export async function seedDemoSchool(
  db: Db,
  opts: { onlyIfEmpty?: boolean; now?: Date; storage?: FileStorage } = {},
): Promise<SeedResult> {
  const skip: SeedResult = { created: false, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
  if (opts.onlyIfEmpty) {
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return skip;
  }
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS[0]!.email));
  if (existing.length > 0) return skip;

  const ids: Record<string, string> = {};
  for (const account of DEMO_ACCOUNTS) {
    const created = await createUser(db, {
      email: account.email,
      passwordHash: await hash(DEMO_PASSWORD),
      role: account.role,
      fullName: account.fullName,
      grade: account.grade ?? null,
    });
    if (!created) return skip; // a concurrent seed got there first
    ids[account.key] = created.user.id;
  }
  const id = (key: string) => ids[key]!;

  await db.insert(parentLinks).values([
    { parentId: id('garcia'), studentId: id('ava'), verified: true, verifiedAt: new Date() },
    { parentId: id('garcia'), studentId: id('ben'), verified: true, verifiedAt: new Date() },
    { parentId: id('patel'), studentId: id('chloe'), verified: true, verifiedAt: new Date() },
  ]);

  const classRows = await db
    .insert(classes)
    .values([
      { ownerId: id('rivera'), name: 'Kindergarten Explorers', grade: 'K' },
      { ownerId: id('rivera'), name: 'Early Readers', grade: '1-2' },
      { ownerId: id('chen'), name: 'Math Builders', grade: '3-5' },
    ])
    .returning({ id: classes.id, name: classes.name });
  const classId = (name: string) => classRows.find((c) => c.name === name)!.id;
  const roster = (cls: string, key: string) => {
    const account = DEMO_ACCOUNTS.find((a) => a.key === key)!;
    const [first, last] = account.fullName.split(' ');
    return {
      classId: classId(cls),
      userId: id(key),
      firstName: first!,
      lastName: last!,
      email: account.email,
    };
  };
  await db
    .insert(rosterStudents)
    .values([
      roster('Kindergarten Explorers', 'ava'),
      roster('Early Readers', 'chloe'),
      roster('Early Readers', 'ben'),
      roster('Early Readers', 'finn'),
      roster('Math Builders', 'diego'),
      roster('Math Builders', 'emma'),
      roster('Math Builders', 'ben'),
    ]);

  await seedClassrooms(db, ids);

  // 8 weeks of sessions and scores, growing a little week by week.
  const now = opts.now ?? new Date();
  const rand = prng(20250809);
  const subjects = Object.keys(SUBJECTS);
  const students = DEMO_ACCOUNTS.filter((a) => a.role === 'student');
  const sessionRows: (typeof tutoringSessions.$inferInsert)[] = [];
  const scoreRows: (typeof scores.$inferInsert)[] = [];
  for (const [s, student] of students.entries()) {
    for (let week = 7; week >= 0; week--) {
      const perWeek = 2 + Math.floor(rand() * 3);
      for (let n = 0; n < perWeek; n++) {
        const subject = subjects[(s + week + n) % subjects.length]!;
        const info = SUBJECTS[subject]!;
        const dayOffset = week * 7 + Math.floor(rand() * 7);
        const startedAt = new Date(now.getTime() - dayOffset * 86_400_000 - (1 + rand() * 8) * 3_600_000);
        const minutes = 10 + Math.floor(rand() * 30);
        const completedAt = new Date(startedAt.getTime() + minutes * 60_000);
        const sessionId = crypto.randomUUID();
        sessionRows.push({
          id: sessionId,
          userId: id(student.key),
          subject,
          tutor: info.tutor,
          agent: 'super_ao',
          title: info.titles[Math.floor(rand() * info.titles.length)]!,
          startedAt,
          lastActivityAt: completedAt,
          completedAt,
        });
        if (rand() < 0.85) {
          const base = 62 + (7 - week) * 3 + rand() * 20;
          scoreRows.push({
            userId: id(student.key),
            lessonId: sessionId,
            skill: info.skills[Math.floor(rand() * info.skills.length)]!,
            subject,
            score: Math.min(100, Math.round(base)),
            recordedAt: completedAt,
          });
        }
      }
    }
  }
  await db.insert(tutoringSessions).values(sessionRows);
  await db.insert(scores).values(scoreRows);

  const logAt = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const sessionOf = (key: string) => sessionRows.find((r) => r.userId === id(key))!.id!;
  const logs = await db
    .insert(moderationLogs)
    .values([
      {
        createdAt: logAt(1),
        severity: 'low',
        category: 'profanity',
        userId: id('diego'),
        sessionId: sessionOf('diego'),
        flagged: false,
        modelResponse: 'Mild language; the student was reminded to keep it kind and the lesson continued.',
      },
      {
        createdAt: logAt(3),
        severity: 'medium',
        category: 'personal_information',
        userId: id('emma'),
        sessionId: sessionOf('emma'),
        flagged: true,
        modelResponse:
          'A phone number was redacted before storage; the student was reminded not to share it.',
      },
      {
        createdAt: logAt(6),
        severity: 'low',
        category: 'jailbreak',
        userId: id('ben'),
        sessionId: sessionOf('ben'),
        flagged: false,
        modelResponse: 'Asked the tutor to write the answers; the tutor stayed on task.',
      },
      {
        createdAt: logAt(10),
        severity: 'medium',
        category: 'harassment',
        userId: id('finn'),
        sessionId: sessionOf('finn'),
        flagged: true,
        modelResponse: 'Described being teased at recess; flagged for a teacher to follow up.',
      },
    ])
    .returning();
  // Flagged logs are open cases for staff to acknowledge and resolve, as the tutor's own detections are.
  await db.insert(moderationCases).values(
    logs
      .filter((log) => log.flagged)
      .map((log) => ({
        logId: log.id,
        studentId: log.userId,
        sessionId: log.sessionId,
        severity: log.severity,
        category: log.category,
        createdAt: log.createdAt,
        updatedAt: log.createdAt,
      })),
  );

  await seedCurriculum(db, opts.storage ?? null, ids, opts.now);
  await seedPracticeHistory(
    db,
    DEMO_ACCOUNTS.filter((a) => a.role === 'student').map((a) => ({ id: id(a.key), grade: a.grade })),
    opts.now,
  );
  await seedLessons(db, ids, now);
  await seedParentLinks(db, ids);

  return { created: true, accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
}

export function printDemoAccounts(result: SeedResult): void {
  const width = Math.max(...result.accounts.map((a) => a.email.length));
  const lines = result.accounts.map((a) => `  ${a.email.padEnd(width)}  ${a.role.padEnd(8)}  ${a.fullName}`);

  console.log(
    `\nThe demo school is ready. Every demo account's password is "${result.password}":\n${lines.join('\n')}\n` +
      'Set SEED_DEMO=false before the first start of a real deployment.',
  );
}
