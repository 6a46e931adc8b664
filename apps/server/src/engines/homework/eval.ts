/**
 * `npm run eval:homework`: the homework checker on its check set (check-set/homework.json, our own pieces with
 * planted errors). Reports math wrong-step detection at its line (and false alarms on correct work), and the
 * precision and recall of spelling findings and of planted structure problems. The check set is never used as
 * test fixtures or to tune the checker.
 */
import { readFileSync } from 'node:fs';
import { checkHomework } from './check.ts';

interface Piece {
  id: string;
  kind: 'math' | 'writing';
  grade: string;
  prompt: string | null;
  text: string;
  expected: { wrongStepLine?: number | null; misspelled?: string[]; structure?: string[] };
}

const { pieces } = JSON.parse(
  readFileSync(new URL('./check-set/homework.json', import.meta.url), 'utf8'),
) as {
  pieces: Piece[];
};

const STRUCTURE_OF: Record<string, (message: string) => boolean> = {
  capital: (m) =>
    m.startsWith('Start the sentence with a capital letter') || m.startsWith('Write "I" as a capital'),
  end_mark: (m) => m.includes('without a period') || m.startsWith('End the last sentence'),
  run_on: (m) => m.includes('may be a run-on'),
  starters: (m) => m.includes('sentences start with'),
  article: (m) => m.startsWith('Use "an" before') || m.startsWith('Use "a" before'),
};

let mathPlanted = 0;
let mathFoundAtLine = 0;
let mathCorrect = 0;
let mathFalseAlarms = 0;
let spellExpected = 0;
let spellFound = 0;
let spellFlagged = 0;
let spellRight = 0;
let structExpected = 0;
let structFound = 0;
const misses: string[] = [];

for (const p of pieces) {
  const result = checkHomework({
    text: p.text,
    kind: p.kind,
    grade: p.grade,
    prompt: p.prompt ?? undefined,
    mode: 'teacher',
  });
  if (p.kind === 'math') {
    const first = result.findings.find((f) => f.type === 'wrong_step');
    const want = p.expected.wrongStepLine ?? null;
    if (want === null) {
      mathCorrect++;
      if (first) {
        mathFalseAlarms++;
        misses.push(`${p.id}: false alarm at line ${first.line}`);
      }
    } else {
      mathPlanted++;
      if (first?.line === want) mathFoundAtLine++;
      else
        misses.push(
          `${p.id}: wrong step expected at line ${want}, found ${first ? `line ${first.line}` : 'none'}`,
        );
    }
    continue;
  }
  const expected = new Set((p.expected.misspelled ?? []).map((w) => w.toLowerCase()));
  const flagged = result.findings
    .filter((f) => f.type === 'spelling')
    .map((f) => (f.quote ?? '').toLowerCase());
  spellExpected += expected.size;
  spellFlagged += flagged.length;
  for (const w of flagged) {
    if (expected.has(w)) spellRight++;
    else misses.push(`${p.id}: "${w}" flagged but spelled right`);
  }
  for (const w of expected) {
    if (flagged.includes(w)) spellFound++;
    else misses.push(`${p.id}: "${w}" not flagged`);
  }
  for (const s of p.expected.structure ?? []) {
    structExpected++;
    const messages = result.findings.filter((f) => f.type !== 'spelling').map((f) => f.message);
    if (messages.some(STRUCTURE_OF[s] ?? (() => false))) structFound++;
    else misses.push(`${p.id}: planted ${s} problem not found`);
  }
}

const print = (line: string) => process.stdout.write(`${line}\n`);
const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);
print(
  `Homework checker, check set: ${pieces.length} pieces (${mathPlanted + mathCorrect} math, ${pieces.length - mathPlanted - mathCorrect} writing)`,
);
print(
  `Math: wrong step found at its line ${mathFoundAtLine}/${mathPlanted} = ${pct(mathFoundAtLine, mathPlanted)} (target >= 95%)`,
);
print(`Math: false alarms on correct work ${mathFalseAlarms}/${mathCorrect}`);
print(
  `Spelling: recall ${spellFound}/${spellExpected} = ${pct(spellFound, spellExpected)} (target >= 90%), precision ${spellRight}/${spellFlagged} = ${pct(spellRight, spellFlagged)} (target >= 95%)`,
);
print(
  `Structure and conventions: planted problems found ${structFound}/${structExpected} = ${pct(structFound, structExpected)}`,
);
if (misses.length) print(`\nMisses:\n  ${misses.join('\n  ')}`);
