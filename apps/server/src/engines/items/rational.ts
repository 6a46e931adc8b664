/**
 * Exact rational numbers for numeric answers: "0.5", "1/2", "2 1/2", "-3", "1,000" and "50%" all parse to
 * a reduced fraction, so that equivalent forms of the same number are the same answer. BigInt throughout:
 * no floating-point error, whatever the student types (inputs are at most 40 characters).
 */
export interface Rational {
  n: bigint;
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1n;
}

export function rational(n: bigint, d: bigint = 1n): Rational {
  if (d === 0n) throw new Error('zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

const INTEGER = /^\d{1,15}$/;
const DECIMAL = /^(\d{0,15})\.(\d{1,12})$/;

function parseUnsigned(text: string): Rational | null {
  if (INTEGER.test(text)) return rational(BigInt(text));
  const dec = DECIMAL.exec(text);
  if (dec) {
    const whole = dec[1] || '0';
    const frac = dec[2]!;
    return rational(BigInt(whole + frac), 10n ** BigInt(frac.length));
  }
  const slash = text.split('/');
  if (slash.length === 2) {
    const [a, b] = slash.map((p) => parseUnsigned(p));
    if (!a || !b || b.n === 0n) return null;
    return rational(a.n * b.d, a.d * b.n);
  }
  return null;
}

/** The number a student typed, or null when it is not a number. */
export function parseRational(input: string): Rational | null {
  if (input.length > 40) return null;
  let text = input.trim().replaceAll(',', '').replaceAll('\u2212', '-');
  let percent = false;
  if (text.endsWith('%')) {
    percent = true;
    text = text.slice(0, -1).trim();
  }
  let sign = 1n;
  if (text.startsWith('-')) {
    sign = -1n;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) text = text.slice(1).trim();
  if (!text) return null;
  // A mixed number: "2 1/2".
  const parts = text.split(/\s+/);
  let value: Rational | null = null;
  if (parts.length === 2 && parts[1]!.includes('/') && INTEGER.test(parts[0]!)) {
    const whole = BigInt(parts[0]!);
    const frac = parseUnsigned(parts[1]!);
    if (frac && frac.n < frac.d) value = rational(whole * frac.d + frac.n, frac.d);
  } else if (parts.length === 1) {
    value = parseUnsigned(text);
  }
  if (!value) return null;
  if (percent) value = rational(value.n, value.d * 100n);
  return rational(sign * value.n, value.d);
}

export const equalRational = (a: Rational, b: Rational) => a.n === b.n && a.d === b.d;

/** The canonical text of a rational: "3", "-1/2", "7/4". */
export function formatRational(r: Rational): string {
  return r.d === 1n ? `${r.n}` : `${r.n}/${r.d}`;
}
