import type { HomeworkFinding, HomeworkPoint, HomeworkResult } from '@academy/shared';
import { READABILITY_FORMULA } from '../lessons/index.ts';
import { checkMathWork, looksLikeMath, type MathCheck } from './math.ts';
import { checkWriting, type WritingCheck } from './writing.ts';

/**
 * The homework checker: math work or writing, scored against a rubric that is shown with the score, with
 * SPEC's four parts (score, strengths, improvements, suggestions), each tied to the student's own words or
 * lines. 'teacher' mode explains and names fixes; 'coach' mode (students checking their own work) points at
 * problems without doing the work for them: no corrected answers, no spelling fixes.
 */

export interface CheckInput {
  text: string;
  kind: 'auto' | 'math' | 'writing';
  grade: string;
  prompt?: string | undefined;
  mode: 'teacher' | 'coach';
}

export type CheckResult = Omit<HomeworkResult, 'savedId'>;

const point = (text: string, quote: string | null = null, line: number | null = null): HomeworkPoint => ({
  text,
  quote,
  line,
});

const clip = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function checkHomework(input: CheckInput): CheckResult {
  const kind = input.kind === 'auto' ? (looksLikeMath(input.text) ? 'math' : 'writing') : input.kind;
  return kind === 'math' ? mathResult(input) : writingResult(input);
}

function mathResult(input: CheckInput): CheckResult {
  const coach = input.mode === 'coach';
  const check: MathCheck = checkMathWork(input.text, input.prompt);
  const checked = check.lines.filter((l) => l.ok !== null);
  const right = checked.filter((l) => l.ok);
  const findings: HomeworkFinding[] = [];
  const strengths: HomeworkPoint[] = [];
  const improvements: HomeworkPoint[] = [];
  const suggestions: HomeworkPoint[] = [];

  const wrong = check.lines.filter((l) => l.ok === false);
  wrong.forEach((l, i) => {
    const why =
      l.kind === 'equation'
        ? coach
          ? `This step changes the answer of the equation. Check what you did to both sides.`
          : `This step changes the solution: the line before gives ${l.expected}, this line gives ${l.claimed}. Whatever you do to one side, do to the other.`
        : coach
          ? `The two sides of this line are not equal. Work it out again.`
          : `The sides are not equal: ${l.expected}, not ${l.claimed}.`;
    findings.push({
      type: 'wrong_step',
      line: l.line,
      quote: l.source.trim(),
      message: `${i === 0 ? 'First wrong step' : 'Also wrong'} (line ${l.line}): ${why}`,
      suggestions: [],
    });
  });
  if (wrong.length > 0 && check.answerCorrect) {
    findings.push({
      type: 'right_answer_wrong_working',
      line: check.finalLine,
      quote: check.finalAnswer,
      message: `The final answer ${check.finalAnswer} is right, but the working has a mistake on line ${wrong[0]!.line}. The steps must be right too.`,
      suggestions: [],
    });
  } else if (check.answerCorrect === false) {
    findings.push({
      type: 'wrong_answer',
      line: check.finalLine,
      quote: check.finalAnswer,
      message: coach
        ? `The final answer ${check.finalAnswer} is not right yet. Check each step.`
        : `The final answer ${check.finalAnswer} is not right: the answer is ${check.expectedAnswer}.`,
      suggestions: [],
    });
  }
  for (const l of check.lines.filter((x) => x.kind === 'unparsed').slice(0, 5)) {
    findings.push({
      type: 'unparsed_line',
      line: l.line,
      quote: l.source.trim(),
      message: `Line ${l.line} could not be read as math, so it was not checked.`,
      suggestions: [],
    });
  }

  for (const l of right.slice(0, 3))
    strengths.push(point(`Line ${l.line} is worked out correctly.`, l.source.trim(), l.line));
  if (check.answerCorrect)
    strengths.push(point(`The final answer is right.`, check.finalAnswer, check.finalLine));
  if (checked.length >= 2)
    strengths.push(point(`You showed your steps (${checked.length} lines of working).`));

  const first = wrong[0];
  if (first) {
    improvements.push(
      point(`Line ${first.line} is where the work first goes wrong.`, first.source.trim(), first.line),
    );
    suggestions.push(
      point(
        coach
          ? `Redo line ${first.line} carefully, then check each line after it.`
          : `Correct line ${first.line} (${first.kind === 'equation' ? first.expected : first.expected}) and carry the right value through the lines after it.`,
        first.source.trim(),
        first.line,
      ),
    );
  }
  if (check.answerCorrect === false && !first) {
    improvements.push(
      point(
        `Every line is right, but the final answer does not answer the question.`,
        check.finalAnswer,
        check.finalLine,
      ),
    );
    suggestions.push(point(`Read the question again: what does it ask you to find?`));
  }
  if (checked.length < 2) {
    improvements.push(point(`Show more of your working, one step per line.`));
    suggestions.push(point(`Write each step on its own line, like "24 + 18 = 42".`));
  }
  suggestions.push(point(`Check an answer with the opposite operation (add to check a subtraction).`));

  const answerPoints =
    check.answerCorrect === null ? (wrong.length === 0 ? 40 : 20) : check.answerCorrect ? 40 : 0;
  const workingPoints = checked.length === 0 ? 0 : Math.round((40 * right.length) / checked.length);
  const shownPoints = checked.length >= 2 ? 20 : checked.length === 1 ? 10 : 0;
  const rubric = [
    {
      criterion: 'Correct final answer',
      points: answerPoints,
      max: 40,
      note:
        check.answerCorrect === null
          ? 'No problem statement or prompt to compare with: judged by the working.'
          : check.answerCorrect
            ? 'The final answer is right.'
            : 'The final answer is not right.',
    },
    {
      criterion: 'Correct working',
      points: workingPoints,
      max: 40,
      note: `${right.length} of ${checked.length} checked lines are right.`,
    },
    { criterion: 'Work shown', points: shownPoints, max: 20, note: `${checked.length} lines of working.` },
  ];
  return {
    kind: 'math',
    mode: input.mode,
    score: Math.max(0, Math.min(100, answerPoints + workingPoints + shownPoints)),
    rubric,
    strengths,
    improvements,
    suggestions,
    findings,
    readability: null,
  };
}

function writingResult(input: CheckInput): CheckResult {
  const coach = input.mode === 'coach';
  const w: WritingCheck = checkWriting(input.text, input.grade, input.prompt, !coach);
  const findings: HomeworkFinding[] = [];
  for (const m of w.spelling) {
    findings.push({
      type: 'spelling',
      line: m.line,
      quote: m.word,
      message: coach
        ? `Check the spelling of "${m.word}" (line ${m.line}).`
        : `"${m.word}" is misspelled${m.suggestions.length ? `: did you mean "${m.suggestions[0]}"?` : '.'}`,
      suggestions: coach ? [] : m.suggestions,
    });
  }
  for (const issue of w.issues) {
    findings.push({
      type: issue.type,
      line: issue.line,
      quote: issue.quote,
      message: issue.message,
      suggestions: [],
    });
  }
  if (!w.readability.ok) {
    findings.push({
      type: 'readability',
      line: null,
      quote: null,
      message: `The sentences read at about grade ${w.readability.fkGrade}, hard for grade ${input.grade}: use shorter sentences and simpler words.`,
      suggestions: [],
    });
  }
  if (w.prompt && w.prompt.terms.length > 0 && w.prompt.covered.length / w.prompt.terms.length < 0.5) {
    findings.push({
      type: 'off_prompt',
      line: null,
      quote: null,
      message: `The writing may not answer the prompt: it does not mention ${w.prompt.missing
        .slice(0, 4)
        .map((t) => `"${t}"`)
        .join(', ')}.`,
      suggestions: [],
    });
  }

  const strengths: HomeworkPoint[] = [];
  const improvements: HomeworkPoint[] = [];
  const suggestions: HomeworkPoint[] = [];
  const firstSentence = w.sentences[0];
  if (firstSentence)
    strengths.push(
      point(
        'Your opening sentence sets up what you write about.',
        clip(firstSentence.text),
        firstSentence.line,
      ),
    );
  if (w.linking.length > 0)
    strengths.push(
      point(
        `You join ideas with linking words: ${w.linking
          .slice(0, 3)
          .map((x) => `"${x}"`)
          .join(', ')}.`,
        w.linking[0]!,
      ),
    );
  if (w.longWords.length > 0)
    strengths.push(
      point(`You spelled longer words correctly, such as "${w.longWords[0]}".`, w.longWords[0]!),
    );
  if (w.prompt && w.prompt.covered.length > 0)
    strengths.push(
      point(
        `You answered the prompt: you wrote about ${w.prompt.covered
          .slice(0, 3)
          .map((t) => `"${t}"`)
          .join(', ')}.`,
        w.prompt.covered[0]!,
      ),
    );
  if (w.spelling.length === 0 && w.words > 0) strengths.push(point('No spelling mistakes found.'));

  if (w.spelling.length > 0) {
    const list = w.spelling
      .slice(0, 5)
      .map((m) => `"${m.word}"`)
      .join(', ');
    improvements.push(point(`Spelling: ${list}.`, w.spelling[0]!.word, w.spelling[0]!.line));
    suggestions.push(
      coach
        ? point(
            'Sound out each marked word slowly, or look it up in a word list.',
            w.spelling[0]!.word,
            w.spelling[0]!.line,
          )
        : point(
            `Fix the spelling: ${w.spelling
              .slice(0, 5)
              .map((m) => `${m.word} → ${m.suggestions[0] ?? '?'}`)
              .join(', ')}.`,
            w.spelling[0]!.word,
            w.spelling[0]!.line,
          ),
    );
  }
  const grammar = w.issues.filter((i) => i.type === 'grammar');
  if (grammar.length > 0) {
    improvements.push(point(grammar[0]!.message, grammar[0]!.quote, grammar[0]!.line));
    suggestions.push(
      point(
        'Read your work aloud and check each sentence starts with a capital letter and ends with an end mark.',
        grammar[0]!.quote,
        grammar[0]!.line,
      ),
    );
  }
  const structure = w.issues.filter((i) => i.type === 'structure');
  if (structure.length > 0)
    improvements.push(point(structure[0]!.message, structure[0]!.quote, structure[0]!.line));
  const style = w.issues.filter((i) => i.type === 'style');
  if (style.length > 0) suggestions.push(point(style[0]!.message, style[0]!.quote, style[0]!.line));
  if (
    w.prompt &&
    w.prompt.missing.length > 0 &&
    w.prompt.covered.length / Math.max(1, w.prompt.terms.length) < 0.5
  ) {
    improvements.push(
      point(
        `Answer the prompt: write about ${w.prompt.missing
          .slice(0, 3)
          .map((t) => `"${t}"`)
          .join(', ')}.`,
      ),
    );
  }
  if (w.linking.length === 0 && w.sentences.length >= 2) {
    suggestions.push(
      point(
        'Join ideas with words like "because", "so" or "then".',
        clip(w.sentences[1]!.text),
        w.sentences[1]!.line,
      ),
    );
  }
  if (suggestions.length === 0)
    suggestions.push(
      point(
        'Add one more detail that tells how or why.',
        firstSentence ? clip(firstSentence.text) : null,
        firstSentence?.line ?? null,
      ),
    );

  const spellingPoints = Math.max(0, 25 - 5 * w.spelling.length);
  const conventionPoints = Math.max(0, 20 - 4 * grammar.length);
  const structurePoints = Math.max(0, 20 - 5 * structure.length - (w.readability.ok ? 0 : 5));
  const promptPoints =
    w.prompt && w.prompt.terms.length > 0
      ? Math.round((20 * w.prompt.covered.length) / w.prompt.terms.length)
      : 20;
  const stylePoints = Math.max(0, 15 - 3 * style.length);
  const rubric = [
    {
      criterion: 'Spelling',
      points: spellingPoints,
      max: 25,
      note: `${w.spelling.length} misspelled word(s).`,
    },
    {
      criterion: 'Capitals, punctuation and grammar',
      points: conventionPoints,
      max: 20,
      note: `${grammar.length} issue(s).`,
    },
    {
      criterion: 'Sentences and paragraphs',
      points: structurePoints,
      max: 20,
      note: `${w.sentences.length} sentence(s), ${w.paragraphs} paragraph(s); reads at grade ${w.readability.fkGrade} (target at most ${w.readability.target}).`,
    },
    {
      criterion: 'Answers the prompt',
      points: promptPoints,
      max: 20,
      note:
        w.prompt && w.prompt.terms.length > 0
          ? `${w.prompt.covered.length} of ${w.prompt.terms.length} key terms of the prompt covered.`
          : 'No prompt given: full marks.',
    },
    {
      criterion: 'Word choice and style',
      points: stylePoints,
      max: 15,
      note: `${style.length} style hint(s).`,
    },
  ];
  return {
    kind: 'writing',
    mode: input.mode,
    score: Math.max(
      0,
      Math.min(
        100,
        rubric.reduce((n, r) => n + r.points, 0),
      ),
    ),
    rubric,
    strengths,
    improvements,
    suggestions,
    findings,
    readability: {
      formula: READABILITY_FORMULA,
      fkGrade: w.readability.fkGrade,
      target: w.readability.target,
      ok: w.readability.ok,
    },
  };
}
