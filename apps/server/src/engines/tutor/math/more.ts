/**
 * More textbook families: divisibility, primes, factors, simple interest, evaluating an expression at a
 * value, the next term of a sequence, and simplifying a ratio. Each answer is checked exactly before it
 * is given (the sequence rule must fit every term given; the evaluated value is recomputed).
 */
import { F, type Frac, evalNode, formatAnswer, gcdInt, key, math, parseNumber } from './numbers.ts';
import type { Problem, Step } from './problem.ts';

const fa = formatAnswer;

function simple(
  question: string,
  kind: string,
  skill: string,
  statement: string,
  answer: string,
  value: Frac,
  steps: Step[],
  solution: string[],
  decimal = false,
): Problem {
  return {
    kind,
    skill,
    question,
    statement,
    answer,
    value: key(value),
    decimal,
    steps,
    solution: [...solution, `Answer: ${answer}`],
    mistakes: [],
    practice: { kind },
  };
}

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** 'Is 91 divisible by 7?', 'Does 6 divide 42?', 'Is 12 a factor of 96?', 'Is 96 a multiple of 12?' */
export function divisibility(question: string, s: string): Problem | null {
  let m =
    /^(?:is|are) (\d+) (?:divisible|evenly divisible|exactly divisible) by (\d+)$/.exec(s) ??
    /^(?:is|are) (\d+) (?:a )?multiple of (\d+)$/.exec(s);
  let n: bigint;
  let d: bigint;
  if (m) [n, d] = [BigInt(m[1]!), BigInt(m[2]!)];
  else {
    m =
      /^(?:does|do|will) (\d+) (?:divide|go into|go evenly into|divide evenly into|divide into) (\d+)(?: evenly| exactly)?$/.exec(
        s,
      ) ?? /^(?:is|are) (\d+) (?:a )?(?:factor|divisor) of (\d+)$/.exec(s);
    if (!m) return null;
    [d, n] = [BigInt(m[1]!), BigInt(m[2]!)];
  }
  if (d === 0n) return null;
  const q = n / d;
  const r = n % d;
  const ok = r === 0n;
  return simple(
    question,
    'divisibility',
    'Factors and multiples',
    `Let's check whether ${n} can be shared into groups of ${d} with nothing left over.`,
    yesNo(ok),
    F(ok ? 1 : 0),
    [
      {
        ask: `What is ${n} ÷ ${d}? Is there a remainder?`,
        words: [yesNo(ok), ok ? 'no remainder' : 'remainder'],
        values: ok ? [String(q)] : [],
        ok: ok ? `Yes: ${n} ÷ ${d} = ${q} exactly.` : `Yes: ${n} ÷ ${d} = ${q} remainder ${r}.`,
        hints: [
          `Divide ${n} by ${d}.`,
          `${d} × ${q} = ${d * q}. How far is that from ${n}?`,
          `The remainder is ${n} − ${d * q}.`,
        ],
      },
    ],
    [`${n} ÷ ${d} = ${q} remainder ${r}`, ok ? `No remainder, so yes` : `Remainder ${r}, so no`],
  );
}

function smallestFactor(n: bigint): bigint {
  if (n % 2n === 0n) return 2n;
  for (let i = 3n; i * i <= n; i += 2n) if (n % i === 0n) return i;
  return n;
}

/** 'Is 97 prime?', 'Is 51 a prime number?', 'Is 9 composite?' */
export function primality(question: string, s: string): Problem | null {
  const m = /^(?:is|are) (\d+) (?:a )?(prime|composite)(?: number)?$/.exec(s);
  if (!m) return null;
  const n = BigInt(m[1]!);
  if (n > 10n ** 12n) return null;
  if (n < 2n) {
    return simple(
      question,
      'prime',
      'Factors and multiples',
      `Let's decide whether ${n} is ${m[2]}.`,
      'no',
      F(0),
      [
        {
          ask: `A prime number has exactly two factors. How many factors does ${n} have?`,
          words: ['no'],
          ok: 'Right.',
          hints: [
            'List the factors.',
            `${n} has fewer than two factors.`,
            '0 and 1 are neither prime nor composite.',
          ],
        },
      ],
      [`${n} is neither prime nor composite`],
    );
  }
  const f = smallestFactor(n);
  const prime = f === n;
  const ans = m[2] === 'prime' ? prime : !prime;
  return simple(
    question,
    'prime',
    'Factors and multiples',
    `Let's decide whether ${n} is ${m[2]}.`,
    yesNo(ans),
    F(ans ? 1 : 0),
    [
      {
        ask: `Can you find a number other than 1 and ${n} that divides ${n}?`,
        words: [yesNo(ans)],
        values: prime ? [] : [String(f)],
        ok: prime ? `Right: nothing but 1 and ${n} divides it.` : `Yes: ${f} divides ${n}.`,
        hints: [
          'Try dividing by small primes: 2, 3, 5, 7, 11...',
          `You only need to try numbers up to the square root of ${n}.`,
          prime ? `None of them divide ${n}.` : `Try ${f}.`,
        ],
      },
    ],
    [prime ? `Only 1 and ${n} divide ${n}: it is prime` : `${n} = ${f} × ${n / f}: it is composite`],
  );
}

/** 'What are the factors of 12?', 'List all factors of 36', 'prime factors of 84', 'prime factorization of 60' */
export function factors(question: string, s: string): Problem | null {
  const m =
    /^(?:what are |list |find |write |give )?(?:all )?(?:of )?(?:the )?(prime )?(factors|divisors|factorization|factorisation) (?:of|for) (\d+)$/.exec(
      s,
    );
  if (!m) return null;
  const n = BigInt(m[3]!);
  if (n < 1n || n > 10n ** 9n) return null;
  if (m[1] || /factori[sz]ation/.test(m[2]!)) {
    const ps: bigint[] = [];
    let r = n;
    while (r > 1n) {
      const f = smallestFactor(r);
      ps.push(f);
      r /= f;
    }
    if (ps.length === 0) return null;
    if (ps.reduce((a, b) => a * b, 1n) !== n) return null;
    const distinct = [...new Set(ps)];
    const answer = /factori[sz]ation/.test(m[2]!) ? ps.join(' × ') : distinct.join(', ');
    return simple(
      question,
      'prime-factors',
      'Factors and multiples',
      `Let's break ${n} into prime factors.`,
      answer,
      F(Number(ps[0]!)),
      [
        {
          ask: `What is the smallest prime that divides ${n}?`,
          values: [String(ps[0])],
          ok: `Yes: ${ps[0]}.`,
          hints: ['Try 2, then 3, then 5...', 'Divide and keep going with what is left.', `Try ${ps[0]}.`],
        },
      ],
      [`${n} = ${ps.join(' × ')}`],
    );
  }
  const fs: bigint[] = [];
  for (let i = 1n; i * i <= n; i++) if (n % i === 0n) fs.push(i, n / i);
  const list = [...new Set(fs)].sort((a, b) => (a < b ? -1 : 1));
  return simple(
    question,
    'factors',
    'Factors and multiples',
    `Let's list every number that divides ${n} exactly.`,
    list.join(', '),
    F(list.length),
    [
      {
        ask: `Let's find factor pairs: 1 × ${n} is one. What is the next pair?`,
        values: list.map(String),
        ok: '{v} is a factor.',
        hints: [
          'Try 2, 3, 4... in turn.',
          'Each factor comes with a partner: the two multiply to the number.',
          `Stop when the pairs meet.`,
        ],
      },
    ],
    [
      `Factor pairs of ${n}: ${list
        .slice(0, Math.ceil(list.length / 2))
        .map((a) => `${a} × ${n / a}`)
        .join(', ')}`,
    ],
  );
}

/** 'simple interest on $500 at 4% for 3 years', 'interest on 1200 at 5% per year for 2 years' (I = P r t). */
export function simpleInterest(question: string, s: string): Problem | null {
  if (!/\binterest\b/.test(s) || /\bcompound/.test(s)) return null;
  const p = /\$?(\d+(?:\.\d+)?)(?! ?%| ?percent| ?years?| ?months?)/.exec(s.replace(/(\d),(\d{3})/g, '$1$2'));
  const r =
    /(?<!\d)(\d+(?:\.\d+)?) ?(?:%|percent)(?: (?:a|per|each) year| per annum| annually| yearly)?/.exec(s);
  const t = /(?<!\d)(\d+(?:\.\d+)?) (years?|months?)\b/.exec(s);
  if (!p || !r || !t) return null;
  const nums = s.replace(/(\d),(\d{3})/g, '$1$2').match(/\d+(?:\.\d+)?/g) ?? [];
  if (nums.length !== 3) return null;
  const P = parseNumber(p[1]!)!;
  const R = parseNumber(r[1]!)!.div(F(100));
  const T = t[2]!.startsWith('month') ? parseNumber(t[1]!)!.div(F(12)) : parseNumber(t[1]!)!;
  const I = P.mul(R).mul(T);
  const total =
    /\b(?:total amount|amount (?:after|at the end)|how much (?:money )?(?:will|would) .* (?:have|be worth)|balance|altogether)\b/.test(
      s,
    );
  const value = total ? P.add(I) : I;
  const ans = fa(value, true);
  return simple(
    question,
    'simple-interest',
    'Percentages',
    `Simple interest: interest = principal × rate × time.`,
    ans,
    value,
    [
      {
        ask: `What is ${fa(R.mul(F(100)), true)}% of ${fa(P, true)} (the interest for one year)?`,
        values: [key(P.mul(R))],
        ok: `Yes: ${fa(P.mul(R), true)} a year.`,
        hints: [
          'Percent means out of 100.',
          `${fa(R.mul(F(100)), true)}/100 × ${fa(P, true)}.`,
          `Multiply ${fa(P, true)} by ${fa(R, true)}.`,
        ],
      },
      {
        ask: `Now for ${fa(T, true)} year${T.equals(F(1)) ? '' : 's'}: what is the ${total ? 'total amount' : 'interest'}?`,
        values: [key(value)],
        ok: 'Yes!',
        hints: [
          'Multiply the yearly interest by the number of years.',
          `${fa(P.mul(R), true)} × ${fa(T, true)}.`,
          total ? 'Then add the principal.' : 'That is the interest.',
        ],
      },
    ],
    [
      `Principal ${fa(P, true)}, rate ${fa(R.mul(F(100)), true)}% = ${fa(R, true)}, time ${fa(parseNumber(t[1]!)!, true)} ${t[2]}`,
      `Interest for one year: ${fa(P, true)} × ${fa(R, true)} = ${fa(P.mul(R), true)}`,
      `For ${fa(T, true)} years: ${fa(P.mul(R), true)} × ${fa(T, true)} = ${fa(I, true)}`,
      ...(total ? [`Total: ${fa(P, true)} + ${fa(I, true)} = ${fa(value, true)}`] : []),
    ],
    true,
  );
}

/** 'Evaluate 3x + 2 when x = 4', 'what is 2a - b if a = 3 and b = -1', 'let f(x) = 2*x - 3. what is f(5)?' */
export function evaluateAt(question: string, s: string): Problem | null {
  let expr: string | undefined;
  const scope: Record<string, Frac> = {};
  const fm =
    /^let ([a-z])\(([a-z])\) = (.+?)[.;,]?(?<!\s)\s*(?:what is|calculate|find|determine|give) \1\((-?\d+(?:\.\d+)?(?:\/\d+)?)\)$/.exec(
      s,
    );
  if (fm) {
    expr = fm[3]!;
    const v = parseNumber(fm[4]!);
    if (!v) return null;
    scope[fm[2]!] = v;
  } else {
    const m =
      /^(?:evaluate|find|calculate|compute|what is|whats|what's|work out|find the value of|determine)?(?=(\s*))\1(?:the value of )?(.+?),? (?:when|if|where|for|given|at) (.+)$/.exec(
        s,
      );
    if (!m) return null;
    expr = m[2]!;
    for (const part of m[3]!.split(/(?:(?<!\s)\s+)?(?:,|\band\b)\s*/)) {
      const a = /^([a-z]) ?= ?(-?\d+(?:\.\d+)?(?:\/\d+)?)$/.exec(part.trim());
      if (!a) return null;
      const v = parseNumber(a[2]!);
      if (!v) return null;
      scope[a[1]!] = v;
    }
  }
  if (!expr || !/^[a-z\d\s.+\-*/^()]+$/.test(expr) || /[a-z]{2,}/.test(expr) || expr.includes('='))
    return null;
  const letters = new Set(expr.match(/[a-z]/g) ?? []);
  if (
    letters.size === 0 ||
    [...letters].some((l) => !(l in scope)) ||
    Object.keys(scope).some((k) => !letters.has(k))
  )
    return null;
  let value: Frac;
  let again: Frac;
  try {
    value = evalNode(math.parse(expr), scope);
    // Self-check: substitute the numbers into the text and evaluate that too.
    const substituted = expr
      .replace(/(\d)\s*([a-z])/g, '$1*$2')
      .replace(/[a-z]/g, (l) => `(${scope[l]!.toFraction()})`);
    again = evalNode(math.parse(substituted.replace(/\((-?\d+)\/(\d+)\)/g, '(($1)/$2)')), {});
  } catch {
    return null;
  }
  if (!value.equals(again)) return null;
  const dec = /\d\.\d/.test(s);
  const ans = fa(value, dec);
  const put = Object.entries(scope)
    .map(([k, v]) => `${k} = ${fa(v, dec)}`)
    .join(', ');
  return simple(
    question,
    'evaluate',
    'Expressions',
    `Let's put ${put} into $${expr}$.`,
    ans,
    value,
    [
      {
        ask: `Replace each letter with its number (${put}). What do you get when you work it out?`,
        values: [key(value)],
        ok: 'Yes!',
        hints: [
          'Write the expression again with the numbers in place of the letters.',
          'A number next to a letter means multiply.',
          'Follow the order of operations.',
        ],
      },
    ],
    [`With ${put}: ${expr} = ${ans}`],
    dec,
  );
}

/** 'What is the next term in 2, 5, 8, 11?', 'next number in the sequence 3, 6, 12, 24' (arithmetic or geometric). */
export function nextTerm(question: string, s: string): Problem | null {
  if (
    !/\b(?:next|following|missing|comes next)\b/.test(s) ||
    !/\b(?:term|number|sequence|pattern|series)\b/.test(s)
  )
    return null;
  const m = /(-?(?<!\d)\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?){3,})(?:\s*(?:,\s*)?(?:\.\.\.|…|_+|\?))?/.exec(
    s,
  );
  if (!m) return null;
  const rest = s.replace(m[0], ' ');
  if (/\d/.test(rest)) return null;
  const terms = m[1]!.split(/(?:(?<!\s)\s+)?,\s*/).map((x) => math.fraction(x) as Frac);
  const diffs = terms.slice(1).map((t, i) => t.sub(terms[i]!));
  let next: Frac | null = null;
  let rule = '';
  if (diffs.every((d) => d.equals(diffs[0]!))) {
    next = terms.at(-1)!.add(diffs[0]!);
    rule = `add ${fa(diffs[0]!, true)} each time`;
  } else if (terms.every((t) => t.n !== 0n)) {
    const ratios = terms.slice(1).map((t, i) => t.div(terms[i]!));
    if (ratios.every((r) => r.equals(ratios[0]!))) {
      next = terms.at(-1)!.mul(ratios[0]!);
      rule = `multiply by ${fa(ratios[0]!, false)} each time`;
    }
  }
  if (!next) {
    // second differences constant (square numbers, triangular numbers)
    const d2 = diffs.slice(1).map((d, i) => d.sub(diffs[i]!));
    if (d2.length >= 2 && d2.every((d) => d.equals(d2[0]!)) && d2[0]!.n !== 0n) {
      const nextDiff = diffs.at(-1)!.add(d2[0]!);
      next = terms.at(-1)!.add(nextDiff);
      rule = `the gaps grow by ${fa(d2[0]!, true)} each time (next gap ${fa(nextDiff, true)})`;
    }
  }
  if (!next) return null;
  const dec = /\d\.\d/.test(m[1]!);
  const ans = fa(next, dec);
  return simple(
    question,
    'sequence',
    'Patterns',
    `Let's find the rule of ${m[1]}.`,
    ans,
    next,
    [
      {
        ask: 'What happens from one term to the next? Look at the gaps (or the ratios).',
        words: rule.startsWith('add')
          ? ['add', 'plus']
          : rule.startsWith('multiply')
            ? ['multiply', 'times', 'double']
            : ['gap'],
        ok: `Yes: ${rule}.`,
        hints: [
          'Subtract each term from the next one.',
          'If the gaps are not the same, try dividing instead.',
          `The rule: ${rule}.`,
        ],
      },
      {
        ask: 'So what comes next?',
        values: [key(next)],
        ok: 'Yes!',
        hints: [
          'Apply the rule to the last term.',
          `The last term is ${fa(terms.at(-1)!, dec)}.`,
          `Use the rule: ${rule}.`,
        ],
      },
    ],
    [`The rule: ${rule}`, `After ${fa(terms.at(-1)!, dec)} comes ${ans}`],
    dec,
  );
}

/** 'Simplify the ratio 12:18', 'write 12 : 18 in simplest form' -> '2:3'. */
export function simplifyRatio(question: string, s: string): Problem | null {
  const m =
    /^(?:simplify|reduce|write|express)(?: the ratio)? (\d+) ?(?::|to) ?(\d+)(?: (?:in|to) (?:its )?(?:simplest|lowest) (?:form|terms))?$/.exec(
      s,
    );
  if (!m) return null;
  const a = BigInt(m[1]!);
  const b = BigInt(m[2]!);
  if (a === 0n || b === 0n) return null;
  const g = gcdInt(a, b);
  const ans = `${a / g}:${b / g}`;
  return simple(
    question,
    'ratio',
    'Ratios and proportions',
    `Let's simplify the ratio ${a}:${b}.`,
    ans,
    F(Number(a / g), Number(b / g)),
    [
      {
        ask: `What is the greatest number that divides both ${a} and ${b}?`,
        values: [String(g)],
        ok: `Yes: ${g}.`,
        hints: ['List the factors of both numbers.', 'Find the biggest factor they share.', `Try ${g}.`],
      },
      {
        ask: `Divide both parts by ${g}. What is the simplified ratio?`,
        values: [key(F(Number(a / g), Number(b / g)))],
        raw: [ans, `${a / g} : ${b / g}`, `${a / g} to ${b / g}`],
        ok: 'Yes!',
        hints: [
          'Divide each part by the same number.',
          `${a} ÷ ${g} and ${b} ÷ ${g}.`,
          `${a / g} and ${b / g}.`,
        ],
      },
    ],
    [`The greatest common factor of ${a} and ${b} is ${g}`, `${a} ÷ ${g} = ${a / g}, ${b} ÷ ${g} = ${b / g}`],
  );
}
