/**
 * How the rules' detections and the classifier's probabilities make one set of detections. The
 * thresholds are chosen on the cross-source evaluation (eval.ts) and documented, with the trade-off
 * curve, in docs/decisions/020-moderation-policy.md.
 *
 * - The classifier reads the rule hits as features; when it is confident that a message is benign
 *   (an idiom, a game, history, a workplace complaint, a tweet's swearing), a rule's detection is dropped.
 *   Personal information and the profanity word filter are exact detectors and are never dropped.
 * - When the classifier names a harmful category with enough probability, and no rule named it, it is added
 *   (student messages only: a tutor reply is judged by the rules).
 * - Self-harm is high (a crisis reply, and a case that pages staff) only when the message reads as a real
 *   risk: a rule matched and the classifier does not lean benign, or the classifier alone is very sure.
 *   Otherwise it is medium with kind `check_in`: a gentle check-in reply and a case for staff to read, no page.
 */
import type { Label } from './classifier.ts';
import type { Detection } from './moderate.ts';
import type { ModerationCategory, Severity } from './types.ts';

export interface Thresholds {
  veto: number;
  flag: Partial<Record<ModerationCategory, number>>;
  selfHarmCheckIn: number;
  selfHarmHigh: number;
}

export const THRESHOLDS: Thresholds = {
  /** p(benign) at or above which a rule's detection is dropped. */
  veto: 0.9,
  /** p(category) at or above which the classifier adds a category no rule named. */
  flag: {
    self_harm: 0.55,
    abuse: 0.8,
    violence: 0.75,
    harassment: 0.85,
    hate: 0.8,
    sexual: 0.85,
    substances: 0.9,
    jailbreak: 0.7,
  },
  /** A rule's self-harm detection drops to a medium check-in when p(benign) reaches this. */
  selfHarmCheckIn: 0.5,
  /** The classifier alone makes self-harm high at this probability, a medium check-in below it. */
  selfHarmHigh: 0.85,
};

/** Severity of a category the classifier adds on its own. */
const ADDED_SEVERITY: Partial<Record<ModerationCategory, Severity>> = {
  abuse: 'high',
  violence: 'medium',
  harassment: 'medium',
  hate: 'medium',
  sexual: 'medium',
  substances: 'medium',
  jailbreak: 'low',
};

/** Categories whose detector is exact and never overruled by the classifier. */
const EXACT = new Set<ModerationCategory>(['personal_information', 'profanity']);

export function decide(
  ruled: Detection[],
  probs: Record<Label, number>,
  student: boolean,
  thresholds = THRESHOLDS,
): Detection[] {
  const out: Detection[] = [];
  for (const d of ruled) {
    if (!EXACT.has(d.category) && probs.benign >= thresholds.veto) continue;
    if (d.category === 'self_harm' && probs.benign >= thresholds.selfHarmCheckIn)
      out.push({ ...d, severity: 'medium', kind: 'check_in' });
    else out.push({ ...d });
  }
  if (!student) return out;
  let best: ModerationCategory | null = null;
  let bestP = 0;
  for (const [label, p] of Object.entries(probs) as [Label, number][]) {
    if (label === 'benign' || label === 'profanity') continue;
    const t = thresholds.flag[label];
    if (t !== undefined && p >= t && p > bestP) {
      best = label;
      bestP = p;
    }
  }
  if (best && !out.some((d) => d.category === best)) {
    if (best === 'self_harm')
      out.push(
        bestP >= thresholds.selfHarmHigh
          ? { category: 'self_harm', severity: 'high', kind: 'classifier' }
          : { category: 'self_harm', severity: 'medium', kind: 'check_in' },
      );
    else out.push({ category: best, severity: ADDED_SEVERITY[best] ?? 'medium', kind: 'classifier' });
  }
  return out;
}
