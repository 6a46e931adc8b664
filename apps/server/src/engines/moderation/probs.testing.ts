import type { Label } from './classifier.ts';

/** Classifier probabilities with `p` on one label and the rest on benign (for tests of the gates in decide.ts). */
export function probs(label: Label, p: number): Record<Label, number> {
  const out: Record<Label, number> = {
    benign: 1 - p,
    self_harm: 0,
    abuse: 0,
    violence: 0,
    harassment: 0,
    hate: 0,
    sexual: 0,
    substances: 0,
    jailbreak: 0,
    profanity: 0,
  };
  out[label] = p;
  return out;
}
