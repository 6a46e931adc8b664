import type { Score, TutoringSession } from '@academy/shared';
import { describe, expect, it } from 'vitest';

import {
  progressFigures,
  recentSessions,
  sessionMinutes,
  subjectCategory,
  subjectSummaries,
} from '@/features/learning-dashboard/utils/figures';

const NOW = Date.parse('2025-08-09T12:00:00Z');
const at = (daysAgo: number, minutes = 0) =>
  new Date(NOW - daysAgo * 86_400_000 + minutes * 60_000).toISOString();
let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const USER = '00000000-0000-4000-9000-000000000001';

function session(overrides: Partial<TutoringSession> & { daysAgo?: number; minutes?: number | null } = {}) {
  const { daysAgo = 0, minutes = 30, ...rest } = overrides;
  return {
    id: id(),
    user_id: USER,
    subject: 'Math',
    tutor: 'AI Tutor',
    agent: 'grok',
    title: null,
    started_at: at(daysAgo),
    completed_at: minutes === null ? null : at(daysAgo, minutes),
    duration_minutes: minutes,
    ...rest,
  } satisfies TutoringSession;
}

function score(value: number, overrides: Partial<Score> = {}): Score {
  return {
    id: id(),
    user_id: USER,
    lesson_id: null,
    skill: 'skill',
    subject: null,
    score: value,
    recorded_at: at(0),
    ...overrides,
  };
}

describe('subjectCategory', () => {
  it('gives the four subjects their category whatever the spelling, and anything else the default', () => {
    expect(subjectCategory('Reading')).toBe('reading');
    expect(subjectCategory('mathematics')).toBe('math');
    expect(subjectCategory('Math')).toBe('math');
    expect(subjectCategory('Science')).toBe('science');
    expect(subjectCategory('social-studies')).toBe('social studies');
    expect(subjectCategory('Social Studies')).toBe('social studies');
    expect(subjectCategory('Music')).toBe('default');
    expect(subjectCategory('General Studies')).toBe('default');
  });
});

describe('progressFigures', () => {
  it('counts all sessions, those of the last 7 days, the study time in hours and the mean score', () => {
    const sessions = [
      session({ daysAgo: 0, minutes: 50 }),
      session({ daysAgo: 6.9, minutes: 45 }),
      session({ daysAgo: 7.1, minutes: 40 }),
      session({ daysAgo: 30, minutes: null }),
    ];
    const figures = progressFigures(sessions, [score(90), score(85), score(70.4)], NOW);
    expect(figures).toEqual({ totalSessions: 4, thisWeek: 2, studyHours: 2, averageScore: 82 });
  });

  it('rounds the study time from summed minutes, not per session', () => {
    // 3 x 20 minutes = 60 minutes = 1 hour, though each rounds to 0 hours alone.
    const sessions = [session({ minutes: 20 }), session({ minutes: 20 }), session({ minutes: 20 })];
    expect(progressFigures(sessions, [], NOW).studyHours).toBe(1);
    expect(progressFigures([session({ minutes: 29 })], [], NOW).studyHours).toBe(0);
  });

  it('is all zeros for a new student', () => {
    expect(progressFigures([], [], NOW)).toEqual({
      totalSessions: 0,
      thisWeek: 0,
      studyHours: 0,
      averageScore: 0,
    });
  });

  it('takes minutes from completed_at - started_at and counts an open session as 0', () => {
    expect(sessionMinutes({ started_at: at(0), completed_at: at(0, 12.5) })).toBe(12.5);
    expect(sessionMinutes({ started_at: at(0), completed_at: null })).toBe(0);
  });
});

describe('subjectSummaries', () => {
  it('groups sessions by subject with their average score, the bar capped at 100%', () => {
    const math1 = session({ subject: 'Math' });
    const math2 = session({ subject: 'Mathematics' });
    const reading = session({ subject: 'Reading' });
    const music = session({ subject: 'Music' });
    const summaries = subjectSummaries(
      [math1, math2, reading, music],
      [
        score(80, { lesson_id: math1.id }),
        score(95, { subject: 'Math' }),
        score(130, { lesson_id: reading.id }),
        score(50, { subject: 'Science' }),
      ],
    );
    expect(summaries).toEqual([
      { subject: 'Math', category: 'math', sessions: 2, averageScore: 88, bar: 88 },
      { subject: 'Reading', category: 'reading', sessions: 1, averageScore: 130, bar: 100 },
      { subject: 'Other', category: 'default', sessions: 1, averageScore: null, bar: 0 },
    ]);
  });
});

describe('recentSessions', () => {
  it('lists up to 5 completed sessions, newest first, with their own score or none', () => {
    const sessions = Array.from({ length: 7 }, (_, i) =>
      session({ daysAgo: i, title: `Session ${i}`, minutes: i === 1 ? null : 30 }),
    );
    const recent = recentSessions(sessions.slice().reverse(), [
      score(91.6, { lesson_id: sessions[0]!.id }),
      score(40, { lesson_id: sessions[1]!.id }),
    ]);
    expect(recent.map((row) => row.title)).toEqual([
      'Session 0',
      'Session 2',
      'Session 3',
      'Session 4',
      'Session 5',
    ]);
    expect(recent[0]).toMatchObject({ subject: 'Math', score: 92, date: sessions[0]!.started_at });
    expect(recent[1]!.score).toBeNull();
  });

  it('names an untitled session by subject and tutor', () => {
    expect(recentSessions([session({ subject: 'Science', tutor: 'Science Explorer' })], [])[0]!.title).toBe(
      'Science with Science Explorer',
    );
  });
});
