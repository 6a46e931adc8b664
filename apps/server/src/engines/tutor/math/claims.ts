/**
 * Reads a student's message whole: every numeric equation in it ('3/4 = 6/8', '6/8 + 1/8 = 7/16') is checked
 * exactly, and the first one that does not hold is named with the likely slip ('6/8 + 1/8 is not 7/16: when
 * the denominators match, add only the numerators').
 */
import type { MathNode } from 'mathjs';
import { F, type Frac, evalNode, formatAnswer, isInt, math } from './numbers.ts';
import { normalise } from './understand.ts';

type Node = MathNode & { fn?: string; args?: Node[]; content?: Node; value?: unknown };

export interface Claim {
  /** The left side as the student wrote it (normalised), e.g. '6/8 + 1/8'. */
  left: string;
  right: string;
  holds: boolean;
  /** The exact value of the left side. */
  value: Frac;
  claimed: Frac;
}

const unwrap = (n: Node): Node => (n.type === 'ParenthesisNode' ? unwrap(n.content!) : n);

function fractionOf(n: Node): { a: bigint; b: bigint } | null {
  const u = unwrap(n);
  if (u.type === 'OperatorNode' && u.fn === 'divide') {
    const [x, y] = u.args!.map(unwrap);
    if (x!.type === 'ConstantNode' && y!.type === 'ConstantNode') {
      const [p, q] = [evalNode(x!), evalNode(y!)];
      if (isInt(p) && isInt(q)) return { a: p.n * (p.s < 0n ? -1n : 1n), b: q.n };
    }
  }
  return null;
}

const show = (f: Frac) => formatAnswer(f, true);

/** The likely slip behind `claimed` for the expression `expr` (whose exact value is not `claimed`). */
export function slipFor(expr: string, claimed: Frac): string {
  let node: Node;
  let value: Frac;
  try {
    node = math.parse(expr) as Node;
    value = evalNode(node);
  } catch {
    return 'check that step again.';
  }
  const top = unwrap(node);
  if (top.type === 'OperatorNode' && top.args?.length === 2) {
    const [L, R] = top.args as [Node, Node];
    const fl = fractionOf(L);
    const fr = fractionOf(R);
    if (fl && fr && (top.fn === 'add' || top.fn === 'subtract')) {
      const num = top.fn === 'add' ? fl.a + fr.a : fl.a - fr.a;
      if (claimed.equals(F(num, fl.b + fr.b)) || (fl.b === fr.b && claimed.equals(F(num, fl.b * 2n))))
        return fl.b === fr.b
          ? `when the denominators match, ${top.fn === 'add' ? 'add' : 'subtract'} only the numerators and keep the denominator.`
          : `we don't ${top.fn} the denominators: first rewrite both fractions with a common denominator, then ${top.fn} the numerators.`;
      if (fl.b !== fr.b && claimed.equals(F(num, fl.b * fr.b)))
        return (
          'with a common denominator of ' +
          `${fl.b * fr.b}, each numerator has to be multiplied too before you ${top.fn}.`
        );
    }
    if (fl && fr && top.fn === 'multiply' && claimed.equals(F(fl.a * fr.a, fl.b)) && fl.b === fr.b)
      return 'when you multiply fractions, multiply the denominators too.';
    if (fl && fr && top.fn === 'divide') {
      if (claimed.equals(F(fl.a * fr.a, fl.b * fr.b)))
        return 'dividing by a fraction means multiplying by its reciprocal: flip the second fraction, then multiply.';
      if (fr.a !== 0n && fl.a !== 0n && claimed.equals(F(fl.b * fr.a, fl.a * fr.b)))
        return 'flip the second fraction (the divisor), not the first.';
    }
    try {
      const [a, b] = [evalNode(L), evalNode(R)];
      const others: [string, Frac | null][] = [
        ['add', a.add(b)],
        ['subtract', a.sub(b)],
        ['multiply', a.mul(b)],
        ['divide', b.n === 0n ? null : a.div(b)],
      ];
      for (const [op, w] of others)
        if (op !== top.fn && w && w.equals(claimed) && !w.equals(value))
          return `that's what you get if you ${op}; the sign here means ${{ add: 'add', subtract: 'subtract', multiply: 'multiply', divide: 'divide', pow: 'raise to a power' }[top.fn!]}.`;
      if (top.fn === 'subtract' && claimed.equals(b.sub(a)))
        return `the order matters in subtraction: it is ${show(a)} take away ${show(b)}, not the other way round.`;
      if (top.fn === 'pow' && claimed.equals(a.mul(b)))
        return `a power means multiplying the number by itself: ${show(a)}^${show(b)} is not ${show(a)} × ${show(b)}.`;
    } catch {
      // fall through to the general slips
    }
  }
  if (value.n !== 0n && claimed.equals(value.neg()))
    return 'check the sign: is the answer positive or negative?';
  for (const k of [10, 100, 1000])
    if (value.n !== 0n && (claimed.equals(value.mul(F(k))) || claimed.equals(value.div(F(k)))))
      return `it is off by a factor of ${k}: check the place value and where the decimal point goes.`;
  const diff = claimed.sub(value).abs();
  if (diff.equals(F(1))) return `it is off by one: count again carefully.`;
  for (const k of [10, 100, 1000])
    if (diff.equals(F(k)))
      return `it is off by ${k}: check the carrying or borrowing in the ${{ 10: 'tens', 100: 'hundreds', 1000: 'thousands' }[k]} column.`;
  return 'check that step again.';
}

/** Every numeric equation in a message, in order ('a = b = c' gives two). Letters are not equations here. */
export function claimsIn(message: string): Claim[] {
  // A fraction literal is one number: '2/3 ÷ 1/3' is (2/3) ÷ (1/3), not ((2/3) ÷ 1) ÷ 3.
  const s = normalise(message.replace(/(?<![\d.)])(\d+)\s*\/\s*(\d+)(?![\d.(])/g, '($1/$2)'))
    .replace(/\bis not\b|≠|!=/g, ' # ')
    .replace(/\b(?:equals|is equal to|makes|gives)\b/g, ' = ')
    .replace(/(\d)\s*x\s*(?=[\d(])/g, '$1 * ')
    // '3/4 is 6/8': 'is' between two fractions states an equality.
    .replace(/(\d\/\d+)\s+is\s+(?=-?\d+\/\d)/g, '$1 = ');
  const out: Claim[] = [];
  for (const seg of s.split(/[,;:!?]|\.(?!\d)|\b(?:so|and|then|thus|therefore|but|because|which|that)\b/)) {
    if (!seg.includes('=')) continue;
    const parts = seg.split('=').map((x) => x.trim());
    // Each side is the math next to the '=': the end of the text before it, the start of the text after.
    // Each side is the whole run of math next to the '=': a run that starts or ends with an operator, or
    // touches a letter ('3x + 5 = 20'), belongs to an equation with an unknown, not to a numeric claim.
    const sides = parts.map((p, i) => {
      const m = i === 0 ? /(?<![\d\s.+\-*/^()])[\d\s.+\-*/^()]*$/.exec(p) : /^[\d\s.+\-*/^()]*/.exec(p);
      const run = m ? m[0] : '';
      const text = run.trim();
      if (!text || !/\d/.test(text)) return null;
      if (/^[+*/^)]|[-+*/^(]$/.test(text)) return null;
      const outside = i === 0 ? p.slice(0, p.length - run.length) : p.slice(run.length);
      const touches =
        i === 0 ? /[a-z]$/.test(outside) && !/^\s/.test(run) : /^[a-z]/.test(outside) && !/\s$/.test(run);
      if (touches) return null;
      // 'y - 7 = 4': a minus after a letter or a number is subtraction from an unknown, not a sign.
      if (i === 0 && text.startsWith('-') && /[a-z\d)]$/.test(outside.trimEnd())) return null;
      // A middle part ('6/8' in 'a = 6/8 = b') must be math through and through.
      if (i > 0 && i < parts.length - 1 && text !== p) return null;
      return text;
    });
    for (let i = 0; i + 1 < sides.length; i++) {
      const [l, r] = [sides[i], sides[i + 1]];
      if (!l || !r) continue;
      try {
        const value = evalNode(math.parse(l));
        const claimed = evalNode(math.parse(r));
        out.push({ left: l, right: r, holds: value.equals(claimed), value, claimed });
      } catch {
        // not a numeric equation we can evaluate exactly
      }
    }
  }
  return out;
}

/** The first equation in the message that does not hold, named with its likely slip; null when all hold. */
export function firstFalseClaim(message: string): { claim: Claim; text: string } | null {
  for (const c of claimsIn(message)) {
    if (c.holds) continue;
    const pretty = (x: string) =>
      x
        .replace(/\((\d+\/\d+)\)/g, '$1')
        .replace(/(?:(?<!\s)\s+)?\*\s*/g, ' × ')
        .replace(/\s+/g, ' ');
    return { claim: c, text: `${pretty(c.left)} is not ${pretty(c.right)}: ${slipFor(c.left, c.claimed)}` };
  }
  return null;
}
