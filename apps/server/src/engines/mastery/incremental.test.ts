import { describe, expect, it } from 'vitest';
import { int, pick, seeded } from '../items/rng.ts';
import { replay, type Observation } from './bkt.ts';
import { advance, emptyState, familyTrends, mondayOf, snapshotsAt, WEEKS_KEPT } from './incremental.ts';

const DAY = 86_400_000;
const SKILLS = ['3.OA.C.7', 'K.CC.A.1', 'RL.1.3', '2-LS4-1', 'Fractions', 'map reading', '1.NBT.B.2'];
const FAMILIES: Observation['family'][] = ['math', 'reading', 'science', 'social-studies', 'other'];

/** A seeded history of answers over ~10 weeks, in time order, with runs of answers at the same instant. */
function history(seed: number, count: number): Observation[] {
  const rng = seeded(seed);
  let at = Date.UTC(2026, 8, 2, 7, 30);
  const out: Observation[] = [];
  while (out.length < count) {
    at += int(rng, 0, 3) === 0 ? int(rng, 1, 4) * DAY : int(rng, 1, 240) * 60_000;
    const sameInstant = int(rng, 1, 4); // a submitted test writes several rows at one time
    for (let k = 0; k < sameInstant && out.length < count; k++) {
      out.push({
        skill: pick(rng, SKILLS),
        family: pick(rng, FAMILIES),
        score: int(rng, 0, 10) < 7 ? 100 : int(rng, 0, 60),
        at: new Date(at),
      });
    }
  }
  return out;
}

/** The Mondays the progress page asks for (seven before this week's) and "now". */
function checkpoints(now: Date): Date[] {
  const thisWeek = mondayOf(now).getTime();
  const list = Array.from({ length: 8 }, (_, i) => new Date(thisWeek - (6 - i) * 7 * DAY));
  list[7] = now;
  return list;
}

describe('the stored BKT state, moved forward answer by answer', () => {
  it('equals a replay of the whole history, however the history is split into reads', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const all = history(seed, 400);
      const rng = seeded(seed * 101);
      const state = emptyState();
      let i = 0;
      while (i < all.length) {
        const next = Math.min(all.length, i + int(rng, 1, 60));
        // Never split a run of answers at one instant: they arrive together (one transaction).
        let end = next;
        while (end < all.length && all[end]!.at.getTime() === all[end - 1]!.at.getTime()) end += 1;
        advance(state, all.slice(i, end));
        i = end;
      }
      const whole = replay(all);
      expect(state.applied).toBe(all.length);
      // Every day with an answer, and the 4-week subject sums, as if the answers were read again.
      const utcDay = (d: Date) => d.toISOString().slice(0, 10);
      expect([...state.days.keys()].sort()).toEqual([...new Set(all.map((o) => utcDay(o.at)))].sort());
      for (const days of [0, 0.4, 10, 30, 56, 80]) {
        const now = new Date(all.at(-1)!.at.getTime() + days * DAY);
        const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
        const expected = new Map<string, number[]>();
        for (const o of all) {
          const day = Date.parse(`${utcDay(o.at)}T00:00:00Z`);
          if (day < today - 55 * DAY) continue;
          const sums = expected.get(o.family) ?? [0, 0, 0, 0];
          const at = day >= today - 27 * DAY ? 0 : 2;
          sums[at] = sums[at]! + o.score;
          sums[at + 1] = sums[at + 1]! + 1;
          expected.set(o.family, sums);
        }
        const got = familyTrends(state, now);
        expect(new Set(got.keys())).toEqual(new Set(expected.keys()));
        for (const [family, t] of got) {
          expect([t.recentSum, t.recentN, t.priorSum, t.priorN]).toEqual(expected.get(family));
        }
      }
      expect([...state.skills.entries()].sort()).toEqual([...whole.skills.entries()].sort());
      // The growth points at any read time after the newest answer (reads come after the writes).
      for (const days of [0, 0.5, 3, 20, 45, 90]) {
        const now = new Date(all.at(-1)!.at.getTime() + days * DAY);
        const points = checkpoints(now);
        const expected = replay(all, { checkpoints: points }).snapshots;
        const got = snapshotsAt(state, points);
        for (let k = 0; k < points.length - 1; k++) {
          // After the newest answer the point is computed afresh (same sum in another order).
          if (points[k]! >= all.at(-1)!.at) {
            expect(got[k]!.mastered).toBe(expected[k]!.mastered);
            expect(got[k]!.meanP ?? -1).toBeCloseTo(expected[k]!.meanP ?? -1, 12);
          } else {
            expect(got[k]).toEqual(expected[k]);
          }
        }
      }
    }
  });

  it('keeps growth points for the weeks the page shows and drops older ones', () => {
    const all = history(9, 2000);
    const state = advance(emptyState(), all);
    const newest = mondayOf(all.at(-1)!.at).getTime();
    const keys = [...state.weeks.keys()].map((k) => Date.parse(`${k}T00:00:00Z`));
    expect(Math.min(...keys)).toBeGreaterThanOrEqual(newest - WEEKS_KEPT * 7 * DAY);
    expect(keys.length).toBeGreaterThanOrEqual(7);
    expect(keys.every((k) => new Date(k).getUTCDay() === 1)).toBe(true);
  });

  it('has no growth before the first answer', () => {
    const all = history(3, 10);
    const state = advance(emptyState(), all);
    const before = new Date(all[0]!.at.getTime() - 7 * DAY);
    expect(snapshotsAt(state, [before])[0]).toEqual({ at: before, meanP: null, mastered: 0 });
  });

  it('refuses answers older than the state (those need a rebuild)', () => {
    const all = history(4, 20);
    const state = advance(emptyState(), all.slice(10));
    expect(() => advance(state, all.slice(0, 1))).toThrow(/time order/);
  });
});
