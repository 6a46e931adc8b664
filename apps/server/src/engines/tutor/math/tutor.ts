/** The Socratic math tutor: one problem at a time, checks every reply, three hint levels, scores. */
import type { EngineContext, ScoreEvent, SubjectReply, SubjectTutor } from '../../../ai/types.ts';
import { isDateMention } from '../dates.ts';
import { isTimeSignature } from '../music.ts';
import { claimsIn, firstFalseClaim, slipFor } from './claims.ts';
import { type Equation, parseEquation, solutionOf } from './families.ts';
import { practiceFor } from './generate.ts';
import { F, type Frac, formatAnswer, fromKey, isInt, key, math, parseNumber } from './numbers.ts';
import type { Problem, Step } from './problem.ts';
import { normalise, understand } from './understand.ts';

/** This tutor's slice of the engine state (JSON). */
export interface MathState {
  /** The open problem's question, or null. */
  question: string | null;
  /** Index of the current step of the plan. */
  step: number;
  /** Wrong attempts on this problem. */
  attempts: number;
  /** Hints given on this problem. */
  hints: number;
  /** A practice question offered and not yet accepted. */
  offer: string | null;
  /** Problems posed so far in this session (seeds practice problems). */
  posed: number;
}

const fresh = (): MathState => ({ question: null, step: 0, attempts: 0, hints: 0, offer: null, posed: 0 });

function load(state: unknown): MathState {
  if (!state || typeof state !== 'object') return fresh();
  const s = state as Partial<MathState>;
  return {
    question: typeof s.question === 'string' ? s.question : null,
    step: Number.isInteger(s.step) ? s.step! : 0,
    attempts: Number.isInteger(s.attempts) ? s.attempts! : 0,
    hints: Number.isInteger(s.hints) ? s.hints! : 0,
    offer: typeof s.offer === 'string' ? s.offer : null,
    posed: Number.isInteger(s.posed) ? s.posed! : 0,
  };
}

// ---------- phrasing of the student's turn ----------

const ASK_ANSWER =
  /\b(?:show (?:me )?(?:the |your )?(?:answer|solution|working|work|steps)|just tell me|tell me the answer|give me the answer|what(?:'s| is) the answer|i give up|show the solution|reveal|solve it for me|show me how)\b/;
const ASK_HINT =
  /\b(?:hint|help|clue|i don'?t know|idk|i'?m stuck|stuck|no idea|i don'?t get it|don'?t understand|confused|not sure|what do i do|how do i start|dunno)\b/;
const YES =
  /^(?:y|yes|yeah|yep|yup|sure|ok|okay|alright|why not|let'?s go|go|please|yes please|another|another one|more|one more|sounds good|i'?m ready|ready)\b/;
const NO = /^(?:n|no|nope|nah|no thanks|not now|i'?m done|done|stop|that'?s all|later)\b/;
const LEAVE =
  /\b(?:something else|different (?:topic|subject|question)|change (?:the )?(?:topic|subject)|never ?mind|forget it|stop|quit|bye|goodbye|new topic|let'?s talk about)\b/;

const NEW_PROBLEM =
  /\b(?:what is|what's|whats|solve|calculate|compute|work out|evaluate|find|how many|how much|round|convert|simplify|gcd|gcf|lcm|area|perimeter|circumference|percent|square root|help me with|new problem|another problem)\b|%/;

// ---------- personas ----------

const pick = <T>(xs: readonly T[], n: number): T => xs[Math.abs(n) % xs.length]!;

function voice(ctx: EngineContext) {
  const young = ctx.student.grade !== null && ctx.student.grade <= 2;
  const name = ctx.student.firstName;
  const agent = ctx.agent;
  return {
    name,
    young,
    intro:
      agent === 'super_ao'
        ? ["Let's do this together, one tiny step at a time!", "Ooh, a fun one! Let's go step by step."]
        : agent === 'asi'
          ? ["Let's work through this systematically.", "We'll solve this in clear steps."]
          : ["Let's figure this out together.", 'Good question. Let’s reason it through.'],
    praise: young
      ? ['Great job!', 'You got it!', 'Super!']
      : agent === 'super_ao'
        ? ['Amazing work!', 'Yes! You did it!', 'Fantastic!']
        : agent === 'asi'
          ? ['Correct.', "That's right.", 'Exactly right.']
          : ['Nice reasoning!', 'Exactly!', "That's it!"],
    notQuite: young
      ? ['Not quite, but good try!', 'Almost! Let’s look again.']
      : agent === 'asi'
        ? ['Not yet.', 'That is not correct yet.']
        : agent === 'super_ao'
          ? ['Good try! Not quite yet.', "Ooh, close! Let's look again."]
          : ['Hmm, not quite.', "Let's check that."],
    stepOk:
      agent === 'asi'
        ? ['Correct step.', 'Good.']
        : agent === 'super_ao'
          ? ['Yes, great step!', 'Woohoo, good step!']
          : ['Good thinking.', 'Nice step.'],
  };
}

const withName = (text: string, name: string | null, n: number) =>
  name && n % 2 === 0 ? text.replace(/([.!?])$/, `, ${name}$1`) : text;

// ---------- reading a reply ----------

function cleanReply(message: string): string {
  return normalise(message)
    .replace(/^(?:um+|uh+|hmm+|so|ok|okay|well)[,\s]+/, '')
    .replace(
      /^(?:is it|is that|i think(?: it'?s| it is| that'?s)?|i got|i get|the answer is|answer:|my answer is|it'?s|it is|maybe|that'?s|that would be|would it be|could it be)\s+/,
      '',
    )
    .replace(/(?<![?!.])[?!.]+$/, '')
    .replace(/(?<!\s)\s+(?:right|correct|maybe)$/, '')
    .trim();
}

/** The single number a reply gives, if it gives one ('7/8', '0.875', 'x = 7/8', '87.5%', '3,500 m'). */
function replyValue(text: string, p: Problem): { value: Frac; percent: boolean; pi: boolean } | null {
  let t = text;
  if (p.variable)
    t = t
      .replace(new RegExp(`^${p.variable}\\s*=\\s*`), '')
      .replace(new RegExp(`\\s*=\\s*${p.variable}$`), '');
  if (t.includes('=')) t = t.split('=').pop()!.trim();
  t = t
    .replace(/\b(?:square|sq|cubic)\s+/g, '')
    .replace(/\b(?:units?|[a-z]+s?\b(?<!pi))\s*(?:\^?2|²)?$/g, (m) =>
      /\d/.test(m) || m.trim() === 'pi' ? m : '',
    )
    .trim();
  const piM = /^(-?\d+(?:\.\d+)?(?:\/\d+)?)?\s*(?:\*\s*)?pi$/.exec(t);
  if (piM) {
    const c = piM[1] ? parseNumber(piM[1]) : F(1);
    return c ? { value: c, percent: false, pi: true } : null;
  }
  const v = parseNumber(t);
  if (v) return { value: v, percent: /%|percent/.test(t), pi: false };
  const rem = /^(\d+)\s*(?:r|remainder|rem)\s*(\d+)$/.exec(t);
  if (rem && p.kind === 'division') {
    const q = p.solution[0]?.match(/^(\d+) ÷ (\d+)/);
    if (q)
      return { value: F(Number(rem[1])).add(F(Number(rem[2]), Number(q[2]))), percent: false, pi: false };
  }
  return null;
}

function isFinal(p: Problem, r: { value: Frac; percent: boolean; pi: boolean }): boolean {
  const target = fromKey(p.value);
  if (r.pi) return !!p.piCoef && r.value.equals(fromKey(p.piCoef));
  let v = r.value;
  if (p.percentAnswer && r.percent) v = v.mul(F(100));
  if (v.equals(target)) return true;
  if (p.piCoef) {
    const exact = fromKey(p.piCoef).valueOf() * Math.PI;
    return (
      Math.abs(v.valueOf() - exact) <= 0.011 * Math.max(1, Math.abs(fromKey(p.piCoef).valueOf())) ||
      Math.abs(v.valueOf() - target.valueOf()) < 1e-9
    );
  }
  if (p.approx)
    return Math.abs(v.valueOf() - target.valueOf()) <= 0.005 * Math.max(1, Math.abs(target.valueOf()));
  return false;
}

const tokens = (text: string): string[] =>
  text.replace(/(?:(?<!\s)\s+)?\/\s*/g, '/').match(/-?\d+(?:\.\d+)?(?:\/\d+)?/g) ?? [];

function stepMatch(step: Step, text: string, r: { value: Frac } | null): string | null {
  const toks = tokens(text);
  if (step.raw?.some((x) => toks.includes(x))) return toks.find((x) => step.raw!.includes(x))!;
  if (!r) return null;
  const v = r.value;
  if (step.values?.some((x) => fromKey(x).equals(v))) return formatAnswer(v, true);
  if (step.multipleOf && isInt(v) && v.s > 0n && v.n % fromKey(step.multipleOf).n === 0n) return key(v);
  if (step.factorOf && isInt(v) && v.s > 0n && v.n > 1n && step.factorOf.every((x) => BigInt(x) % v.n === 0n))
    return key(v);
  return null;
}

const hasWord = (text: string, w: string) =>
  new RegExp(`(?:^|[^a-z])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^a-z])`).test(text);

// ---------- replies ----------

function score(st: MathState): number {
  return Math.max(50, 100 - 10 * st.attempts - 10 * st.hints);
}

function pose(p: Problem, st: MathState, ctx: EngineContext, question: string): string {
  const v = voice(ctx);
  st.question = question;
  st.step = 0;
  st.attempts = 0;
  st.hints = 0;
  st.offer = null;
  st.posed += 1;
  let statement = p.statement;
  if (p.piCoef)
    statement = statement.replace(
      'Use 3.14 for π, or leave π in your answer.',
      ctx.student.grade !== null && ctx.student.grade >= 7
        ? 'You can leave π in your answer (or use 3.14).'
        : 'Use 3.14 for π.',
    );
  const first = p.steps[0]!;
  const opener = withName(pick(v.intro, st.posed), v.name, st.posed);
  const count = ['one', 'two', 'three', 'four', 'five'][p.steps.length - 1] ?? 'a few';
  const plan = ctx.agent === 'asi' && p.steps.length > 1 ? ` This takes ${count} steps. **First step:**` : '';
  return `${opener} ${statement}${plan} ${first.ask}`.replace(/\s+/g, ' ').trim();
}

function worked(p: Problem, ctx: EngineContext, lead: string): string {
  const lines = p.solution.map((l, i) => `${i + 1}. ${l}`).join('\n');
  return `${lead}\n\n${lines}\n\n${ctx.agent === 'super_ao' ? 'You can do the next one!' : 'Read it through once more.'} Want to try a similar problem?`;
}

function offerPractice(p: Problem, st: MathState, ctx: EngineContext): void {
  st.offer = practiceFor(p, ctx.seed + st.posed * 31 + st.attempts, ctx.student.grade).question;
  st.question = null;
}

function hint(p: Problem, st: MathState, ctx: EngineContext): string {
  const step = p.steps[Math.min(st.step, p.steps.length - 1)]!;
  if (st.hints >= 3)
    return `That was my last hint for this one. Give it a try: ${step.ask} If you'd like, say "show me the answer" and I'll walk you through the whole solution.`;
  const level = st.hints;
  st.hints += 1;
  const label = ['Hint 1', 'Hint 2', 'Hint 3'][level];
  const tail = ` ${step.ask}`;
  return `**${label}:** ${step.hints[level]}${ctx.agent === 'super_ao' && level === 0 ? ' You can do it!' : ''}${tail}`.trim();
}

function solved(
  p: Problem,
  st: MathState,
  ctx: EngineContext,
  r: { value: Frac },
  text: string,
): SubjectReply {
  const v = voice(ctx);
  const sc = score(st);
  const event: ScoreEvent = { type: 'score', skill: p.skill, subject: 'math', score: sc };
  const toks = tokens(text);
  const simplest =
    !p.decimal &&
    toks.length &&
    toks[toks.length - 1]!.includes('/') &&
    toks[toks.length - 1] !== p.answer &&
    r.value.equals(fromKey(p.value))
      ? ` ${toks[toks.length - 1]} is the same as ${p.answer} in simplest form.`
      : '';
  const recap = p.solution.length > 1 ? ` Recap: ${p.solution.slice(0, -1).slice(-2).join('; ')}.` : '';
  const praise = withName(pick(v.praise, st.posed + st.attempts), v.name, st.posed + 1);
  offerPractice(p, st, ctx);
  const text2 = `${praise} **${p.answer}${p.unit ? ` ${p.unit}` : ''}** is right.${simplest}${recap} Want to try a similar problem?`;
  return { text: text2, state: st, events: [event] };
}

function wrong(p: Problem, st: MathState, ctx: EngineContext, message: string): SubjectReply {
  st.attempts += 1;
  if (st.attempts >= 3) {
    const reply = worked(p, ctx, `${message}\n\nThat was a tough one, so let's go through it together:`);
    offerPractice(p, st, ctx);
    return { text: reply, state: st };
  }
  const step = p.steps[Math.min(st.step, p.steps.length - 1)]!;
  let extra = '';
  if (st.attempts === 2 && st.hints < 3) {
    extra = ` **Hint ${st.hints + 1}:** ${step.hints[st.hints]}`;
    st.hints += 1;
  }
  return { text: `${message}${extra}`.trim(), state: st };
}

function diagnose(
  p: Problem,
  st: MathState,
  ctx: EngineContext,
  text: string,
  r: { value: Frac } | null,
): string | null {
  const v = voice(ctx);
  const toks = tokens(text);
  const step = p.steps[Math.min(st.step, p.steps.length - 1)]!;
  const guide = (m: string) => (m.trim().endsWith('?') ? m : `${m} ${step.ask}`);
  for (const m of p.mistakes)
    if (m.raw && toks.includes(m.raw)) return `${pick(v.notQuite, st.attempts)} ${guide(m.message)}`;
  if (r) {
    for (const m of p.mistakes)
      if (m.value && fromKey(m.value).equals(r.value))
        return `${pick(v.notQuite, st.attempts)} ${guide(m.message)}`;
    const target = fromKey(p.value);
    if (target.n !== 0n && r.value.equals(target.neg()))
      return `${pick(v.notQuite, st.attempts)} Check the sign: is the answer positive or negative? ${step.ask}`;
    for (const k of [10, 100, 1000]) {
      if (target.n !== 0n && (r.value.equals(target.mul(F(k))) || r.value.equals(target.div(F(k)))))
        return `${pick(v.notQuite, st.attempts)} Your answer is off by a factor of ${k}: check the place value and where the decimal point goes. ${step.ask}`;
    }
    if (p.expr && st.step >= p.steps.length - 1) {
      // The likely slip for this answer to this expression (carrying, place value, inverted operation...).
      return `${pick(v.notQuite, st.attempts)} ${formatAnswer(r.value, true)} is not right: ${slipFor(p.expr, r.value)} ${step.ask}`;
    }
    const off = r.value.sub(target).abs();
    if (off.equals(F(1)))
      return `${pick(v.notQuite, st.attempts)} ${formatAnswer(r.value, true)} is just one away: count again carefully. ${step.ask}`;
    return `${pick(v.notQuite, st.attempts)} ${formatAnswer(r.value, true)} is ${r.value.compare(target) > 0 ? 'too big' : 'too small'} for this step. ${step.ask}`;
  }
  for (const m of p.mistakes)
    if (m.word && hasWord(text, m.word)) return `${pick(v.notQuite, st.attempts)} ${guide(m.message)}`;
  return null;
}

function checkEquation(p: Problem, st: MathState, ctx: EngineContext, text: string): SubjectReply | null {
  const v = p.variable!;
  if (!text.includes('=') || !new RegExp(`(?:^|[^a-z])${v}(?:$|[^a-z])`).test(text)) return null;
  const eq = parseEquation(text.replace(/(?:(?<!\s)\s+)?\*\s*/g, '*'));
  if (!eq || eq.v !== v) return null;
  const sol = solutionOf(eq);
  if (!sol) return null;
  const only = (e: Equation) => {
    let [L, R] = [e.left, e.right];
    if (L.a.n === 0n) [L, R] = [R, L];
    return { L, R };
  };
  const { L, R } = only(eq);
  if (sol.equals(fromKey(p.value))) {
    if (R.a.n === 0n && L.b.n === 0n && L.a.equals(F(1))) return solved(p, st, ctx, { value: sol }, key(sol));
    const vo = voice(ctx);
    let next: string;
    if (R.a.n !== 0n) next = `Now get all the ${v}-terms on one side. What do you get?`;
    else if (L.b.n !== 0n) {
      next = `What could you do to both sides to get the ${v}-term by itself?`;
      st.step = Math.max(st.step, p.steps.length - 2);
    } else {
      next = `Now, what do you do to both sides to find ${v}?`;
      st.step = p.steps.length - 1;
    }
    return {
      text: `${pick(vo.stepOk, st.posed + st.step)} That equation is still balanced. ${next}`,
      state: st,
    };
  }
  const d = diagnose(p, st, ctx, key(sol), { value: sol });
  return wrong(
    p,
    st,
    ctx,
    d ??
      `${pick(voice(ctx).notQuite, st.attempts)} That equation isn't balanced the same way: whatever you do to one side, do to the other. ${p.steps[st.step]?.ask ?? ''}`,
  );
}

/** One student turn while a problem is open. */
function onProblem(p: Problem, st: MathState, message: string, ctx: EngineContext): SubjectReply {
  const lower = message.toLowerCase();
  const text = cleanReply(message);
  if (ASK_ANSWER.test(lower)) {
    const reply = worked(p, ctx, "Here's the full solution:");
    offerPractice(p, st, ctx);
    return { text: reply, state: st };
  }
  // The whole message is read: an equation in it that does not hold is named before anything else.
  const bad = firstFalseClaim(message);
  if (bad) {
    const step = p.steps[Math.min(st.step, p.steps.length - 1)]!;
    return wrong(p, st, ctx, `${pick(voice(ctx).notQuite, st.attempts)} ${bad.text} ${step.ask}`);
  }
  const r = replyValue(text, p);
  if (p.variable) {
    const eqReply = checkEquation(p, st, ctx, text);
    if (eqReply) return eqReply;
  }
  if (r && isFinal(p, r)) return solved(p, st, ctx, r, text);
  // A new problem of its own, asked as one ('what is 6 times 7', 'solve 2y = 8')?
  if (!r && NEW_PROBLEM.test(lower)) {
    const other = understand(message);
    if (other && other.question !== p.question && !p.steps.some((s) => stepMatch(s, text, null))) {
      return { text: pose(other, st, ctx, message), state: st };
    }
  }
  if (!r && ASK_HINT.test(lower)) return { text: hint(p, st, ctx), state: st };
  const vo = voice(ctx);
  for (let i = st.step; i < p.steps.length; i++) {
    const m = stepMatch(p.steps[i]!, text, r);
    if (m !== null && !(r && p.mistakes.some((mk) => mk.raw && tokens(text).includes(mk.raw)))) {
      st.step = i + 1;
      const next = p.steps[st.step];
      const ok = p.steps[i]!.ok.replace('{v}', m);
      if (!next) return { text: `${ok} So what is the final answer?`, state: st };
      return { text: `${pick(vo.stepOk, st.posed + i)} ${ok} ${next.ask}`, state: st };
    }
  }
  // step words (e.g. 'multiply', 'up') without a number
  const step = p.steps[Math.min(st.step, p.steps.length - 1)]!;
  if (!r && step.words?.some((w) => hasWord(text, w))) {
    return { text: `${pick(vo.stepOk, st.posed)} ${step.ok} Now work it out: what do you get?`, state: st };
  }
  const d = diagnose(p, st, ctx, text, r);
  if (d) return wrong(p, st, ctx, d);
  if (ASK_HINT.test(lower)) return { text: hint(p, st, ctx), state: st };
  if (LEAVE.test(lower)) {
    st.question = null;
    return { text: 'No problem, we can come back to this one any time.', state: st, done: true };
  }
  return {
    text: `I'm looking for a number (or a step) here. ${step.ask} You can also say "hint" if you'd like help.`,
    state: st,
  };
}

export const UNKNOWN =
  'I\'m not sure I understand that math question, so I don\'t want to guess. Could you rephrase it? For example: "What is 3/4 + 1/8?", "Solve 3x + 5 = 20", "Round 3.456 to the nearest tenth" or "How many meters are in 3.5 km?"';

export function reply(message: string, ctx: EngineContext, state: unknown): SubjectReply {
  const st = load(state);
  const lower = message.trim().toLowerCase();
  if (st.question) {
    const p = understand(st.question);
    if (p) return onProblem(p, st, message, ctx);
    st.question = null;
  }
  if (st.offer) {
    if (YES.test(lower)) {
      const q = st.offer;
      const p = understand(q)!;
      return { text: `Here's one for you: **${q}** ${pose(p, st, ctx, q)}`, state: st };
    }
    const p = understand(message);
    if (p) return { text: pose(p, st, ctx, message), state: st };
    st.offer = null;
    if (NO.test(lower))
      return { text: 'Okay! Ask me another math question any time.', state: st, done: true };
    return { text: 'Okay! Ask me another math question any time.', state: st, done: true };
  }
  const bad = firstFalseClaim(message);
  if (bad) {
    // '5+3 = 9': name the slip, then work that sum out together.
    const again = understand(`What is ${bad.claim.left}?`);
    if (again) {
      const text = `Let's check that. ${bad.text}\n\n${pose(again, st, ctx, `What is ${bad.claim.left}?`)}`;
      return { text, state: st };
    }
    return { text: `Let's check that. ${bad.text} Try it again: what do you get?`, state: st, done: true };
  }
  const p = understand(message);
  if (p) return { text: pose(p, st, ctx, message), state: st };
  const claims = claimsIn(message);
  if (claims.length > 0)
    return {
      text: `Yes: ${claims.map((c) => `${c.left} = ${c.right}`).join(' and ')} ${claims.length > 1 ? 'are' : 'is'} right. What would you like to try next?`,
      state: st,
      done: true,
    };
  return { text: UNKNOWN, state: st, done: true };
}

const MATH_SUBJECT = /math|algebra|geometry|arithmetic|number|fraction|calcul|statistic/i;
const CUE =
  /\b(?:what is|what's|whats|calculate|compute|work out|evaluate|solve|simplify|round|convert|how many|how much|gcd|gcf|lcm|square root|percent|area|perimeter|circumference|times|plus|minus|divided)\b|[-+*/^=×÷%]/i;

export function claim(message: string, ctx: EngineContext): number {
  if (isTimeSignature(message) || isDateMention(message)) return 0.05;
  const p = understand(message);
  if (p && CUE.test(message)) return 0.9;
  if (p) return 0.8;
  const numeric = /\d/.test(message);
  if (MATH_SUBJECT.test(ctx.subject)) return numeric ? 0.5 : 0.3;
  return numeric && /[-+*/=×÷^]/.test(message) ? 0.3 : 0.05;
}

export const mathTutor: SubjectTutor = { id: 'math', claim, reply };

export { math };
