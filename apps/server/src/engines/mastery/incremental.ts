import {
  CORRECT_AT,
  FAMILY_PARAMS,
  type Family,
  MASTERED,
  observe,
  skillRef,
  type Observation,
  type SkillRef,
  type SkillState,
  type Snapshot,
} from './bkt.ts';

/**
 * A student's BKT state that can be stored and moved forward answer by answer, so that a read replays only
 * what is new (ADR 031). Moving an empty state forward over a whole history gives exactly what `replay`
 * gives for the same answers in the same order: the same step (`observe`) is taken for each answer.
 *
 * Besides each skill's state it keeps the weekly points of the growth chart: for each Monday 00:00 UTC
 * crossed between two answers, the mean P(known) and the mastered count after every answer at or before it
 * (what `replay` with that checkpoint gives). Only the weeks the progress page can ask for are kept.
 */
export interface WeekPoint {
  meanP: number | null;
  mastered: number;
}

/**
 * One day's answers (UTC date): per subject family, the sum of scores and the number of answers. Days older
 * than the kept weeks keep their key with no totals: the keys are every day the student answered anything
 * (streaks), the totals serve the 4-week subject trends, which never look further back than 8 weeks.
 */
export type DayTotals = Partial<Record<Family, [sum: number, count: number]>>;

export interface MasteryState {
  skills: Map<string, SkillState>;
  /** Answers replayed so far. */
  applied: number;
  firstAt: Date | null;
  /** The newest answer replayed: answers after it are the new ones. */
  lastAt: Date | null;
  /** Keyed by the Monday's date (YYYY-MM-DD). */
  weeks: Map<string, WeekPoint>;
  /** Keyed by the day (YYYY-MM-DD, UTC), oldest first. */
  days: Map<string, DayTotals>;
}

const DAY = 86_400_000;
const WEEK = 7 * DAY;
/** Weeks of growth points kept before the newest answer's week (the page shows eight points). */
export const WEEKS_KEPT = 10;

/**
 * The model a stored state was computed with: a stored state of another version is rebuilt from history.
 * Bump `STATE_FORMAT` when the meaning of the stored state changes; parameter changes are picked up alone.
 */
const STATE_FORMAT = 2;
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
export const MODEL_VERSION = `bkt-${STATE_FORMAT}-${fnv1a(
  JSON.stringify({ FAMILY_PARAMS, MASTERED, CORRECT_AT, WEEKS_KEPT }),
)}`;

export function emptyState(): MasteryState {
  return { skills: new Map(), applied: 0, firstAt: null, lastAt: null, weeks: new Map(), days: new Map() };
}

/** The Monday 00:00 UTC of the week `at` falls in. */
export function mondayOf(at: Date): Date {
  const d = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const back = (new Date(d).getUTCDay() + 6) % 7;
  return new Date(d - back * DAY);
}
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

function point(skills: Map<string, SkillState>): WeekPoint {
  let sum = 0;
  let mastered = 0;
  for (const s of skills.values()) {
    sum += s.p;
    if (s.mastered) mastered += 1;
  }
  return { meanP: skills.size ? sum / skills.size : null, mastered };
}

/**
 * Moves the state forward over answers newer than `state.lastAt`, in time order (ties keep their given
 * order; the caller gives them in a fixed order, e.g. by time then id). Mutates and returns `state`; the
 * keys of the skills it changed are added to `changed` when given.
 */
export function advance(
  state: MasteryState,
  observations: readonly Observation[],
  changed?: Set<string>,
): MasteryState {
  const refs = new Map<string, SkillRef>();
  for (const o of observations) {
    if (state.lastAt && o.at < state.lastAt) {
      throw new Error('advance: answers must come in time order, after the state');
    }
    if (state.lastAt) {
      // Every Monday in [previous answer, this answer) is a growth point holding the state before this one.
      let monday = mondayOf(state.lastAt);
      if (monday < state.lastAt) monday = new Date(monday.getTime() + WEEK);
      if (monday < o.at) {
        const here = point(state.skills);
        for (; monday < o.at; monday = new Date(monday.getTime() + WEEK)) {
          state.weeks.set(dayKey(monday), here);
        }
      }
    }
    const cacheKey = `${o.family}|${o.skill}`;
    let ref = refs.get(cacheKey);
    if (!ref) {
      ref = skillRef(o.skill, o.family);
      refs.set(cacheKey, ref);
    }
    observe(state.skills, ref, o);
    changed?.add(ref.key);
    const day = dayKey(o.at);
    let totals = state.days.get(day);
    if (!totals) {
      totals = {};
      state.days.set(day, totals);
    }
    const sums = (totals[o.family] ??= [0, 0]);
    sums[0] += o.score;
    sums[1] += 1;
    state.applied += 1;
    state.firstAt ??= o.at;
    state.lastAt = o.at;
  }
  if (state.lastAt) {
    const horizon = mondayOf(state.lastAt).getTime() - WEEKS_KEPT * WEEK;
    for (const key of state.weeks.keys()) {
      if (Date.parse(`${key}T00:00:00Z`) < horizon) state.weeks.delete(key);
    }
    for (const [key, totals] of state.days) {
      if (Date.parse(`${key}T00:00:00Z`) < horizon && Object.keys(totals).length > 0) state.days.set(key, {});
    }
  }
  return state;
}

/**
 * The growth points at the given checkpoints (Mondays 00:00 UTC, and "now"): before the first answer none,
 * at or after the newest answer the current state, in between the stored week point. A checkpoint in the
 * past that is no stored Monday (not asked by the progress page) gets the current state.
 */
export function snapshotsAt(state: MasteryState, checkpoints: readonly Date[]): Snapshot[] {
  const current = point(state.skills);
  return checkpoints.map((at) => {
    if (!state.firstAt || at < state.firstAt) return { at, meanP: null, mastered: 0 };
    if (!state.lastAt || at >= state.lastAt) return { at, ...current };
    const stored = state.weeks.get(dayKey(at));
    return { at, ...(stored && at.getTime() === mondayOf(at).getTime() ? stored : current) };
  });
}

/** Score sums and counts of one subject family over two 4-week windows. */
export interface FamilyTrend {
  recentSum: number;
  recentN: number;
  priorSum: number;
  priorN: number;
}

/**
 * Per subject family, the answers of the 28 UTC days ending on `now`'s day (and any later) and of the 28
 * days before those, from the stored day totals (no answer is read again).
 */
export function familyTrends(state: MasteryState, now: Date): Map<Family, FamilyTrend> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const recentFrom = dayKey(new Date(today - 27 * DAY));
  const priorFrom = dayKey(new Date(today - 55 * DAY));
  const out = new Map<Family, FamilyTrend>();
  for (const [day, totals] of state.days) {
    if (day < priorFrom) continue;
    const recent = day >= recentFrom;
    for (const [family, sums] of Object.entries(totals) as [Family, [number, number]][]) {
      let trend = out.get(family);
      if (!trend) {
        trend = { recentSum: 0, recentN: 0, priorSum: 0, priorN: 0 };
        out.set(family, trend);
      }
      if (recent) {
        trend.recentSum += sums[0];
        trend.recentN += sums[1];
      } else {
        trend.priorSum += sums[0];
        trend.priorN += sums[1];
      }
    }
  }
  return out;
}
