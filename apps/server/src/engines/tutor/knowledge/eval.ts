/**
 * The knowledge tutor's evaluation: `npm run eval:tutor`.
 *
 * Plays every question of the six held-out check sets (eval/check-set.ts, 433 questions,
 * check-set-2/check-set.ts, 529 questions written later by someone else, check-set-3/check-set.ts, 531
 * questions written blind and labelled against the final topic list, and check-set-4/check-set.ts, 533 questions
 * written blind by another engineer, check-set-5/check-set.ts, 589 questions written blind by a third, and
 * check-set-6/check-set.ts, 509 questions written blind by a fourth in younger children's words; see their
 * READMEs) through the
 * shipped engine, as a new session of the row's subject and grade (a follow-up row first plays its earlier
 * messages in the same session), and sorts the reply to the row's question into:
 * - on topic: it teaches (or starts reading) the expected topic, or, for a question outside the notes,
 *   it says so honestly;
 * - honest miss: it says the question is not in its notes and asks (for a question the notes cover);
 * - wrong topic: it teaches something else. This is the defect to keep near zero.
 * Prints the rates per subject and overall for each set, the wrong-topic rows, and engine time per turn.
 * `--set=1` ... `--set=6` runs one set; `--dev` runs only the development questions (dev-set.ts),
 * which may be tuned on; `--conf12-held` runs session 12's held-back described questions (dev-set-described-12.ts,
 * rates only); `--math-concepts` runs the held-back math concept questions (dev-set-math-concepts.ts, rates
 * only) and `--math-concepts-dev` its development part; `--outside12-held` runs session 12's held-back questions
 * outside the notes (dev-set-outside-12.ts, rates only); `--outside12-dev` the development questions outside the notes
 * of the same session (dev-set-outside-tune.ts, tuned on); `--misses` also lists the honest misses; `--summary` prints the rates only (no rows).
 *
 * Check sets 1 and 2 were written before the breadth notes of 2026-11-24: a row they label as outside the
 * notes ('none') may now be answered by one of those topics, which its label cannot judge. Such rows are counted
 * as wrong topic, as before, and also reported on a line of their own. Check set 3 was labelled against the
 * final topic list, so those lines are not printed for it; nor for check sets 4 to 6, labelled the same way. Check
 * sets 4, 5 and 6 print their rates only, never their rows (their READMEs), with or without `--summary`.
 * With ../shared/data present nothing more is read; the check set is in the repository.
 */
import os from 'node:os';
import type { ChatMessage, EngineContext, EngineState } from '../../../ai/types.ts';
import { createEngine } from '../engine.ts';
import { defaultTutors } from '../tutors.ts';
import { execFileSync } from 'node:child_process';
import { CHECK_SET_2, type FollowUpRow } from './check-set-2/check-set.ts';
import { CHECK_SET_3 } from './check-set-3/check-set.ts';
import { CHECK_SET_4 } from './check-set-4/check-set.ts';
import { CHECK_SET_5 } from './check-set-5/check-set.ts';
import { CHECK_SET_6 } from './check-set-6/check-set.ts';
import { DEV_SET } from './dev-set.ts';
import { DEV_SET_DESCRIBED_HELD } from './dev-set-described.ts';
import { DEV_SET_DESCRIBED_12 } from './dev-set-described-12.ts';
import { DEV_SET_OUTSIDE_12 } from './dev-set-outside-12.ts';
import { DEV_SET_OUTSIDE_TUNE } from './dev-set-outside-tune.ts';
import { DEV_SET_NEAR_HELD } from './dev-set-near.ts';
import { MATH_CONCEPTS_DEV, MATH_CONCEPTS_HELD, type MathConceptRow } from './dev-set-math-concepts.ts';
import { UNKNOWN as MATH_UNKNOWN } from '../math/tutor.ts';
import { CHECK_SET, type CheckRow } from './eval/check-set.ts';
import { INDEX_BUILD_CPU_MS, INDEX_BUILD_MS } from './retrieval.ts';
import { parseNotes } from './topics/compact.ts';
import { ALL_TOPICS, BREADTH_NOTES, NOTES_PARSE_CPU_MS, NOTES_PARSE_MS } from './topics/index.ts';
import type { KnowledgeState } from './tutor.ts';
import { SESSION_SUBJECT } from './session-subjects.ts';

/**
 * Session 12: a row labelled '(math)' (the math tutor handles it) is also answered by a topic of the math notes added
 * that session (topics/notes-math.ts): both are math, and the labels predate the notes.
 */
const MATH_TOPIC_IDS: ReadonlySet<string> = new Set(
  ALL_TOPICS.filter((t) => t.subject === 'math').map((t) => t.id),
);

/** Topics added after both check sets were written (the breadth notes of 2026-11-24). */
const ADDED_AFTER_THE_SETS: ReadonlySet<string> = new Set(
  parseNotes(BREADTH_NOTES.join('\n')).topics.map((t) => t.id),
);

export type Outcome = 'on-topic' | 'honest-miss' | 'wrong-topic';

export interface Scored {
  subject: string;
  question: string;
  expected: string;
  got: string;
  outcome: Outcome;
  ms: number;
  /** CPU time of the turn (user + system), which a busy machine's waiting does not inflate. */
  cpu: number;
}

const engine = createEngine(defaultTutors);

/** What a reply taught: a topic id, 'miss' for an honest "not in my notes" or a clarifying question, or the tutor id. */
function taught(r: ReturnType<typeof engine.reply>): string {
  const k = (r.state.slices?.knowledge ?? {}) as KnowledgeState;
  return r.tutor === 'general'
    ? 'miss'
    : r.tutor !== 'knowledge'
      ? `(${r.tutor})`
      : k.mode === 'clarify' || /I don't have that in my notes/.test(r.text)
        ? 'miss'
        : k.mode === 'passage'
          ? (k.story ?? '(pasted passage)')
          : k.mode === 'writing'
            ? '(writing coach)'
            : (k.topic?.id ?? '(no topic)');
}

/**
 * A row's outcome from its labels (topic ids joined by '|', 'none' for outside the notes) and what was taught.
 * `mathNotesAreMath`: a '(math)' label also accepts a topic of the math notes (the labels predate them); not for
 * the math concept set, whose '(math)' rows are problems the math tutor must keep.
 */
function outcomeOf(expected: string, got: string, mathNotesAreMath: boolean): Outcome {
  const accepted = expected.split('|');
  if (accepted.includes(got)) return 'on-topic';
  if (mathNotesAreMath && accepted.includes('(math)') && MATH_TOPIC_IDS.has(got)) return 'on-topic';
  if (got === 'miss') return accepted.includes('none') ? 'on-topic' : 'honest-miss';
  return 'wrong-topic';
}

/**
 * What the reply to `question` taught: a topic id, 'miss' for an honest "not in my notes", or the tutor id.
 * `before` holds earlier messages of the same session (a follow-up); they are played first, untimed.
 */
export function firstReply(
  question: string,
  subject: string,
  grade: number,
  before: readonly string[] = [],
): { got: string; ms: number; cpu: number } {
  const history: ChatMessage[] = [];
  const ctx: EngineContext = {
    agent: 'grok',
    subject: SESSION_SUBJECT[subject] ?? 'General Studies',
    tutorName: 'AGI Assistant',
    student: { firstName: 'Sam', grade },
    history,
    seed: 11,
  };
  let state: EngineState = {};
  for (const m of before) {
    const r = engine.reply({ ...ctx, history: [...history], message: m, state });
    history.push({ role: 'user', content: m }, { role: 'assistant', content: r.text });
    state = r.state;
  }
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const r = engine.reply({ ...ctx, history: [...history], message: question, state });
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1000;
  const got = taught(r);
  return { got, ms, cpu };
}

export function score(rows: readonly (CheckRow | FollowUpRow)[] = CHECK_SET): Scored[] {
  return rows.map(([subject, grade, question, expected, before]) => {
    const { got, ms, cpu } = firstReply(question, subject, grade, before);
    return { subject, question, expected, got, outcome: outcomeOf(expected, got, true), ms, cpu };
  });
}

function out(line = ''): void {
  process.stdout.write(`${line}\n`);
}

function pct(n: number, d: number): string {
  return d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`;
}

/** A fresh process's time to load the knowledge tutor (modules, notes, index), median of three. */
function coldLoadMs(): number {
  const script =
    "const t=performance.now();await import('./apps/server/src/engines/tutor/knowledge/index.ts');" +
    'process.stdout.write(String(performance.now()-t))';
  const runs = [0, 1, 2].map((): number =>
    Number(
      execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        encoding: 'utf8',
      }),
    ),
  );
  return runs.sort((a, b) => a - b)[1]!;
}

export const SETS: {
  name: string;
  rows: readonly (CheckRow | FollowUpRow)[];
  labelledBeforeBreadth: boolean;
  /** Print the rates only, never a row (its wrong-topic rows and misses stay unread). */
  ratesOnly?: boolean;
}[] = [
  {
    name: 'Check set 1 (eval/check-set.ts; looked at while tuning)',
    rows: CHECK_SET,
    labelledBeforeBreadth: true,
  },
  {
    name: 'Check set 2 (check-set-2/; written 2026-11-24, never tuned on)',
    rows: CHECK_SET_2,
    labelledBeforeBreadth: true,
  },
  {
    name: 'Check set 3 (check-set-3/; written blind 2026-11-24, labelled against the final topics, never tuned on)',
    rows: CHECK_SET_3,
    labelledBeforeBreadth: false,
  },
  {
    name: 'Check set 4 (check-set-4/; written blind 2026-11-24 by another engineer, never tuned on; rates only)',
    rows: CHECK_SET_4,
    labelledBeforeBreadth: false,
    ratesOnly: true,
  },
  {
    name: 'Check set 5 (check-set-5/; written blind 2026-11-24 by a third engineer, never tuned on; rates only)',
    rows: CHECK_SET_5,
    labelledBeforeBreadth: false,
    ratesOnly: true,
  },
  {
    name: 'Check set 6 (check-set-6/; written blind 2026-11-25 by a fourth engineer, never tuned on; rates only)',
    rows: CHECK_SET_6,
    labelledBeforeBreadth: false,
    ratesOnly: true,
  },
];

function report(name: string, results: Scored[], labelledBeforeBreadth = true, ratesOnly = false): void {
  const subjects = [...new Set(results.map((r) => r.subject))];
  out(`${name}: ${results.length} questions\n`);
  out('subject          n   on topic  honest miss  wrong topic');
  const line = (label: string, rs: Scored[]) => {
    const c = (o: Outcome) => rs.filter((r) => r.outcome === o).length;
    out(
      `${label.padEnd(15)}${String(rs.length).padStart(4)}   ${pct(c('on-topic'), rs.length)}     ${pct(c('honest-miss'), rs.length)}      ${pct(c('wrong-topic'), rs.length)}`,
    );
  };
  for (const s of subjects)
    line(
      s,
      results.filter((r) => r.subject === s),
    );
  line('all', results);
  const covered = results.filter((r) => !r.expected.split('|').includes('none'));
  line('in the notes', covered);
  line(
    'outside notes',
    results.filter((r) => r.expected.split('|').includes('none')),
  );
  if (labelledBeforeBreadth) {
    const outside = results.filter((r) => r.expected.split('|').includes('none'));
    const newly = outside.filter((r) => r.outcome === 'wrong-topic' && ADDED_AFTER_THE_SETS.has(r.got));
    out(
      `\n'none' rows answered by a topic added after the set was written: ${newly.length} of ${outside.length}` +
        ` (counted above as wrong topic; wrong topic without them: ${pct(
          results.filter((r) => r.outcome === 'wrong-topic').length - newly.length,
          results.length,
        ).trim()})`,
    );
    // A row labelled with an umbrella topic ("Human body systems", "Oceans") may now be answered by a
    // narrower topic added after the set (coral reefs): the label predates it, so this count is reported
    // apart (still wrong topic above); whether the narrower topic answers the row needs a person to read it.
    const narrower = covered.filter((r) => r.outcome === 'wrong-topic' && ADDED_AFTER_THE_SETS.has(r.got));
    out(
      `rows in the notes answered by a topic added after the set was written: ${narrower.length} of ` +
        `${covered.length} (counted above as wrong topic)`,
    );
  }
  const wrong = results.filter((r) => r.outcome === 'wrong-topic');
  if (ratesOnly || process.argv.includes('--summary')) {
    out();
    return;
  }
  if (wrong.length) {
    out('\nWrong topic:');
    for (const r of wrong)
      out(
        `  [${r.subject}] "${r.question}" -> ${r.got} (expected ${r.expected})` +
          (labelledBeforeBreadth && ADDED_AFTER_THE_SETS.has(r.got) ? ' [a topic added after the set]' : ''),
      );
  }
  if (process.argv.includes('--misses')) {
    out('\nHonest misses:');
    for (const r of results.filter((x) => x.outcome === 'honest-miss'))
      out(`  [${r.subject}] "${r.question}" (expected ${r.expected})`);
  }
  out();
}

/**
 * The math concept questions (dev-set-math-concepts.ts), each a new session of the row's kind ('math' is a Math
 * session, 'general' General Studies). A concept row is on topic when the reply teaches its topic, an honest
 * miss when the math tutor says it does not understand or the knowledge tutor has no notes, else wrong topic;
 * a problem row ('(math)') is on topic only when the math tutor answers it with a problem of its own.
 */
export function scoreMathConcepts(rows: readonly MathConceptRow[]): Scored[] {
  return rows.map(([session, grade, question, expected]) => {
    const ctx: EngineContext = {
      agent: 'grok',
      subject: session === 'math' ? 'Math' : 'General Studies',
      tutorName: 'AGI Assistant',
      student: { firstName: 'Sam', grade },
      history: [],
      seed: 11,
    };
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const r = engine.reply({ ...ctx, message: question, state: {} });
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    // the math tutor's "I'm not sure I understand" is an honest miss here: these rows are about math
    const got = r.tutor === 'math' && r.text === MATH_UNKNOWN ? 'miss' : taught(r);
    const outcome = outcomeOf(expected, got, false);
    return { subject: session, question, expected, got, outcome, ms, cpu: (c.user + c.system) / 1000 };
  });
}

/**
 * The parts of development files run alone, by flag: [flag, title, scored rows, held (never tuned on: rates only)].
 * The held parts are measured once at the end of a piece of work.
 */
const PARTS: readonly (readonly [string, string, () => Scored[], boolean])[] = [
  [
    '--described-held',
    'Described questions, held part (never tuned on)',
    () => score(DEV_SET_DESCRIBED_HELD),
    true,
  ],
  [
    '--conf12-held',
    'Described questions of session 12, held back (never tuned on)',
    () => score(DEV_SET_DESCRIBED_12),
    true,
  ],
  // with a control of questions inside the notes in it
  [
    '--outside12-held',
    'Outside the notes, session 12, held back (never tuned on)',
    () => score(DEV_SET_OUTSIDE_12),
    true,
  ],
  [
    '--outside12-dev',
    'Outside the notes, session 12, development (tuned on)',
    () => score(DEV_SET_OUTSIDE_TUNE),
    false,
  ],
  [
    '--math-concepts-dev',
    'Math concept questions, development (tuned on)',
    () => scoreMathConcepts(MATH_CONCEPTS_DEV),
    false,
  ],
  ['--near-held', 'Near-miss questions, held part (never tuned on)', () => score(DEV_SET_NEAR_HELD), true],
];

function main() {
  // Warm up (the first turn loads and compiles).
  firstReply('what is a noun', 'reading', 3);
  const only = process.argv.find((a) => a.startsWith('--set='))?.slice(6);
  const results: Scored[] = [];
  if (process.argv.includes('--dev')) {
    // The development questions (may be tuned on); the check sets are not run.
    report('Development questions (dev-set.ts; tuned on)', score(DEV_SET));
    return;
  }
  // A part of a development file run alone: held parts (never tuned on) print their rates only.
  const part = PARTS.find(([flag]) => process.argv.includes(flag));
  if (part) {
    const [, title, rows, held] = part;
    report(title, rows(), false, held);
    return;
  }
  if (process.argv.includes('--math-concepts')) {
    // The held-back math concept questions (written before the math notes): never tuned on; rates only, with the
    // problems the math tutor must keep ('(math)') counted on their own line.
    const scored = scoreMathConcepts(MATH_CONCEPTS_HELD);
    report('Math concept questions, held back (never tuned on)', scored, false, true);
    report(
      'of which: problems the math tutor keeps',
      scored.filter((r) => r.expected === '(math)'),
      false,
      true,
    );
    return;
  }
  SETS.forEach((set, i) => {
    if (only && only !== String(i + 1)) return;
    const scored = score(set.rows);
    report(set.name, scored, set.labelledBeforeBreadth, set.ratesOnly);
    results.push(...scored);
  });
  const q = (xs: number[], at: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(at * s.length))]!.toFixed(2);
  };
  out(
    `Notes: ${ALL_TOPICS.length} topics; parsed in ${NOTES_PARSE_MS.toFixed(1)} ms (CPU ${NOTES_PARSE_CPU_MS.toFixed(1)} ms), ` +
      `indexed in ${INDEX_BUILD_MS.toFixed(1)} ms (CPU ${INDEX_BUILD_CPU_MS.toFixed(1)} ms)` +
      (process.argv.includes('--no-cold')
        ? ''
        : `; cold load of the tutor in a fresh process ${coldLoadMs().toFixed(0)} ms`),
  );
  const wall = results.map((r) => r.ms);
  const cpu = results.map((r) => r.cpu);
  out(
    `\nEngine time per scored turn (${results.length}): wall p50 ${q(wall, 0.5)} ms, p99 ${q(wall, 0.99)} ms; ` +
      `CPU p50 ${q(cpu, 0.5)} ms, p99 ${q(cpu, 0.99)} ms (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
