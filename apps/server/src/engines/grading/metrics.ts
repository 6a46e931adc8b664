/** Accuracy and macro-F1 of binary predictions (correct / incorrect). */
export function scoreBinary(pred: readonly boolean[], gold: readonly boolean[]) {
  let tp = 0;
  let tn = 0;
  let fp = 0;
  let fn = 0;
  for (let i = 0; i < gold.length; i++) {
    if (pred[i] && gold[i]) tp++;
    else if (!pred[i] && !gold[i]) tn++;
    else if (pred[i]) fp++;
    else fn++;
  }
  const f1 = (p: number, n1: number, n2: number) => (p === 0 ? 0 : (2 * p) / (2 * p + n1 + n2));
  const f1Correct = f1(tp, fp, fn);
  const f1Incorrect = f1(tn, fn, fp);
  return {
    n: gold.length,
    accuracy: (tp + tn) / Math.max(1, gold.length),
    macroF1: (f1Correct + f1Incorrect) / 2,
    f1Correct,
    f1Incorrect,
  };
}
