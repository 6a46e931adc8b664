/**
 * Short text answers: compared after folding case, accents, punctuation and spacing, and forgiving small
 * spelling slips (one edit for words of 5+ letters, two for 9+). The edit distance is the classic
 * O(n·m) table over inputs that are at most 200 characters, so it is bounded.
 */
export function foldText(text: string): string {
  return text
    .slice(0, 200)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .filter((w) => !['a', 'an', 'the'].includes(w))
    .join(' ');
}

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/** True when the answer matches one of the accepted answers, tolerating case, spacing and small typos. */
export function textMatches(answer: string, accepted: readonly string[]): boolean {
  const given = foldText(answer);
  if (!given) return false;
  return accepted.some((option) => {
    const want = foldText(option);
    if (given === want) return true;
    const allowed = want.length >= 9 ? 2 : want.length >= 5 ? 1 : 0;
    return (
      allowed > 0 && Math.abs(given.length - want.length) <= allowed && editDistance(given, want) <= allowed
    );
  });
}
