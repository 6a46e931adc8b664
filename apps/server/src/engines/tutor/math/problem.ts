/** The shape of an understood math problem: its exact answer, a step plan, hints and known mistakes. */

export interface Step {
  /** The question the tutor asks for this step. */
  ask: string;
  /** Exact values (fraction keys such as '7/8') that complete this step. */
  values?: string[];
  /** Literal forms (e.g. '6/8') that complete this step even though their value equals something else. */
  raw?: string[];
  /** Words (e.g. 'multiply') that answer this step. */
  words?: string[];
  /** Any positive multiple of this value completes the step (common denominators). */
  multipleOf?: string;
  /** Any whole number above 1 dividing all of these completes the step (common factors). */
  factorOf?: string[];
  /** Said when the student completes the step. */
  ok: string;
  /** Three hints: a nudge, something more specific, almost the step. */
  hints: [string, string, string];
}

export interface Mistake {
  /** The wrong value (fraction key) this mistake produces, or a literal form / word the student writes. */
  value?: string;
  raw?: string;
  word?: string;
  message: string;
}

export interface PracticeSpec {
  kind: string;
  [param: string]: number | string;
}

export interface Problem {
  /** Problem family, e.g. 'fraction-add', 'linear-equation'. */
  kind: string;
  /** Skill recorded with the score, e.g. 'Fractions'. */
  skill: string;
  /** The question as asked. */
  question: string;
  /** A restatement without the answer (markdown, may use $...$). */
  statement: string;
  /** The solver's answer string: '7/8', '-3', '2.5'. */
  answer: string;
  /** Exact value as a fraction key. */
  value: string;
  /** Show values as decimals (the question uses decimals, money, percentages or measurements). */
  decimal: boolean;
  /** The answer is rounded (irrational root, pi as 3.14): accept values close to it. */
  approx?: boolean;
  /** For circles: the exact answer is piCoef × π. */
  piCoef?: string;
  /** The answer is a percentage: '15' and '15%' both mean 15. */
  percentAnswer?: boolean;
  /** Equations: the unknown. */
  variable?: string;
  /** Unit of the answer, if any. */
  unit?: string;
  steps: Step[];
  /** The worked solution, one line per step; the last line gives the answer. */
  solution: string[];
  mistakes: Mistake[];
  /** Arithmetic: the expression as evaluated (mathjs syntax), for diagnosing a wrong final answer. */
  expr?: string;
  /** Parameters for generating a similar practice problem. */
  practice: PracticeSpec;
}
