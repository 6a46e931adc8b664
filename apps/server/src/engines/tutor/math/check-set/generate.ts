/**
 * CHECK SET generator: the project's own textbook-style problems, kept OUT of tuning. It uses its own
 * phrasings (not the development data's, not the engine's tests) and computes every answer with its own
 * small exact-rational arithmetic, independent of the engine. Seeded, so the file is reproducible:
 *
 *   node --import tsx apps/server/src/engines/tutor/math/check-set/generate.ts > .../check-set/families.jsonl
 */

class Q {
  n: bigint;
  d: bigint;
  constructor(n: bigint | number, d: bigint | number = 1n) {
    let N = BigInt(n);
    let D = BigInt(d);
    if (D < 0n) [N, D] = [-N, -D];
    const g = gcd(N < 0n ? -N : N, D) || 1n;
    this.n = N / g;
    this.d = D / g;
  }
  add(o: Q) {
    return new Q(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Q) {
    return new Q(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Q) {
    return new Q(this.n * o.n, this.d * o.d);
  }
  div(o: Q) {
    return new Q(this.n * o.d, this.d * o.n);
  }
  toString() {
    return this.d === 1n ? String(this.n) : `${this.n}/${this.d}`;
  }
}
function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}
const q = (x: number | string) => {
  const s = String(x);
  if (s.includes('.')) {
    const [i, f] = s.split('.');
    const neg = s.startsWith('-');
    const v = new Q(BigInt(i!.replace('-', '') + f!), 10n ** BigInt(f!.length));
    return neg ? new Q(-v.n, v.d) : v;
  }
  return new Q(BigInt(s));
};

let seed = 20261123;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const int = (a: number, b: number) => a + Math.floor(rnd() * (b - a + 1));
const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const dec = (a: number, b: number, places: number) =>
  (int(a * 10 ** places, b * 10 ** places) / 10 ** places).toFixed(places);
const sgn = (x: number | string) => (String(x).startsWith('-') ? `(${x})` : String(x));

const out: { family: string; question: string; answer: string }[] = [];
const add = (family: string, question: string, answer: string | Q) =>
  out.push({ family, question, answer: String(answer) });
const N = 24;

for (let i = 0; i < N; i++) {
  const a = pick([int(-900, 900), dec(-50, 50, 2)]);
  const b = pick([int(-900, 900), dec(-50, 50, 1)]);
  const t = pick([
    `Find the sum of ${a} and ${b}.`,
    `What do you get when you add ${b} to ${a}?`,
    `${a} plus ${b} equals what?`,
    `Work out ${a} + ${sgn(b)}.`,
  ]);
  add('add', t, q(a).add(q(b)));
}
for (let i = 0; i < N; i++) {
  const a = pick([int(-500, 900), dec(0, 80, 2)]);
  const b = pick([int(1, 900), dec(0, 30, 1)]);
  const t = pick([
    `How much is ${a} minus ${b}?`,
    `Subtract ${b} from ${a}.`,
    `Take ${b} away from ${a}.`,
    `Compute ${a} - ${b}.`,
  ]);
  add('subtract', t, q(a).sub(q(b)));
}
for (let i = 0; i < N; i++) {
  const a = pick([int(-99, 99), dec(0, 20, 1)]);
  const b = int(-40, 40);
  const t = pick([
    `Multiply ${a} by ${b}.`,
    `What is ${a} times ${b}?`,
    `Find the product of ${a} and ${b}.`,
    `Calculate ${a} × ${sgn(b)}.`,
  ]);
  add('multiply', t, q(a).mul(q(b)));
}
for (let i = 0; i < N; i++) {
  const b = pick([int(2, 25), -int(2, 12)]);
  const c = int(-60, 60);
  const a = b * c;
  const t = pick([
    `Divide ${a} by ${b}.`,
    `What is ${a} divided by ${b}?`,
    `${a} ÷ ${sgn(b)} = ?`,
    `Work out ${a} / ${sgn(b)}.`,
  ]);
  add('divide', t, new Q(c));
}
for (let i = 0; i < N; i++) {
  const [p, qq, r, s] = [int(1, 9), int(2, 12), int(1, 9), int(2, 12)];
  const op = pick(['+', '-', '×', '÷']);
  const A = new Q(p, qq);
  const B = new Q(r, s);
  const v = op === '+' ? A.add(B) : op === '-' ? A.sub(B) : op === '×' ? A.mul(B) : A.div(B);
  const t = pick([
    `What is ${p}/${qq} ${op} ${r}/${s}?`,
    `Calculate ${p}/${qq} ${op} ${r}/${s}, in lowest terms.`,
    `Work out ${p}/${qq} ${op} ${r}/${s}.`,
  ]);
  add('fractions', t, v);
}
for (let i = 0; i < N; i++) {
  const [a, b, c, d] = [int(1, 20), int(2, 9), int(1, 12), int(1, 12)];
  const form = int(0, 2);
  const t =
    form === 0
      ? `Evaluate ${a} + ${b} × (${c} - ${d}).`
      : form === 1
        ? `What is ${a} - ${b}^2 + ${c} × ${d}?`
        : `Simplify (${a} + ${b}) × ${c} - ${d}.`;
  const v =
    form === 0 ? new Q(a + b * (c - d)) : form === 1 ? new Q(a - b * b + c * d) : new Q((a + b) * c - d);
  add('order-of-operations', t, v);
}
for (let i = 0; i < N; i++) {
  const base = int(2, 12);
  const e = int(2, 4);
  const t = pick([
    `What is ${base} to the power of ${e}?`,
    `Calculate ${base}^${e}.`,
    `Evaluate ${base} raised to the power ${e}.`,
  ]);
  add('exponents', t, new Q(BigInt(base) ** BigInt(e)));
}
const places: [string, number][] = [
  ['ten', -1],
  ['hundred', -2],
  ['thousand', -3],
  ['ten thousand', -4],
  ['tenth', 1],
  ['hundredth', 2],
];
function roundQ(x: Q, p: number): Q {
  const scale = p >= 0 ? new Q(10n ** BigInt(p)) : new Q(1n, 10n ** BigInt(-p));
  const y = x.mul(scale);
  const neg = y.n < 0n;
  const abs = neg ? -y.n : y.n;
  let fl = abs / y.d;
  if ((abs - fl * y.d) * 2n >= y.d) fl += 1n;
  return new Q(neg ? -fl : fl).div(scale);
}
for (let i = 0; i < N; i++) {
  const x = pick([String(int(1000, 999999)), dec(0, 999, 4)]);
  const form = int(0, 2);
  if (form === 0) {
    const [name, p] = pick(places);
    add('rounding', `Round ${x} to the nearest ${name}.`, roundQ(q(x), p));
  } else if (form === 1) {
    const dp = int(1, 3);
    add(
      'rounding',
      pick([`Give ${x} correct to ${dp} decimal places.`, `Round ${x} to ${dp} d.p.`]),
      roundQ(q(x), dp),
    );
  } else {
    const sf = int(1, 3);
    const v = q(x);
    const digits = String(x).split('.')[0]!.replace(/^0+/, '').length;
    const e = digits > 0 ? digits - 1 : -(String(x).split('.')[1]!.match(/^0*/)![0].length + 1);
    add('rounding', `Round ${x} to ${sf} significant figures.`, roundQ(v, sf - 1 - e));
  }
}
for (let i = 0; i < N; i++) {
  const g = int(2, 30);
  const a = g * int(1, 20);
  const b = g * int(1, 20);
  const form = int(0, 2);
  if (form === 0)
    add(
      'gcd',
      pick([`What is the greatest common factor of ${a} and ${b}?`, `Find the HCF of ${a} and ${b}.`]),
      new Q(gcd(BigInt(a), BigInt(b))),
    );
  else if (form === 1)
    add(
      'lcm',
      pick([`Find the LCM of ${a} and ${b}.`, `What is the least common multiple of ${a} and ${b}?`]),
      new Q((BigInt(a) * BigInt(b)) / gcd(BigInt(a), BigInt(b))),
    );
  else {
    const [d1, d2] = [int(2, 30), int(2, 30)];
    add(
      'lcm',
      `What is the lowest common denominator of 1/${d1} and ${int(1, 9)}/${d2}?`,
      new Q((BigInt(d1) * BigInt(d2)) / gcd(BigInt(d1), BigInt(d2))),
    );
  }
}
for (let i = 0; i < N; i++) {
  const n = int(10, 400);
  const form = int(0, 1);
  if (form === 0) {
    const d = int(2, 13);
    add(
      'divisibility',
      pick([`Is ${n} divisible by ${d}?`, `Is ${d} a factor of ${n}?`]),
      n % d === 0 ? 'yes' : 'no',
    );
  } else {
    let prime = n > 1;
    for (let k = 2; k * k <= n; k++) if (n % k === 0) prime = false;
    add('primes', pick([`Is ${n} a prime number?`, `Is ${n} prime?`]), prime ? 'yes' : 'no');
  }
}
const conv: [string, string, number][] = [
  ['metres', 'centimetres', 100],
  ['kilometres', 'metres', 1000],
  ['kilograms', 'grams', 1000],
  ['litres', 'millilitres', 1000],
  ['feet', 'inches', 12],
  ['yards', 'feet', 3],
  ['pounds', 'ounces', 16],
  ['gallons', 'quarts', 4],
  ['hours', 'minutes', 60],
  ['minutes', 'seconds', 60],
  ['days', 'hours', 24],
  ['weeks', 'days', 7],
];
for (let i = 0; i < N; i++) {
  const [big, small, k] = pick(conv);
  const x = pick([String(int(2, 40)), dec(1, 9, 1)]);
  const form = int(0, 3);
  if (form === 0) add('conversion', `How many ${small} are in ${x} ${big}?`, q(x).mul(new Q(k)));
  else if (form === 1) add('conversion', `Convert ${x} ${big} to ${small}.`, q(x).mul(new Q(k)));
  else if (form === 2) {
    const y = int(1, 30) * k;
    add('conversion', `Change ${y} ${small} into ${big}.`, new Q(y, k));
  } else add('conversion', `Express ${x} ${big} in ${small}.`, q(x).mul(new Q(k)));
}
for (let i = 0; i < N; i++) {
  const p = pick([5, 10, 12, 15, 20, 25, 30, 40, 75]);
  const n = int(2, 80) * 4;
  const form = int(0, 2);
  if (form === 0)
    add('percent', pick([`What is ${p}% of ${n}?`, `Find ${p} percent of ${n}.`]), new Q(p * n, 100));
  else if (form === 1) {
    const whole = int(2, 40) * 5;
    const part = (whole * pick([10, 20, 40, 60])) / 100;
    add('percent', `${part} is what percent of ${whole}?`, new Q(part * 100, whole));
  } else add('percent', `Increase ${n} by ${p}%.`, new Q(n * (100 + p), 100));
}
for (let i = 0; i < N; i++) {
  const g = int(2, 9);
  const a = g * int(1, 9);
  const b = g * int(1, 9);
  const G = gcd(BigInt(a), BigInt(b));
  add(
    'ratio',
    pick([`Simplify the ratio ${a}:${b}.`, `Write ${a}:${b} in simplest form.`]),
    `${BigInt(a) / G}:${BigInt(b) / G}`,
  );
}
for (let i = 0; i < N; i++) {
  const P = int(2, 60) * 100;
  const r = int(1, 9);
  const t = int(1, 6);
  add(
    'simple-interest',
    pick([
      `Find the simple interest on $${P} at ${r}% per year for ${t} years.`,
      `What is the simple interest on ${P} dollars at ${r}% a year for ${t} years?`,
    ]),
    new Q(P * r * t, 100),
  );
}
const letters = ['x', 'y', 'n', 'm', 'k', 't', 'p', 'w'];
for (let i = 0; i < N; i++) {
  const v = pick(letters);
  const x = int(-12, 12);
  const a = pick([int(2, 9), -int(2, 9)]);
  const b = int(-20, 20);
  const form = int(0, 3);
  if (form === 0)
    add('linear-equation', `Solve for ${v}: ${a}${v} + ${b} = ${a * x + b}`.replace('+ -', '- '), new Q(x));
  else if (form === 1) {
    const c = a + pick([1, 2, 3, -1, -2]);
    const d = a * x + b - c * x;
    add(
      'linear-equation',
      `Find ${v} if ${a}${v} + ${b} = ${c}${v} + ${d}.`.replace(/\+ -/g, '- '),
      new Q(x),
    );
  } else if (form === 2)
    add(
      'linear-equation',
      `${a}(${v} + ${b}) = ${a * (x + b)}. What is ${v}?`.replace('+ -', '- '),
      new Q(x),
    );
  else
    add(
      'linear-equation',
      `Solve ${v}/${Math.abs(a)} + ${b} = ${x * 0 + b + x} for ${v}.`.replace('+ -', '- '),
      new Q(x * Math.abs(a)),
    );
}
for (let i = 0; i < N; i++) {
  const [x, y] = [int(-9, 9), int(-9, 9)];
  let [a, b, c, d] = [int(1, 6), int(-6, 6), int(-6, 6), int(1, 6)];
  if (a * d - b * c === 0) [a, b, c, d] = [2, 1, 1, -1];
  const e1 = `${a}a + ${b}b = ${a * x + b * y}`.replace('+ -', '- ');
  const e2 = `${c}a + ${d}b = ${c * x + d * y}`.replace('+ -', '- ');
  const which = pick(['a', 'b']);
  add(
    'linear-system',
    `Solve ${e1} and ${e2} for ${which}.`
      .replace(/\b1a\b/g, 'a')
      .replace(/\b1b\b/g, 'b')
      .replace(/\b0a \+ /g, '')
      .replace(/ \+ 0b/g, ''),
    new Q(which === 'a' ? x : y),
  );
}
for (let i = 0; i < N; i++) {
  const v = pick(letters);
  const [a, b, x] = [int(2, 9), int(-15, 15), int(-6, 6)];
  add(
    'evaluate',
    pick([`Evaluate ${a}${v} + ${b} when ${v} = ${x}.`, `What is ${a}${v} + ${b} if ${v} = ${x}?`]).replace(
      '+ -',
      '- ',
    ),
    new Q(a * x + b),
  );
}
for (let i = 0; i < N; i++) {
  const start = int(-10, 30);
  const form = int(0, 1);
  if (form === 0) {
    const d = pick([int(2, 12), -int(2, 9)]);
    const ts = [0, 1, 2, 3].map((k) => start + k * d);
    add(
      'sequence',
      pick([
        `What is the next number in the pattern ${ts.join(', ')}?`,
        `Find the next term of the sequence ${ts.join(', ')}, ...`,
      ]),
      new Q(start + 4 * d),
    );
  } else {
    const r = pick([2, 3, -2]);
    const s0 = int(1, 6);
    const ts = [0, 1, 2, 3].map((k) => s0 * r ** k);
    add('sequence', `What number comes next in the sequence ${ts.join(', ')}?`, new Q(s0 * r ** 4));
  }
}
process.stdout.write(out.map((o) => JSON.stringify(o)).join('\n') + '\n');
