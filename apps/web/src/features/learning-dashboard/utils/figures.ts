import { LIMITS } from '@academy/shared/limits';
import { normalizeSubject, subjectLabel } from '@academy/shared/subjects';
import type { Score, TutoringSession } from '@academy/shared/learning';

/** The subject categories with their own icon and colour; anything else is 'default'. */
export type SubjectCategory = 'reading' | 'math' | 'science' | 'social studies' | 'default';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** 'Math', 'mathematics', 'Social-Studies' and the like onto their category. */
export function subjectCategory(subject: string): SubjectCategory {
  const category = normalizeSubject(subject);
  if (category === 'social-studies') return 'social studies';
  if (category === 'other') return 'default';
  return category;
}

/** Minutes a session lasted: completed_at - started_at; an open session counts 0. */
export function sessionMinutes(session: Pick<TutoringSession, 'started_at' | 'completed_at'>): number {
  if (!session.completed_at) return 0;
  return Math.max(0, (Date.parse(session.completed_at) - Date.parse(session.started_at)) / 60_000);
}

export type SubjectSummary = {
  subject: string;
  category: SubjectCategory;
  sessions: number;
  /** Mean of the subject's scores, rounded; null when it has none. */
  averageScore: number | null;
  /** The score bar's width in percent: the average capped at 0..100. */
  bar: number;
};

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * One card per subject the student has had sessions in, in order of first appearance (newest first).
 * A subject's scores are those recorded for one of its sessions (lesson_id) or tagged with the subject.
 */
export function subjectSummaries(sessions: TutoringSession[], scores: Score[]): SubjectSummary[] {
  const groups = new Map<string, { subject: string; ids: Set<string> }>();
  for (const session of sessions) {
    // One card per normalised subject: "Math" and "Mathematics" are one subject, shown as "Math".
    const key = normalizeSubject(session.subject);
    const group = groups.get(key) ?? { subject: subjectLabel(session.subject), ids: new Set<string>() };
    group.ids.add(session.id);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, group]) => {
    const own = scores.filter(
      (score) =>
        (score.lesson_id !== null && group.ids.has(score.lesson_id)) ||
        (score.subject !== null && normalizeSubject(score.subject) === key),
    );
    const averageScore = own.length ? Math.round(mean(own.map((score) => score.score))) : null;
    return {
      subject: group.subject,
      category: subjectCategory(group.subject),
      sessions: group.ids.size,
      averageScore,
      bar: Math.min(100, Math.max(0, averageScore ?? 0)),
    };
  });
}

export type ProgressFigures = {
  totalSessions: number;
  /** Sessions started in the last 7 days. */
  thisWeek: number;
  /** Summed minutes of the sessions, rounded to whole hours. */
  studyHours: number;
  /** Mean of all scores rounded to a whole percent; 0 without scores. */
  averageScore: number;
};

export function progressFigures(
  sessions: TutoringSession[],
  scores: Score[],
  now: number = Date.now(),
): ProgressFigures {
  const minutes = sessions.reduce((sum, session) => sum + sessionMinutes(session), 0);
  return {
    totalSessions: sessions.length,
    thisWeek: sessions.filter((session) => {
      const started = Date.parse(session.started_at);
      return started <= now && now - started <= WEEK_MS;
    }).length,
    studyHours: Math.round(minutes / 60),
    averageScore: scores.length ? Math.round(mean(scores.map((score) => score.score))) : 0,
  };
}

export type RecentSession = {
  id: string;
  title: string;
  subject: string;
  date: string;
  /** The score recorded for this session (lesson_id = session id), rounded; null shows 'Completed'. */
  score: number | null;
};

/** Up to 5 completed sessions, newest first, each with its score when one was recorded. */
export function recentSessions(sessions: TutoringSession[], scores: Score[]): RecentSession[] {
  return sessions
    .filter((session) => session.completed_at !== null)
    .sort((a, b) => Date.parse(b.started_at) - Date.parse(a.started_at))
    .slice(0, LIMITS.recentSessions)
    .map((session) => {
      const score = scores.find((row) => row.lesson_id === session.id);
      return {
        id: session.id,
        title: session.title ?? `${session.subject} with ${session.tutor}`,
        subject: session.subject,
        date: session.started_at,
        score: score ? Math.round(score.score) : null,
      };
    });
}
