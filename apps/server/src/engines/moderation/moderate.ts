import { LEXICON_RULES, MINOR_CONTEXT, NEGATION_BEFORE, REPORTED_DEATH_WISH, type Rule } from './lexicon.ts';
import { normalize, unLeet } from './normalize.ts';
import { PHENOMENA_RULES } from './phenomena.ts';
import { CONCEPT_RULES } from './concepts.ts';
import { INDIRECT_RULES } from './indirect.ts';
import { STRUCTURE_RULES } from './structure.ts';
import { INTENT_RULES } from './intent.ts';
import { codedHateRaw, GROUP_RULES } from './groups.ts';
import { STRUCTURES_6 } from './structures6.ts';
import { SELF_HARM_STRUCTURES_9 } from './structures9.ts';
import { SELF_HARM_STRUCTURES_11 } from './structures11.ts';
import { CRISIS_STRUCTURES_12, HARASSMENT_STRUCTURES_12 } from './structures12.ts';
import { HARM_STRUCTURES_12 } from './structures12-harm.ts';
import { SELF_HARM_STRUCTURES_12, SELF_HARM_STRUCTURES_12_FOLDED } from './structures12-selfharm.ts';
import { features, predict, type LABELS, type ModelFile, type RuleSignals } from './classifier.ts';
import { decide, MENTIONED_INJECTION, THRESHOLDS } from './decide.ts';
import modelFile from './model/classifier.v1.json' with { type: 'json' };
import { findPii, redact, type PiiKind } from './pii.ts';
import { profanityHits } from './profanity.ts';
import { foldForInjection, INJECTION_RULES, withoutMentions } from './injection.ts';
import type {
  ModerationAction,
  ModerationCategory,
  ModerationContext,
  ModerationResult,
  Severity,
} from './types.ts';

export { safeReply } from './safe-reply.ts';

/** One detection before the verdict is chosen. */
export interface Detection {
  category: ModerationCategory;
  severity: Severity;
  kind: string;
}

const SEVERITY_RANK: Record<Severity, number> = { low: 1, medium: 2, high: 3 };
/** Ties on severity go to the category that most needs an adult. */
const CATEGORY_RANK: Record<ModerationCategory, number> = {
  self_harm: 10,
  abuse: 9,
  violence: 8,
  sexual: 7,
  hate: 6,
  harassment: 5,
  substances: 4,
  personal_information: 3,
  jailbreak: 2,
  profanity: 1,
};

const PII_REASON: Record<PiiKind, string> = {
  email: 'an email address',
  phone: 'a phone number',
  card: 'a card number',
  ssn: 'a social security number',
  address: 'a street address',
  handle: 'a social-media handle',
  name: 'a full name',
  school: 'a school',
  dob: 'a date of birth',
  student_id: 'a student ID',
};

function better(a: Detection, b: Detection | null): boolean {
  if (!b) return true;
  const s = SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity];
  return s > 0 || (s === 0 && CATEGORY_RANK[a.category] > CATEGORY_RANK[b.category]);
}

/** Global twins of the negatable rules, to look past a negated match ("i would never... but now i want to die"). */
/** The lexicon rules, then the broader phenomenon rules (phenomena.ts) and concept rules (concepts.ts). */
const RULES: Rule[] = [
  ...LEXICON_RULES,
  ...PHENOMENA_RULES,
  ...CONCEPT_RULES,
  ...INDIRECT_RULES,
  ...STRUCTURE_RULES,
  ...INTENT_RULES,
  ...GROUP_RULES,
  ...STRUCTURES_6,
  ...SELF_HARM_STRUCTURES_9,
  ...HARASSMENT_STRUCTURES_12,
  ...CRISIS_STRUCTURES_12,
  ...HARM_STRUCTURES_12,
  ...SELF_HARM_STRUCTURES_12,
];
/** Rules that read the accent-folded text (normalize() drops accents): ES/FR/DE self-harm of sessions 11 and 12. */
const FOLDED_RULES: Rule[] = [...SELF_HARM_STRUCTURES_11, ...SELF_HARM_STRUCTURES_12_FOLDED];

const GLOBAL_RE = new Map<Rule, RegExp>(
  [...RULES, ...FOLDED_RULES].filter((r) => r.negatable).map((r) => [r, new RegExp(r.re.source, 'g')]),
);

function negated(text: string, index: number): boolean {
  return NEGATION_BEFORE.test(text.slice(Math.max(0, index - 30), index));
}

const NO_MATCH = 0;
const MATCH = 1;
/** The rule's words are there, but a negation or its benign context ("unless") cancels it. */
const CANCELLED = 2;

function ruleMatches(rule: Rule, text: string): number {
  if (rule.gate && !rule.gate.test(text)) return NO_MATCH;
  const m = rule.re.exec(text);
  if (!m) return NO_MATCH;
  if (rule.unless?.test(text)) return CANCELLED;
  if (!rule.negatable || !negated(text, m.index)) return MATCH;
  const re = GLOBAL_RE.get(rule)!;
  re.lastIndex = 0;
  for (const later of text.matchAll(re)) if (!negated(text, later.index)) return MATCH;
  return CANCELLED;
}

/** The shipped classifier (model/classifier.v1.json, made by `npm run train:moderation`). */
export const MODEL = modelFile as unknown as ModelFile;

/** What the rules and the word filter say about a message, before the classifier reads it. */
export function ruleSignals(
  text: string,
  context: Pick<ModerationContext, 'role'>,
): { detections: Detection[]; signals: RuleSignals; normalized: string } {
  const detections: Detection[] = [];
  const student = context.role === 'student';
  const norm = normalize(text);
  const variants = norm.one === norm.two ? [norm.two] : [norm.two, norm.one];
  const signals: RuleSignals = { hits: [], cancelled: [] };
  // session 12: a jailbreak only mentioned (a story's villain, a quoted phrase asked about) is not one: its rules
  // must also match the message without the mentioned spans (injection.ts, withoutMentions)
  const foldedText = foldForInjection(text);
  const unmentioned = student ? withoutMentions(foldedText) : null;
  const unmentionedNorm = unmentioned === null ? null : normalize(unmentioned);
  const usedNotMentioned = (rule: Rule, hit: number, plainText: () => string[]): boolean => {
    if (hit !== MATCH || rule.category !== 'jailbreak' || unmentioned === null) return true;
    if (plainText().some((t) => ruleMatches(rule, t) === MATCH)) return true;
    if (!signals.cancelled.includes(MENTIONED_INJECTION)) signals.cancelled.push(MENTIONED_INJECTION);
    return false;
  };
  for (const rule of RULES) {
    if (rule.studentOnly && !student) continue;
    let hit = NO_MATCH;
    for (const v of variants) {
      hit = Math.max(hit, ruleMatches(rule, v));
      if (hit === MATCH) break;
    }
    if (hit === MATCH && !usedNotMentioned(rule, hit, () => [unmentionedNorm!.two, unmentionedNorm!.one]))
      continue;
    if (hit === MATCH) {
      detections.push({ category: rule.category, severity: rule.severity, kind: rule.kind });
      signals.hits.push(`${rule.category}:${rule.kind}`);
    } else if (hit === CANCELLED) signals.cancelled.push(rule.category);
  }
  // session 11: self-harm in Spanish, French and German reads the accent-folded text (normalize() drops accents)
  for (const rule of FOLDED_RULES) {
    const hit = ruleMatches(rule, foldedText);
    if (hit === MATCH) {
      detections.push({ category: rule.category, severity: rule.severity, kind: rule.kind });
      signals.hits.push(`${rule.category}:${rule.kind}`);
    } else if (hit === CANCELLED) signals.cancelled.push(rule.category);
  }
  if (student) {
    const plain = unLeet(foldedText);
    for (const rule of INJECTION_RULES) {
      let hit = ruleMatches(rule, foldedText);
      if (hit !== MATCH && plain !== foldedText) hit = Math.max(hit, ruleMatches(rule, plain));
      if (hit === MATCH && !usedNotMentioned(rule, hit, () => [unmentioned!, unLeet(unmentioned!)])) continue;
      if (hit === MATCH) {
        detections.push({ category: rule.category, severity: rule.severity, kind: rule.kind });
        signals.hits.push(`${rule.category}:${rule.kind}`);
      } else if (hit === CANCELLED) signals.cancelled.push(rule.category);
    }
  }
  // messages telling the student to die are bullying (harassment), not the student's own wish
  if (student && REPORTED_DEATH_WISH.test(norm.two) && detections.some((d) => d.category === 'self_harm')) {
    for (let i = detections.length - 1; i >= 0; i--)
      if (detections[i]!.category === 'self_harm') {
        signals.hits = signals.hits.filter((h) => !h.startsWith('self_harm:'));
        detections.splice(i, 1);
      }
    signals.cancelled.push('self_harm');
  }
  if (codedHateRaw(text)) {
    detections.push({ category: 'hate', severity: 'medium', kind: 'hate_symbol' });
    signals.hits.push('hate:hate_symbol');
  }
  for (const hit of profanityHits(text, norm.two)) {
    detections.push(hit);
    signals.hits.push(`${hit.category}:${hit.category === 'profanity' ? 'word' : hit.kind}`);
  }
  return { detections, signals, normalized: norm.two };
}

/** The classifier's probabilities for a message, given what the rules said. */
export function classifyMessage(
  normalized: string,
  signals: RuleSignals,
  model: ModelFile = MODEL,
): Record<(typeof LABELS)[number], number> {
  const probs = predict(model, features(normalized, signals));
  const out = Object.fromEntries(model.labels.map((l, i) => [l, probs[i]!])) as Record<
    (typeof LABELS)[number],
    number
  >;
  if (sentenceScoring) {
    const sh = model.labels.indexOf('self_harm');
    for (const sentence of longMessageSentences(normalized)) {
      const p = predict(model, features(sentence, signals))[sh]!;
      if (p > out.self_harm) out.self_harm = p;
    }
  }
  return out;
}

/**
 * Session 10 (issue 18): a long post is also read sentence by sentence for self-harm, as the model was trained
 * mostly on short messages and a long post's many other words outvote the one sentence that matters; the post's
 * p(self_harm) is the highest of its own and its sentences' (each with the post's rule signals). On in the shipped
 * engine; setSentenceScoring(false) is the experiment's switch (experiments/selfharm10.ts).
 */
let sentenceScoring = true;
export function setSentenceScoring(on: boolean): void {
  sentenceScoring = on;
}

/** The sentences (four words or more) of a message of more than 25 words; none for a shorter message. */
export function longMessageSentences(normalized: string): string[] {
  if (normalized.split(' ').length <= 25) return [];
  return normalized
    .split(/[.!?;\n]+/)
    .map((x) => x.trim())
    .filter((x) => x.split(' ').length >= 4);
}

/** What the engine finds in a message: every category hit, and personal information spans. */
export function detect(
  text: string,
  context: Pick<ModerationContext, 'role'>,
  model: ModelFile = MODEL,
): { detections: Detection[]; pii: ReturnType<typeof findPii> } {
  const { detections: ruled, signals, normalized } = ruleSignals(text, context);
  const probs = classifyMessage(normalized, signals, model);
  return combine(
    text,
    normalized,
    ruled,
    probs,
    context.role === 'student',
    THRESHOLDS,
    findPii(text),
    signals.cancelled,
  );
}

/** The detections from the rules' and the classifier's findings (decide.ts), the minor rule and personal information. */
export function combine(
  text: string,
  normalized: string,
  ruled: Detection[],
  probs: Record<(typeof LABELS)[number], number>,
  student: boolean,
  thresholds = THRESHOLDS,
  pii: ReturnType<typeof findPii> = findPii(text),
  cancelled: string[] = [],
): { detections: Detection[]; pii: ReturnType<typeof findPii> } {
  const detections = decide(ruled, probs, student, thresholds, normalized, cancelled);
  const minor = MINOR_CONTEXT.test(normalized);
  // a sexual rule hit with any sign of a minor is never vetoed by the classifier (like self-harm: a miss costs more)
  // (a rule of a minor kind, "minor_sexual" or "minor_image", is a sign of a minor by itself)
  const sexualRule =
    ruled.find((d) => d.category === 'sexual' && d.kind.startsWith('minor')) ??
    (minor ? ruled.find((d) => d.category === 'sexual') : undefined);
  if (sexualRule && !detections.some((d) => d.category === 'sexual'))
    detections.push({ ...sexualRule, severity: 'high' });
  // sexual content with any sign of a minor is always high
  if (detections.some((d) => d.category === 'sexual') && minor) {
    for (const d of detections) if (d.category === 'sexual') d.severity = 'high';
  }
  for (const span of pii) {
    if (span.kind === 'school') continue;
    detections.push({ category: 'personal_information', severity: 'medium', kind: span.kind });
  }
  return { detections, pii };
}

/** The action for a verdict (see README.md, "Policy"). */
export function actionFor(category: ModerationCategory, severity: Severity, kind: string): ModerationAction {
  switch (category) {
    case 'self_harm':
      // a medium self-harm verdict is a gentle check-in: the lesson goes on, a case is opened, nobody is paged
      return severity === 'high' ? 'crisis' : 'remind';
    case 'abuse':
      return 'crisis';
    case 'violence':
      if (severity === 'high') return 'crisis';
      return kind === 'weapon_instructions' ? 'block' : 'remind';
    case 'sexual':
      return 'block';
    case 'hate':
      return severity === 'high' ? 'block' : 'remind';
    case 'personal_information':
      return 'redact';
    case 'jailbreak':
      return 'stay_on_task';
    case 'harassment':
    case 'substances':
    case 'profanity':
      return 'remind';
  }
}

/** Builds a result from detections (shared with the external classifier combination). */
export function verdict(
  text: string,
  detections: Detection[],
  pii: ReturnType<typeof findPii>,
  reasonPrefix = '',
): ModerationResult {
  const redactedText = redact(text, pii);
  let top: Detection | null = null;
  for (const d of detections) if (better(d, top)) top = d;
  if (!top) return { flagged: false, category: null, severity: null, action: 'allow', redactedText };
  const piiKinds = [...new Set(pii.filter((s) => s.kind !== 'school').map((s) => PII_REASON[s.kind]))];
  const others = [...new Set(detections.filter((d) => d !== top).map((d) => d.category))].filter(
    (c) => c !== top.category,
  );
  let reason = `${reasonPrefix}${top.category} (${top.severity}): ${top.kind.replace(/_/g, ' ')}`;
  if (top.category === 'personal_information')
    reason = `${reasonPrefix}personal_information (medium): ${piiKinds.join(', ')}`;
  else if (piiKinds.length > 0) reason += `; personal information redacted: ${piiKinds.join(', ')}`;
  if (others.length > 0) reason += `; also ${others.join(', ')}`;
  return {
    flagged: true,
    category: top.category,
    severity: top.severity,
    action: actionFor(top.category, top.severity, top.kind),
    redactedText,
    reason,
    kind: top.kind,
  };
}

/**
 * The moderation seam: offline, config-free and fast (regexes compiled at module load). Every student
 * message and every tutor reply passes through it. For an external classifier as well, see createModerator().
 */
export async function moderate(text: string, context: ModerationContext): Promise<ModerationResult> {
  return moderateSync(text, context);
}

/** The same verdict as moderate(), synchronously (for the CLI, the evaluation and the benchmark). */
export function moderateSync(
  text: string,
  context: Pick<ModerationContext, 'role'>,
  model: ModelFile = MODEL,
): ModerationResult {
  const { detections, pii } = detect(text, context, model);
  return verdict(text, detections, pii);
}
