/**
 * The second word-problem reader: each sentence is read into RELATIONS between named quantities
 * (`out = x op y`, with numbers from the text), and the model is solved by propagation in any direction.
 * This covers what the forward reader (story.ts) cannot: an unknown start ("she had some... now she has 12"),
 * a comparison stated before its base ("Omar has 12 more than Fatima. Fatima has 19."), ages, heights and
 * weights compared, multiplicative compare, equal groups of a given size, containers and rates with the
 * count in the question, fractions and percents of a quantity, and totals given as facts ("together they
 * have 75").
 *
 * Precision rules (the same spirit as story.ts): every sentence must be read, every number in the text must
 * be consumed by a relation, the quantity asked must be worked out (never a number read from the text), the
 * model must not contradict itself, counts stay whole and non-negative, and the steps are replayed exactly.
 */
import { F, type Frac, isInt, parseNumber } from './numbers.ts';
import { type Model, type ModelStep, type Op, singular } from './story.ts';

type Term = { v: string } | { c: Frac; raw: string };

interface Rel {
  out: Term;
  op: Op;
  x: Term;
  y: Term;
  /** Why, forwards (out from x and y). */
  why: string;
  /** Why, backwards (x or y from out): defaults to "work backwards". */
  back?: string;
}

const ZERO = F(0);
const WEIGHT_UNIT = /^(?:kg|kilograms?|g|grams?|lbs?|pounds?|ounces?|oz|tons?)$/;
const LENGTH_UNIT =
  /^(?:cm|mm|m|km|centimet(?:er|re)s?|millimet(?:er|re)s?|met(?:er|re)s?|kilomet(?:er|re)s?|inch(?:es)?|in|feet|foot|ft|yards?|miles?)$/;

interface Ctx {
  rels: Rel[];
  known: Map<string, Frac>;
  /** var -> given in the text (not derived) */
  given: Set<string>;
  /** owner|noun -> current version */
  ver: Map<string, number>;
  /** last subject (for pronouns) and the subjects in order */
  last?: string;
  owners: string[];
  lastNoun?: string;
  /** per-unit rates: container/time unit -> { per, noun } */
  rates: Map<string, { t: Term; noun: string; money: boolean }>;
  /** event amounts by owner and kind ('sell', 'buy', ...) -> var */
  events: { owner: string; verb: string; noun: string; v: string }[];
  /** the last 'fraction of' part (for 'how many ... walk to school') */
  parts: { words: string[]; part: string; rest: string; noun: string; gone?: boolean }[];
  /** divisions into groups of a given size */
  groupCounts: { noun: string; v: string }[];
  shares: { noun: string; v: string; container: string }[];
  used: number;
  money: boolean;
  kinds: Set<string>;
  /** a count of things that makes the last pool (for 'there are 28 students in a class') */
  pool?: { v: string; noun: string };
  uid: number;
}

const NUM = String.raw`\$?\d+(?:\.\d+)?(?:/\d+)?%?`;
const NUM_G = new RegExp(NUM, 'g');
const PRON = new Set(['he', 'she', 'it', 'they', 'him', 'her', 'them', 'we', 'i', 'you']);
const STOP = new Set([
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'from',
  'with',
  'each',
  'every',
  'per',
  'a',
  'an',
  'the',
  'and',
  'than',
  'as',
  'more',
  'fewer',
  'less',
  'left',
  'now',
  'then',
  'into',
  'is',
  'are',
  'was',
  'were',
  'that',
  'this',
  'these',
  'those',
  'his',
  'her',
  'their',
  'its',
  'all',
  'some',
  'times',
  'old',
  'over',
  'by',
  'after',
  'before',
  'while',
  'but',
  'so',
  'if',
  'when',
  'how',
  'many',
  'much',
]);

function num(raw: string): { v: Frac; money: boolean; percent: boolean } | null {
  const v = parseNumber(raw.replace(/[$%]/g, ''));
  if (!v) return null;
  return { v: raw.endsWith('%') ? v.div(F(100)) : v, money: raw.startsWith('$'), percent: raw.endsWith('%') };
}

/** Head noun of a short noun phrase ('red apples' -> 'apple', 'juice boxes' -> 'box'); undefined if none. */
function head(np: string | undefined): string | undefined {
  if (!np) return undefined;
  const of = /^([a-z]+(?: [a-z]+)?) of [a-z]+(?: [a-z]+)?$/.exec(np.trim());
  if (of) return head(of[1]);
  const words = np
    .trim()
    .split(/\s+/)
    .filter((w, i, all) => !(i === 0 && all.length > 1 && /^(?:old|new|more|other)$/.test(w)));
  if (words.length === 0 || words.length > 3) return undefined;
  if (words.some((w) => STOP.has(w) || !/^[a-z]+$/.test(w))) return undefined;
  const h = words.at(-1)!;
  if (/^(?:dollars?|bucks?|money)$/.test(h)) return 'dollar';
  return singular(h);
}

function owner(subject: string, ctx: Ctx): string | null {
  let s = subject
    .trim()
    .replace(/^(?:then|and|but|so|now|later|after that|next|also|finally|today|yesterday),?\s+/, '')
    .replace(/(?<!\s)\s+(?:also|then|now|only|just|still)$/, '')
    .replace(/^(?:mr|mrs|ms|dr)\.?\s+/, '')
    .trim();
  if (PRON.has(s)) {
    if (s === 'they' || s === 'we') return ctx.owners.length === 1 ? ctx.owners[0]! : null;
    return ctx.last ?? null;
  }
  s = s.replace(/^(?:the|a|an|his|her|their|my|our|its)\s+/, '');
  if (!/^[a-z]+(?: [a-z]+)?$/.test(s)) return null;
  if (s.split(' ').some((w) => STOP.has(w) || PRON.has(w))) return null;
  return singular(s.replace(/'s$/, ''));
}

function note(ctx: Ctx, o: string): string {
  ctx.last = o;
  if (!ctx.owners.includes(o)) ctx.owners.push(o);
  return o;
}

const cur = (ctx: Ctx, o: string, noun: string) => `${o}|${noun}@${ctx.ver.get(`${o}|${noun}`) ?? 0}`;
function next(ctx: Ctx, o: string, noun: string): string {
  const k = `${o}|${noun}`;
  const v = (ctx.ver.get(k) ?? 0) + 1;
  ctx.ver.set(k, v);
  return `${k}@${v}`;
}
const has = (ctx: Ctx, o: string, noun: string) => ctx.ver.has(`${o}|${noun}`);
function start(ctx: Ctx, o: string, noun: string): string {
  if (!ctx.ver.has(`${o}|${noun}`)) ctx.ver.set(`${o}|${noun}`, 0);
  return cur(ctx, o, noun);
}
function fresh(ctx: Ctx, name: string): string {
  ctx.uid++;
  return `${name}#${ctx.uid}`;
}
function give(ctx: Ctx, v: string, x: Frac): boolean {
  const k = ctx.known.get(v);
  if (k !== undefined) return k.equals(x);
  ctx.known.set(v, x);
  ctx.given.add(v);
  return true;
}
const C = (n: { v: Frac }, raw: string): Term => ({ c: n.v, raw });
const V = (v: string): Term => ({ v });

const GAIN =
  'buys|bought|gets|got|finds|found|receives|received|picks|picked|collects|collected|wins|won|earns|earned|makes|made|adds|added|catches|caught|bakes|baked|saves|saved|plants|planted|grows|grew|is given|was given|gets given|borrows|borrowed|scores|scored|reads|read';
const LOSS =
  'gives away|gave away|gives|gave|eats|ate|loses|lost|sells|sold|spends|spent|uses|used|donates|donated|throws away|threw away|drops|dropped|breaks|broke|pops|popped|lends|lent|hands out|handed out|sends|sent|shares|shared|pays|paid|drinks|drank|mails|mailed|gave out|gives out';
const HAVE = 'has|had|have|owns|owned|keeps|kept|starts with|started with|began with|begins with|holds|held';
const GAIN_RE = new RegExp(`^(?:${GAIN})$`);
const LOSS_RE = new RegExp(`^(?:${LOSS})$`);
const HAVE_RE = new RegExp(`^(?:${HAVE})$`);
const VERB_ANY_RE = new RegExp(String.raw`\b(?:${GAIN}|${LOSS})\b \$?\d`);
const VERB_FIRST_RE = new RegExp(`^(?:${GAIN}|${LOSS}|pays|paid)\\b`);
const CONTAINERS_RE = new RegExp(
  String.raw`^(.+?) (?:${HAVE}|buys|bought|gets|got|orders|ordered|planted|plants|made|makes|built|builds|set up|sets up) (\d+) ([a-z]+) of ([a-z]+(?: [a-z]+)?)$`,
);
const GROUPS_RE = new RegExp(
  String.raw`^(.+?) (${HAVE}|${GAIN}) (\d+) ([a-z]+)(?: of [a-z]+(?: [a-z]+)?)? (?:with|each with|and) (\d+) ([a-z]+(?: [a-z]+)?) (?:in each|on each|in every|on every) ([a-z]+)$`,
);
const CHANGE_RE = new RegExp(
  String.raw`^(.+?) (?:(?:now|still) )?(${HAVE}|ends up with|ended up with|is left with|was left with|now has|now had|gains|gained|${GAIN}|${LOSS})( away| back| out)? (?:(some|a few|several|(\$?\d+(?:\.\d+)?))(?: |$))?(more(?: |$))?([a-z]+(?: [a-z]+)?)?(?: (left|now|in all|altogether|at first|in the beginning|to start with|to begin with))?(?: (?:to|from|for|with|at|on) (.+))?$`,
);
const VERB_OF: Record<string, string> = {};
for (const [stem, forms] of Object.entries({
  buy: 'buys|bought|buy',
  sell: 'sells|sold|sell',
  eat: 'eats|ate|eat',
  give: 'gives|gave|give|gives away|gave away|give away|gives out|gave out|give out|hands out|handed out|hand out|donates|donated|donate',
  lose: 'loses|lost|lose',
  spend: 'spends|spent|spend|pays|paid|pay',
  use: 'uses|used|use',
  get: 'gets|got|get|receives|received|receive|is given|was given|were given',
  find: 'finds|found|find',
  pick: 'picks|picked|pick',
  make: 'makes|made|make|bakes|baked|bake',
  read: 'reads|read',
  save: 'saves|saved|save',
  earn: 'earns|earned|earn',
  collect: 'collects|collected|collect',
  catch: 'catches|caught|catch',
  win: 'wins|won|win',
  drink: 'drinks|drank|drink',
  break: 'breaks|broke|break',
  plant: 'plants|planted|plant',
}))
  for (const f of forms.split('|')) VERB_OF[f] = stem;

/** Reads one clause; false when it is not understood. */
function clause(raw: string, ctx: Ctx): boolean {
  const nowLead = /^(?:now|and now|so now|in the end|at the end)\b/.test(raw.trim());
  const c = raw
    .replace(/(?<![.!,;])[.!,;]+$/, '')
    .replace(/^(?:then|and|so|but|now|later|after that|next|finally|also),?\s+/, '')
    .replace(
      /^(?:(?:in|on|at|during) (?:a|an|the|one|his|her|their) [a-z]+|on [a-z]+day|today|yesterday|last [a-z]+|this [a-z]+|in the (?:morning|afternoon|evening)),\s*/,
      '',
    )
    .trim();
  if (!c) return true;
  {
    const place =
      / (?:under|behind|near|inside|in|on|at) (?:the|her|his|their|a|an|my|our) [a-z]+(?: [a-z]+)?$/.exec(c);
    if (
      place &&
      !/^(?:there|\d)/.test(c) &&
      VERB_ANY_RE.test(c.slice(0, place.index)) &&
      !/\beach\b|\bevery\b/.test(c)
    )
      return clause(c.slice(0, place.index), ctx);
  }
  const nums = [...c.matchAll(NUM_G)].map((m) => m[0]);
  const N = nums.map((r) => num(r));
  if (N.some((n) => !n)) return false;
  if (nums.some((r) => r.startsWith('$'))) ctx.money = true;
  const use = (k: number) => {
    ctx.used += k;
    return true;
  };
  let m: RegExpExecArray | null;

  // --- Ages: 'Hana is 9 years old', 'her son is 11', 'Tom is 4 years older than Ann', 'Ann is 3 times as old as Bo'.
  m = /^(.+?) (?:is|was) (\d+)(?: years? old)?$/.exec(c);
  if (m && nums.length === 1 && !/\$|%|\//.test(m[2]!)) {
    const o = owner(m[1]!, ctx);
    if (!o) return false;
    note(ctx, o);
    return give(ctx, start(ctx, o, 'age'), F(m[2]!)) && use(1);
  }
  m =
    /^(.+?) (?:is|was|are|were|weighs|weighed|ran|runs|walked|walks|swam|swims|jumped|jumps|threw|throws|has|have|had|picked|picks|collected|collects|made|makes|read|reads|scored|scores|sold|sells|bought|buys|caught|catches|baked|bakes|saved|saves|earned|earns|found|finds|ate|eats|won|wins|got|gets|owns|grew|grows) (\$?\d+(?:\.\d+)?(?:\/\d+)?) ?([a-z]+)? (older|younger|taller|shorter|heavier|lighter|longer|more|less|fewer|farther|further)(?: ([a-z]+))?(?: than (.+?))?(?: is| does| did| was)?$/.exec(
      c,
    );
  // 'Her brother has 4 fewer pencils' (no 'than'): compared with the one named before, but only with a verb of
  // having; 'he found 6 more marbles' is a change.
  const elided =
    m && !m[6] && /^(?:more|less|fewer)$/.test(m[4]!)
      ? / (?:has|have|had) /.test(c) && !m[3] && !!m[5]
      : true;
  if (m && nums.length === 1 && elided) {
    const a = owner(m[1]!, ctx);
    if (!a) return false;
    const word = m[4]!;
    const dim = /older|younger/.test(word)
      ? 'age'
      : /taller|shorter/.test(word)
        ? 'height'
        : /heavier|lighter/.test(word)
          ? 'weight'
          : /longer/.test(word)
            ? 'length'
            : /farther|further/.test(word) || /^(?:ran|runs|walked|walks|swam|swims)$/.test(c)
              ? 'distance'
              : m[2]!.startsWith('$')
                ? 'dollar'
                : m[3] && WEIGHT_UNIT.test(m[3])
                  ? 'weight'
                  : m[3] && LENGTH_UNIT.test(m[3])
                    ? 'length'
                    : (head(m[5]) ?? head(m[3]) ?? ctx.lastNoun);
    if (!dim) return false;
    if (
      m[3] &&
      /^(?:years?|cm|m|kg|g|lb|pounds?|inches|inch|feet|foot|miles?|km|meters?|metres?)$/.test(m[3]) ===
        false &&
      dim !== head(m[3])
    )
      return false;
    let b: string | null;
    if (m[6]) b = owner(m[6].replace(/'s(?: [a-z]+)?$/, ''), ctx);
    else {
      // 'Her sister is 4 years older.': than the one named before.
      const others = ctx.owners.filter((o) => o !== a);
      b = others.length >= 1 ? others.at(-1)! : null;
    }
    if (!b || a === b) return false;
    if (
      /^(?:is|was|are|were)$/.test(/^.+? (\w+) /.exec(c)?.[1] ?? '') &&
      dim !== 'age' &&
      dim !== 'height' &&
      dim !== 'weight' &&
      dim !== 'length'
    )
      return false;
    if (!m[6] && /^(?:more|less|fewer)$/.test(word) && has(ctx, a, dim)) return false;
    const more = /older|taller|heavier|longer|more|farther|further/.test(word);
    note(ctx, a);
    ctx.lastNoun = dim;
    const n = N[0]!;
    const bv = has(ctx, b, dim) ? cur(ctx, b, dim) : start(ctx, b, dim);
    if (!ctx.owners.includes(b)) ctx.owners.splice(ctx.owners.length - 1, 0, b);
    ctx.rels.push({
      out: V(start(ctx, a, dim)),
      op: more ? 'add' : 'subtract',
      x: V(bv),
      y: C(n, nums[0]!),
      why: `${a} is ${nums[0]} ${word} than ${b}: ${more ? 'add' : 'subtract'}`,
      back: `${a} is ${nums[0]} ${word} than ${b}, so ${b} is ${nums[0]} ${more ? 'less' : 'more'}`,
    });
    ctx.kinds.add('compare');
    return use(1);
  }

  // --- Multiplicative compare: 'Grace has 3 times as many shells as Owen', 'His sister has 2 times as many fish',
  // 'Julia is 3 times as old as her son', 'Bo has 1/2 as many'.
  m =
    /^(.+?) (has|have|had|is|was|picked|collected|read|made|baked|scored|sold|bought|caught|saved|earned|found|ate|weighs|ran|walked) (\d+(?:\.\d+)?(?:\/\d+)?) times as (many|much|old|tall|heavy|long|far)(?: (?!as )([a-z]+(?: [a-z]+)?))?(?: as (.+?))?(?: does| did| has| had| is| was)?$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const a = owner(m[1]!, ctx);
    if (!a) return false;
    const q = m[4]!;
    const dim =
      q === 'old'
        ? 'age'
        : q === 'tall'
          ? 'height'
          : q === 'heavy'
            ? 'weight'
            : q === 'long'
              ? 'length'
              : q === 'far'
                ? 'distance'
                : (head(m[5]) ?? ctx.lastNoun);
    if (!dim) return false;
    if (/^(?:is|was)$/.test(m[2]!) && !/^(?:old|tall|heavy|long|far)$/.test(q)) return false;
    let b: string | null;
    if (m[6]) b = owner(m[6].replace(/'s(?: [a-z]+)?$/, ''), ctx);
    else {
      const others = ctx.owners.filter((o) => o !== a);
      b = others.length >= 1 ? others.at(-1)! : null;
    }
    if (!b || a === b) return false;
    const n = N[0]!;
    note(ctx, a);
    ctx.lastNoun = dim;
    const bv = has(ctx, b, dim) ? cur(ctx, b, dim) : start(ctx, b, dim);
    if (!ctx.owners.includes(b)) ctx.owners.splice(ctx.owners.length - 1, 0, b);
    ctx.rels.push({
      out: V(start(ctx, a, dim)),
      op: 'multiply',
      x: V(bv),
      y: C(n, nums[0]!),
      why: `${nums[0]} times as ${q} as ${b}: multiply`,
      back: `${a} has ${nums[0]} times as ${q} as ${b}, so divide by ${nums[0]}`,
    });
    ctx.kinds.add('times');
    return use(1);
  }

  // --- Totals as facts: 'together they have 75 stamps', 'Ann and Bo have 30 cards in all'.
  m =
    /^(?:together,? )?(.+?) (?:have|had|has|collected|picked|made|scored|sold|read|ate|saved|earned|own|weigh|weighed) (\$?\d+(?:\.\d+)?) ?([a-z]+(?: [a-z]+)??)?(?: (?:together|in all|altogether|in total|combined|between them))?$/.exec(
      c,
    );
  if (m && nums.length === 1 && /\b(?:together|in all|altogether|in total|combined|between them)\b/.test(c)) {
    const subj = m[1]!.replace(/^together,? /, '');
    let pair: string[] | null = null;
    const two = /^(.+?) and (.+)$/.exec(subj);
    if (two) {
      const a = owner(two[1]!, ctx);
      const b = owner(two[2]!, ctx);
      if (a && b && a !== b) pair = [a, b];
    } else if (/^(?:they|we|the two|both)$/.test(subj)) {
      const named = ctx.owners;
      if (named.length === 2) pair = [...named];
    }
    if (!pair) return false;
    const noun = m[2]!.startsWith('$') ? 'dollar' : (head(m[3]) ?? ctx.lastNoun);
    if (!noun) return false;
    const [a, b] = pair as [string, string];
    const total = fresh(ctx, `total|${noun}`);
    if (!give(ctx, total, N[0]!.v)) return false;
    ctx.rels.push({
      out: V(total),
      op: 'add',
      x: V(has(ctx, a, noun) ? cur(ctx, a, noun) : start(ctx, a, noun)),
      y: V(has(ctx, b, noun) ? cur(ctx, b, noun) : start(ctx, b, noun)),
      why: 'put both amounts together: add',
      back: `the total is ${nums[0]}, so take away the other part`,
    });
    for (const o of pair) if (!ctx.owners.includes(o)) ctx.owners.push(o);
    ctx.lastNoun = noun;
    return use(1);
  }

  m =
    /^(.+?) (?:is|was) (\d+(?:\.\d+)?) ?([a-z]+)? (long|tall|high|wide|deep|heavy)$|^(.+?) (?:weighs|weighed) (\d+(?:\.\d+)?) ?([a-z]+)$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const o = owner((m[1] ?? m[5])!, ctx);
    const unit = m[3] ?? m[7];
    if (!o || (unit && !WEIGHT_UNIT.test(unit) && !LENGTH_UNIT.test(unit))) return false;
    const dim = m[5] || m[4] === 'heavy' ? 'weight' : /^(?:tall|high)$/.test(m[4]!) ? 'height' : 'length';
    note(ctx, o);
    const v = start(ctx, o, dim);
    if (ctx.known.has(v)) return false;
    if (!give(ctx, v, N[0]!.v)) return false;
    ctx.pool = { v, noun: dim };
    ctx.lastNoun = dim;
    return use(1);
  }
  // --- Containers and rates: 'a box holds 24 eggs', 'each pack has 10 juice boxes', 'there are 60 minutes in an
  // hour', 'a movie ticket costs $12', 'Leo saves $5 every week', 'a train travels 60 miles each hour'.
  m =
    /^(?:(?:each|a|an|one|every|1) )([a-z]+(?: of)?(?: [a-z]+)?) (?:holds|has|contains|can hold|seats|can seat|fits|can fit|carries|can carry|costs|weighs|is|takes|needs|uses|gives) (\$?\d+(?:\.\d+)?(?:\/\d+)?) ?([a-z]+(?: [a-z]+)?)?$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const cont = head(m[1]);
    const money = m[2]!.startsWith('$');
    const noun = money ? 'dollar' : head(m[3]);
    if (!cont || !noun || cont === noun) return false;
    if (money && m[3]) return false;
    ctx.rates.set(cont, { t: C(N[0]!, nums[0]!), noun, money });
    ctx.lastNoun = noun;
    // 'A school has 320 students' is also the pool the next sentences talk about.
    if (/^an? /.test(c) && / (?:has|holds|contains) /.test(c) && !money && !has(ctx, cont, noun)) {
      const v = start(ctx, note(ctx, cont), noun);
      if (!give(ctx, v, N[0]!.v)) return false;
      ctx.pool = { v, noun };
    }
    return use(1);
  }
  m =
    /^(?:there (?:are|is) )?(\d+(?:\.\d+)?) ([a-z]+(?: [a-z]+)??)(?: (?:going|waiting|sitting|standing|playing|riding|working|living))? (?:are )?(?:in|on|at) (?:a|an|one|each|every) ([a-z]+(?: [a-z]+)?)$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const noun = head(m[2]);
    const cont = head(m[3]);
    if (!cont || !noun || cont === noun) return false;
    ctx.rates.set(cont, { t: C(N[0]!, nums[0]!), noun, money: false });
    ctx.lastNoun = noun;
    // 'There are 28 students in a class' is also the pool the next sentences talk about.
    if (/^there .* (?:in|on|at) (?:a|an) [a-z]+(?: [a-z]+)?$/.test(c) && !has(ctx, 'there', noun)) {
      const v = start(ctx, 'there', noun);
      if (!give(ctx, v, N[0]!.v)) return false;
      if (!ctx.owners.includes('there')) ctx.owners.push('there');
      ctx.pool = { v, noun };
    }
    return use(1);
  }
  m =
    /^((?:(?:a|an|the|one) )?[a-z]+(?: [a-z]+)?)(?: (?:to|for|at) (?:the|a|an) [a-z]+)? (?:cost|costs|are|sell for|sells for) (\$\d+(?:\.\d+)?)(?: each| apiece| a piece| per [a-z]+)?$/.exec(
      c,
    );
  if (
    m &&
    nums.length === 1 &&
    (/(?:each|apiece|piece|per [a-z]+)$/.test(c) || /^(?:a|an|the|one) /.test(m[1]!))
  ) {
    const cont = head(m[1]!.replace(/^(?:a|an|the|one) /, ''));
    if (!cont) return false;
    ctx.rates.set(cont, { t: C(N[0]!, nums[0]!), noun: 'dollar', money: true });
    return use(1);
  }
  m =
    /^(.+?) (saves|earns|makes|gets|reads|walks|runs|drives|rides|travels|swims|types|writes|bakes|eats|drinks|uses|spends|practices|practises|jogs|flies|goes|moves|drips|leaks|grows|charges|pays) (\$?\d+(?:\.\d+)?(?:\/\d+)?) ?([a-z]+(?: [a-z]+)?)? (?:each|every|per|a|an) ([a-z]+)$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const o = owner(m[1]!, ctx);
    const money = m[3]!.startsWith('$');
    const noun = money
      ? 'dollar'
      : (head(m[4]) ??
        (/walks|runs|drives|rides|travels|swims|jogs|flies|goes|moves/.test(m[2]!) ? 'distance' : undefined));
    const unit = head(m[5]);
    if (!o || !noun || !unit) return false;
    note(ctx, o);
    ctx.rates.set(unit, { t: C(N[0]!, nums[0]!), noun, money });
    ctx.lastNoun = noun;
    return use(1);
  }

  // --- Groups of a given size: 'a baker puts 72 muffins into boxes of 6', '24 students in groups of 4'.
  m =
    /^(?:(.+?) (?:puts|put|packs|packed|divides|divided|splits|split|arranges|arranged|places|placed|sorts|sorted|ties|tied|groups|grouped|bundles|bundled) )?(?:(\d+) ([a-z]+(?: [a-z]+)?)|them|the ([a-z]+)) (?:(?:are|were) (?:put|packed|divided|split|arranged|placed|sorted|grouped|bundled) )?(?:into|in) ([a-z]+) of (\d+)(?: each)?$/.exec(
      c,
    );
  if (m && (m[2] ? nums.length === 2 : nums.length === 1)) {
    const named = m[2] ? head(m[3]) : m[4] ? head(m[4]) : ctx.lastNoun;
    const cont = head(m[5]);
    if (!named || !cont) return false;
    let o: string | null = null;
    if (m[1]) {
      o = owner(m[1], ctx);
      if (!o) return false;
      note(ctx, o);
    }
    let whole: Term;
    if (m[2]) whole = C(N[0]!, nums[0]!);
    else if (o && has(ctx, o, named)) whole = V(cur(ctx, o, named));
    else if (ctx.pool && ctx.pool.noun === named) whole = V(ctx.pool.v);
    else return false;
    const size = N[nums.length - 1]!;
    const count = fresh(ctx, `count|${cont}`);
    ctx.rels.push({
      out: V(count),
      op: 'divide',
      x: whole,
      y: C(size, nums.at(-1)!),
      why: `${m[5]} of ${nums.at(-1)}: how many ${nums.at(-1)}s make the whole? divide`,
    });
    ctx.groupCounts.push({ noun: cont, v: count });
    ctx.kinds.add('groups');
    return use(nums.length);
  }

  // --- Equal sharing / cutting: 'a rope is 48 metres long. it is cut into 4 equal pieces', 'a class of 30 students
  // is split into 5 equal teams', 'she shares 20 stickers equally among 4 friends'.
  m =
    /^(.+?) (?:is|are|was|were) (?:cut|split|divided|shared|broken|separated|put|sorted) (?:equally |evenly )?(?:into|among|between|in) (\d+) (?:equal |even )?([a-z]+)$/.exec(
      c,
    );
  const subjWhole = m ? /^(?:(?:a|an|the) [a-z]+ of )?(\d+) ([a-z]+)$/.exec(m[1]!) : null;
  if (m && nums.length === 2 && subjWhole) {
    const noun = head(subjWhole[2]);
    if (!noun) return false;
    const v = fresh(ctx, `whole|${noun}`);
    if (!give(ctx, v, F(subjWhole[1]!))) return false;
    ctx.pool = { v, noun };
  }
  if (m && (nums.length === 1 || subjWhole) && ctx.pool) {
    const whole = ctx.pool;
    const k = nums.length - 1;
    const each = fresh(ctx, `each|${head(m[3]) ?? 'part'}`);
    ctx.rels.push({
      out: V(each),
      op: 'divide',
      x: V(whole.v),
      y: C(N[k]!, nums[k]!),
      why: `shared equally into ${nums[k]} ${m[3]}: divide`,
    });
    ctx.shares.push({ noun: whole.noun, v: each, container: head(m[3]) ?? 'part' });
    ctx.kinds.add('share');
    return use(nums.length);
  }
  m =
    /^(.+?) (?:shares|shared|splits|split|divides|divided|cuts|cut|gives out|gave out|hands out|handed out|has|had|have) (?:(\d+) ([a-z]+(?: [a-z]+)?)|them|it|the ([a-z]+)) (?:to (?:share|split|divide|hand out|give out) )?(?:equally |evenly )?(?:among|between|into|to) (\d+) (?:equal )?([a-z]+(?: [a-z]+)?)$/.exec(
      c,
    );
  if (
    m &&
    (/equal|evenly/.test(c) || /among|between/.test(c)) &&
    (!/ (?:has|had|have) /.test(c) || / to (?:share|split|divide|hand out|give out) /.test(c))
  ) {
    const o = owner(m[1]!, ctx);
    if (!o) return false;
    note(ctx, o);
    let whole: Term;
    let noun: string | undefined;
    if (m[2]) {
      if (nums.length !== 2) return false;
      whole = C(N[0]!, nums[0]!);
      noun = head(m[3]);
    } else {
      if (nums.length !== 1) return false;
      noun = m[4] ? head(m[4]) : ctx.lastNoun;
      if (!noun) return false;
      if (has(ctx, o, noun)) whole = V(cur(ctx, o, noun));
      else if (ctx.pool && ctx.pool.noun === noun) whole = V(ctx.pool.v);
      else return false;
    }
    if (!noun) return false;
    const k = nums.length === 2 ? 1 : 0;
    const cont = head(m[6]) ?? 'group';
    const each = fresh(ctx, `each|${noun}`);
    ctx.rels.push({
      out: V(each),
      op: 'divide',
      x: whole,
      y: C(N[k]!, nums[k]!),
      why: `shared equally among ${nums[k]}: divide`,
    });
    ctx.shares.push({ noun, v: each, container: cont });
    ctx.kinds.add('share');
    return use(nums.length);
  }

  // --- Fractions and percents of a quantity: 'he sold 1/3 of them', '1/4 of them walk to school', '45% of the
  // students are girls', 'she used 1/2 of her beads'.
  m =
    /^(.+?) (gives away|gave away|gives|gave|eats|ate|loses|lost|sells|sold|spends|spent|uses|used|donates|donated|reads|read|drinks|drank|gives out|gave out) (\d+\/\d+|\d+(?:\.\d+)?%) of (?:them|it|(?:his|her|their|the|its) ([a-z]+(?: [a-z]+)?))(?: (?:to|with|for|on) .+)?$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const o = owner(m[1]!, ctx);
    if (!o) return false;
    const noun = m[4] ? (head(m[4]) === 'money' ? 'dollar' : head(m[4])) : ctx.lastNoun;
    if (!noun) return false;
    // A second fraction of 'the money' may mean the first amount or what was left: not certain.
    if (ctx.kinds.has('fraction-of') || ctx.kinds.has('percent-of')) return false;
    let whole: string;
    if (has(ctx, o, noun)) whole = cur(ctx, o, noun);
    else if (ctx.pool && ctx.pool.noun === noun) whole = ctx.pool.v;
    else return false;
    note(ctx, o);
    const part = fresh(ctx, `part|${noun}`);
    ctx.rels.push({
      out: V(part),
      op: 'multiply',
      x: V(whole),
      y: C(N[0]!, nums[0]!),
      why: `${nums[0]} of them: multiply`,
    });
    const left = has(ctx, o, noun) ? next(ctx, o, noun) : fresh(ctx, `rest|${noun}`);
    ctx.rels.push({
      out: V(left),
      op: 'subtract',
      x: V(whole),
      y: V(part),
      why: 'that part is gone: subtract',
    });
    ctx.events.push({ owner: o, verb: VERB_OF[m[2]!] ?? m[2]!, noun, v: part });
    ctx.kinds.add(N[0]!.percent ? 'percent-of' : 'fraction-of');
    ctx.lastNoun = noun;
    return use(1);
  }
  m =
    /^(\d+\/\d+|\d+(?:\.\d+)?%) of (?:them|(?:the|these|those) ([a-z]+(?: [a-z]+)?)) (?:are|were|is|was|have|had|like|liked|walk|walked|ride|rode|take|took|play|played|go|went|want|wanted|chose|choose|prefer|preferred|own|owned|wear|wore|voted|vote|got|get|came|come|speak|spoke|bring|brought)\b(.*)$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const pool = ctx.pool;
    if (!pool) return false;
    if (m[2] && head(m[2]) !== pool.noun) return false;
    const part = fresh(ctx, `part|${pool.noun}`);
    ctx.rels.push({
      out: V(part),
      op: 'multiply',
      x: V(pool.v),
      y: C(N[0]!, nums[0]!),
      why: `${nums[0]} of ${pool.noun}s: multiply`,
    });
    const rest = fresh(ctx, `rest|${pool.noun}`);
    ctx.rels.push({ out: V(rest), op: 'subtract', x: V(pool.v), y: V(part), why: 'the rest: subtract' });
    // The word that says which part: 'walk' (to school), 'girls', 'absent'.
    const pred = c
      .slice(c.indexOf(' of ') + 4)
      .split(/\s+/)
      .slice(m[2] ? m[2].split(' ').length + 1 : 1)
      .filter((w) => !/^(?:are|were|is|was|have|had|has)$/.test(w) && !STOP.has(w));
    if (!pred[0] || STOP.has(pred[0]) || singular(pred[0]) === pool.noun) return false;
    const gone = /^(?:eaten|gone|sold|used|lost|taken|broken|spent|given)$/.test(pred[0]);
    ctx.parts.push({ words: [singular(pred[0])], part, rest, noun: pool.noun, gone });
    ctx.kinds.add(N[0]!.percent ? 'percent-of' : 'fraction-of');
    return use(1);
  }
  // 'It is on sale for 25% off', 'the price is reduced by 20%'.
  m =
    /^(?:it|(?:the )?[a-z]+) (?:is|was|goes|went) on sale (?:for|at) (\d+(?:\.\d+)?%) off$|^(?:there is|it has|they give|the store gives) (?:a )?(\d+(?:\.\d+)?%) (?:discount|off)(?: on (?:it|the [a-z]+))?$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const prices = [...ctx.rates.entries()].filter(([, r]) => r.money);
    if (prices.length !== 1) return false;
    const [, price] = prices[0]!;
    const off = fresh(ctx, 'discount|dollar');
    ctx.rels.push({
      out: V(off),
      op: 'multiply',
      x: price.t,
      y: C(N[0]!, nums[0]!),
      why: `${nums[0]} of the price: multiply`,
    });
    const sale = fresh(ctx, 'sale|dollar');
    ctx.rels.push({
      out: V(sale),
      op: 'subtract',
      x: price.t,
      y: V(off),
      why: 'take the discount off the price: subtract',
    });
    ctx.parts.push({ words: ['sale', 'price', 'pay', 'cost', 'now'], part: sale, rest: off, noun: 'dollar' });
    ctx.kinds.add('percent-of');
    return use(1);
  }

  // --- A pool: 'there are 28 students in a class', 'a farmer had 300 apples', 'a book has 180 pages',
  // 'a rope is 48 metres long'.
  m =
    /^there (?:are|were|is|was) (\d+(?:\.\d+)?) ([a-z]+(?: [a-z]+)??)(?: (?:going|waiting|sitting|standing|playing|riding|working|living))?(?: (?:in|on|at|to) (?:a|an|the|his|her|their|our|my) [a-z]+(?: [a-z]+)?)?$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const noun = head(m[2]);
    if (!noun) return false;
    const v = start(ctx, 'there', noun);
    if (!give(ctx, v, N[0]!.v)) return false;
    if (!ctx.owners.includes('there')) ctx.owners.push('there');
    ctx.pool = { v, noun };
    ctx.lastNoun = noun;
    return use(1);
  }
  // 'a class of 30 students', 'a school has 320 students'
  m = /^(?:a|an|the) ([a-z]+) of (\d+) ([a-z]+)$/.exec(c);
  if (m && nums.length === 1) {
    const noun = head(m[3]);
    if (!noun) return false;
    const o = note(ctx, singular(m[1]!));
    const v = start(ctx, o, noun);
    if (!give(ctx, v, N[0]!.v)) return false;
    ctx.pool = { v, noun };
    ctx.lastNoun = noun;
    return use(1);
  }

  // 'A garden has 7 rows of tomato plants': a count of containers (what is in each comes later).
  m = CONTAINERS_RE.exec(c);
  if (
    m &&
    nums.length === 1 &&
    /^(?:rows|boxes|bags|packs|packets|shelves|baskets|crates|stacks|piles|trays|cartons|jars|bunches|groups|teams|tables|buses|vans|cars|columns|pages|sheets|cases|bundles)$/.test(
      m[3]!,
    )
  ) {
    const o = owner(m[1]!, ctx);
    const cont = head(m[3]);
    if (!o || !cont || has(ctx, o, cont)) return false;
    note(ctx, o);
    if (!give(ctx, start(ctx, o, cont), N[0]!.v)) return false;
    return use(1);
  }
  // --- Equal groups owned or bought: 'Kim has 6 bags with 7 oranges in each bag', 'she bought 2 boxes of pencils
  // with 10 pencils in each box', 'a shelf holds 6 rows of books with 9 books in each row'.
  m = GROUPS_RE.exec(c);
  if (m && nums.length === 2 && head(m[4]) === head(m[7])) {
    const o = owner(m[1]!, ctx);
    const noun = head(m[6]);
    if (!o || !noun) return false;
    note(ctx, o);
    const tot = fresh(ctx, `groups|${noun}`);
    ctx.rels.push({
      out: V(tot),
      op: 'multiply',
      x: C(N[0]!, nums[0]!),
      y: C(N[1]!, nums[1]!),
      why: `${nums[0]} ${m[4]} with ${nums[1]} in each: equal groups, so multiply`,
    });
    ctx.kinds.add('groups');
    ctx.lastNoun = noun;
    if (!has(ctx, o, noun)) {
      ctx.rels.push({ out: V(start(ctx, o, noun)), op: 'add', x: V(tot), y: { c: ZERO, raw: '0' }, why: '' });
    } else {
      const before = cur(ctx, o, noun);
      ctx.rels.push({
        out: V(next(ctx, o, noun)),
        op: 'add',
        x: V(before),
        y: V(tot),
        why: 'put the two amounts together: add',
      });
    }
    return use(2);
  }
  // 'He buys 3 shirts for $15 each', '... and pays with a $50 bill'.
  m =
    /^(.+?) (?:buys|bought|orders|ordered) (\d+) ([a-z]+(?: [a-z]+)?) (?:for|at) (\$\d+(?:\.\d+)?) (?:each|apiece|a piece)$/.exec(
      c,
    );
  if (m && nums.length === 2) {
    const o = owner(m[1]!, ctx);
    if (!o) return false;
    note(ctx, o);
    const cost = fresh(ctx, `spent|${o}`);
    ctx.rels.push({
      out: V(cost),
      op: 'multiply',
      x: C(N[0]!, nums[0]!),
      y: C(N[1]!, nums[1]!),
      why: `${nums[0]} at ${nums[1]} each: multiply`,
    });
    ctx.events.push({ owner: o, verb: 'spend', noun: 'dollar', v: cost });
    ctx.kinds.add('rate');
    if (has(ctx, o, 'dollar')) {
      const before = cur(ctx, o, 'dollar');
      ctx.rels.push({
        out: V(next(ctx, o, 'dollar')),
        op: 'subtract',
        x: V(before),
        y: V(cost),
        why: 'money spent comes out of what was there: subtract',
      });
    }
    return use(2);
  }
  m =
    /^(.+?) (?:pays|paid|gives the cashier|gave the cashier|hands the cashier|handed the cashier) (?:with )?(?:a |an )?(\$\d+(?:\.\d+)?)(?: bill| note)?$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const o = owner(m[1]!, ctx);
    const spent = ctx.events.filter((e) => e.owner === o && e.verb === 'spend');
    if (!o || spent.length !== 1) return false;
    const change = fresh(ctx, `change|${o}`);
    ctx.rels.push({
      out: V(change),
      op: 'subtract',
      x: C(N[0]!, nums[0]!),
      y: V(spent[0]!.v),
      why: 'the change is what was paid minus the cost: subtract',
    });
    ctx.events.push({ owner: o, verb: 'change', noun: 'dollar', v: change });
    return use(1);
  }
  // Arrivals and departures at the only pool: '6 more birds land on the wire', 'then 4 fly off'.
  m =
    /^(\d+) (?:more )?(?:([a-z]+) )?(?:come|came|arrive|arrived|join|joined|land|landed|fly in|flew in|get on|got on|leave|left|fly away|flew away|fly off|flew off|get off|got off|go home|went home|run away|ran away|swim away|swam away|hop away|hopped away|walk away|walked away|went inside|go inside|went home|went outside|went out|moved away|moved out)\b(?: (?:on|in|at|to|from|into|onto|off) (?:the|a) [a-z]+)?$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const noun = m[2] ? head(m[2]) : ctx.lastNoun;
    if (!noun) return false;
    const holders = ctx.owners.filter((o) => has(ctx, o, noun));
    if (holders.length !== 1) return false;
    const o = holders[0]!;
    const arrive =
      /\b(?:come|came|arrive|arrived|join|joined|land|landed|fly in|flew in|get on|got on)\b/.test(c);
    const before = cur(ctx, o, noun);
    ctx.rels.push({
      out: V(next(ctx, o, noun)),
      op: arrive ? 'add' : 'subtract',
      x: V(before),
      y: C(N[0]!, nums[0]!),
      why: arrive ? 'more came, so add' : 'some left, so take away',
    });
    ctx.kinds.add('change');
    return use(1);
  }
  // 'A pizza is cut into 8 slices': a pool of slices.
  m = /^(?:a|an|the) ([a-z]+(?: [a-z]+)?) (?:is|was) (?:cut|split|divided|broken) into (\d+) ([a-z]+)$/.exec(
    c,
  );
  if (m && nums.length === 1) {
    const noun = head(m[3]);
    if (!noun) return false;
    const v = start(ctx, 'there', noun);
    if (!give(ctx, v, N[0]!.v)) return false;
    if (!ctx.owners.includes('there')) ctx.owners.push('there');
    ctx.pool = { v, noun };
    ctx.lastNoun = noun;
    return use(1);
  }

  // 'Rita walked 3 miles each day for 6 days': a rate over a stated time.
  m =
    /^(.+?) (walked|walks|ran|runs|swam|swims|rode|rides|drove|drives|read|reads|saved|saves|earned|earns|jogged|jogs|practiced|practices|practised|practises|ate|eats|made|makes) (\$?\d+(?:\.\d+)?) ?([a-z]+)? (?:each|every|per|a) ([a-z]+) for (\d+) ([a-z]+)$/.exec(
      c,
    );
  if (m && nums.length === 2 && head(m[5]) === head(m[7])) {
    const o = owner(m[1]!, ctx);
    const noun = m[3]!.startsWith('$') ? 'dollar' : head(m[4]);
    if (!o || !noun || has(ctx, o, noun)) return false;
    note(ctx, o);
    ctx.rels.push({
      out: V(start(ctx, o, noun)),
      op: 'multiply',
      x: C(N[0]!, nums[0]!),
      y: C(N[1]!, nums[1]!),
      why: `${nums[0]} each ${m[5]} for ${nums[1]} ${m[7]}: multiply`,
    });
    ctx.kinds.add('rate');
    ctx.lastNoun = noun;
    return use(2);
  }
  // 'She gives 4 pencils to each student': how many students is the whole divided by 4.
  m =
    /^(.+?) (?:gives|gave|hands|handed|puts|put) (\d+) ([a-z]+(?: [a-z]+)?) (?:to|in|into|on) each ([a-z]+)$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const o = owner(m[1]!, ctx);
    const noun = head(m[3]);
    const cont = head(m[4]);
    if (!o || !noun || !cont || !has(ctx, o, noun)) return false;
    const count = fresh(ctx, `count|${cont}`);
    ctx.rels.push({
      out: V(count),
      op: 'divide',
      x: V(cur(ctx, o, noun)),
      y: C(N[0]!, nums[0]!),
      why: `${nums[0]} to each ${cont}: how many ${nums[0]}s make the whole? divide`,
    });
    ctx.groupCounts.push({ noun: cont, v: count });
    ctx.kinds.add('groups');
    return use(1);
  }
  // 'She puts the same number of stamps on each of 8 pages': sharing equally.
  m =
    /^(.+?) (?:puts|put|places|placed|packs|packed|plants|planted) (?:the same number of|an equal number of) ([a-z]+(?: [a-z]+)?) (?:on|in|into) each of (?:the |her |his |their )?(\d+) ([a-z]+)$/.exec(
      c,
    );
  if (m && nums.length === 1) {
    const o = owner(m[1]!, ctx);
    const noun = head(m[2]);
    if (!o || !noun || !has(ctx, o, noun)) return false;
    const each = fresh(ctx, `each|${noun}`);
    ctx.rels.push({
      out: V(each),
      op: 'divide',
      x: V(cur(ctx, o, noun)),
      y: C(N[0]!, nums[0]!),
      why: `the same number on each of ${nums[0]}: divide`,
    });
    ctx.shares.push({ noun, v: each, container: head(m[4]) ?? 'group' });
    ctx.kinds.add('share');
    return use(1);
  }
  // --- Pools, changes and unknowns: 'Tom had some marbles', 'he had 20', 'she gave away 5 (marbles) (to Ann)',
  // 'he bought some more', 'now he has 12 (left)', 'he ends up with 12'.
  m = CHANGE_RE.exec(c);
  if (m && nums.length === (m[5] ? 1 : 0)) {
    let subj = m[1]!;
    const later = /^(?:now|then) /.test(subj) || /\b(?:now|still)$/.test(subj);
    subj = subj.replace(/^(?:now|then) /, '').replace(/ (?:now|still)$/, '');
    const o = owner(subj, ctx);
    if (!o || o === 'there') return false;
    const verb = (m[2]! + (m[3] ?? '')).trim();
    const amountRaw = m[5];
    const some = m[4] && !amountRaw;
    const more = !!m[6];
    const said = head(m[7]);
    let noun = amountRaw?.startsWith('$')
      ? 'dollar'
      : said === 'one'
        ? ctx.lastNoun
        : (said ?? (m[7] ? undefined : ctx.lastNoun));
    if (m[7] && !noun) {
      // 'she gave 5 to her brother' is read with the 'to' part.
      return false;
    }
    if (amountRaw && !amountRaw.startsWith('$') && m[7] && /^(?:dollars?|bucks?)$/.test(m[7]))
      noun = 'dollar';
    if (!noun) return false;
    const tail = m[8];
    const toWhom = m[9];
    if (toWhom && !/^(?:his|her|their|the|a|an|my)?\s*[a-z]+$/.test(toWhom.trim())) return false;
    const isHave = HAVE_RE.test(verb) || /^(?:now has|now had)$/.test(verb);
    const isEnd =
      /ends up|ended up|left with/.test(verb) ||
      (isHave && (later || nowLead || tail === 'left' || tail === 'now')) ||
      (isHave && !more && (ctx.ver.get(`${o}|${noun}`) ?? 0) > 0);
    note(ctx, o);
    ctx.lastNoun = noun;
    const amount: Term | null = amountRaw
      ? C(num(amountRaw)!, amountRaw)
      : some
        ? V(fresh(ctx, `some|${o}|${noun}`))
        : null;
    if (!amount) return false;
    if (isEnd) {
      if (!has(ctx, o, noun) || !('c' in amount)) return false;
      return give(ctx, cur(ctx, o, noun), amount.c) && use(1);
    }
    if (isHave && !more) {
      if (has(ctx, o, noun)) {
        // 'Grace has 3 times as many shells as Owen. Owen has 14 shells.': the amount a relation named.
        const v = cur(ctx, o, noun);
        if (ctx.ver.get(`${o}|${noun}`) !== 0 || ctx.known.has(v) || !('c' in amount)) return false;
        return give(ctx, v, amount.c) && use(1);
      }
      const v = start(ctx, o, noun);
      if ('c' in amount) {
        if (!give(ctx, v, amount.c)) return false;
      } else ctx.rels.push({ out: V(v), op: 'add', x: amount, y: { c: ZERO, raw: '0' }, why: '' });
      ctx.pool = { v, noun };
      return use(amountRaw ? 1 : 0);
    }
    const gain = GAIN_RE.test(verb) || (isHave && more) || /^gain/.test(verb);
    const loss = LOSS_RE.test(verb) || LOSS_RE.test(m[2]!);
    if (gain === loss) return false;
    if (tail && tail !== 'more') return false;
    const stem = VERB_OF[verb] ?? VERB_OF[m[2]!] ?? m[2]!;
    if (!has(ctx, o, noun)) {
      // First mention of a gain is what they have ('Lily picked 14 flowers'); of a loss, an unknown start.
      if (gain && !more && 'c' in amount) {
        const v = start(ctx, o, noun);
        if (!give(ctx, v, amount.c)) return false;
        ctx.events.push({ owner: o, verb: stem, noun, v });
        ctx.pool = { v, noun };
        return use(1);
      }
      // 'A pizza is cut into 8 slices. Dan eats 3 slices.': taken from the only pool of that thing.
      const holders = ctx.owners.filter((x) => has(ctx, x, noun!));
      if (
        loss &&
        holders.length === 1 &&
        holders[0] === 'there' &&
        /^(?:eat|use|drink|break|take|sell|give)$/.test(stem)
      ) {
        const pb = cur(ctx, 'there', noun);
        const ev = 'c' in amount ? fresh(ctx, `${stem}|${noun}`) : amount.v;
        if ('c' in amount && !give(ctx, ev, amount.c)) return false;
        ctx.rels.push({
          out: V(next(ctx, 'there', noun)),
          op: 'subtract',
          x: V(pb),
          y: V(ev),
          why: `${stem}, so there are fewer: subtract`,
        });
        ctx.events.push({ owner: o, verb: stem, noun, v: ev });
        ctx.kinds.add('change');
        return use(amountRaw ? 1 : 0);
      }
      start(ctx, o, noun);
    }
    const before = cur(ctx, o, noun);
    const after = next(ctx, o, noun);
    const ev = 'c' in amount ? fresh(ctx, `${stem}|${noun}`) : amount.v;
    if ('c' in amount && !give(ctx, ev, amount.c)) return false;
    ctx.rels.push({
      out: V(after),
      op: gain ? 'add' : 'subtract',
      x: V(before),
      y: V(ev),
      why: gain ? `${stem} more, so the amount goes up: add` : `${stem}, so the amount goes down: subtract`,
      back: gain ? 'work backwards: undo the gain, subtract' : 'work backwards: put back what went, add',
    });
    ctx.events.push({ owner: o, verb: stem, noun, v: ev });
    ctx.kinds.add('change');
    if (toWhom && /^(?:give|lose|sell|spend)$/.test(stem)) {
      const other = owner(toWhom, ctx);
      if (other && has(ctx, other, noun)) return false; // a transfer between two known amounts: story.ts reads it
    }
    return use(amountRaw ? 1 : 0);
  }
  return false;
}

/** Reads the question; returns the variable asked for (adding relations for numbers in the question). */
function question(q: string, ctx: Ctx): string | null {
  const t = q
    .replace(/(?<![?.!])[?.!]+$/, '')
    .replace(/^(?:so|then|now|and),?\s+/, '')
    .replace(/ before (?:he|she|they|it|we|i) [a-z ]+$/, ' before')
    .trim();
  const nums = [...t.matchAll(NUM_G)].map((m) => m[0]);
  let m: RegExpExecArray | null;
  // Ages: 'how old is her sister', 'how old will julia be in 4 years', 'in 4 years, how old will julia be'.
  m =
    /^(?:in (\d+) years?,? )?how old (?:is|was|will|would) (.+?)(?: be)?(?: in (\d+) years?(?: time)?| (\d+) years? (?:ago|from now))?$/.exec(
      t,
    );
  if (m) {
    const o = owner(m[2]!, ctx);
    if (!o || !has(ctx, o, 'age')) return null;
    const n = m[1] ?? m[3] ?? m[4];
    if (nums.length !== (n ? 1 : 0)) return null;
    if (!n) return cur(ctx, o, 'age');
    const out = fresh(ctx, 'age-then');
    const ago = /ago/.test(t);
    ctx.rels.push({
      out: V(out),
      op: ago ? 'subtract' : 'add',
      x: V(cur(ctx, o, 'age')),
      y: { c: F(n), raw: n },
      why: ago ? `${n} years ago: subtract` : `${n} years from now: add`,
    });
    ctx.used++;
    return out;
  }
  m =
    /^how (tall|heavy|long|far) (?:is|was|did|does) (?!each )(.+?)(?: run| walk| swim| jump| throw| go)?$|^how much does (.+?) weigh$/.exec(
      t,
    );
  if (m && nums.length === 0) {
    const dim = m[3]
      ? 'weight'
      : { tall: 'height', heavy: 'weight', long: 'length', far: 'distance' }[m[1]!]!;
    const o = owner((m[2] ?? m[3])!, ctx);
    if (!o || !has(ctx, o, dim)) return null;
    return cur(ctx, o, dim);
  }
  // Rates with the count in the question: 'how many eggs are in 3 boxes', 'how much do 4 tickets cost',
  // 'how many people can sit at 12 tables', 'how far does it travel in 3 hours', 'how much will he have
  // saved after 9 weeks', 'how many minutes are in 4 hours'.
  if (nums.length === 1) {
    const n = num(nums[0]!);
    if (!n || n.percent || n.money) return null;
    const after = t.slice(t.indexOf(nums[0]!) + nums[0]!.length).trim();
    const unit = head(/^([a-z]+)/.exec(after)?.[1]);
    if (!unit) return null;
    const rate = ctx.rates.get(unit);
    if (!rate) return null;
    const rest = after.slice(after.indexOf(' ') + 1);
    const asksMoney = /^how much\b/.test(t) && (/\bcost|spend|pay|earn|save|money|\$/.test(t) || rate.money);
    const qnoun = head(
      /^how (?:many|much) ([a-z]+(?: [a-z]+)??) (?:are|is|will|would|do|does|did|can|could|in|fit)\b/.exec(
        t,
      )?.[1],
    );
    if (rate.money !== asksMoney && !(rate.noun === 'distance' && /^how far\b/.test(t))) return null;
    if (qnoun && qnoun !== rate.noun && !(qnoun === 'money' && rate.money)) return null;
    if (!qnoun && !asksMoney && !/^how far\b/.test(t) && !/^how much\b/.test(t)) return null;
    if (
      after.split(' ').length > 1 &&
      !/^(?:cost|in all|in total|altogether|hold|have|contain|take|need|\?)?$/.test(rest.trim()) &&
      rest === after
    )
      return null;
    const out = fresh(ctx, `total|${rate.noun}`);
    ctx.rels.push({
      out: V(out),
      op: 'multiply',
      x: { c: n.v, raw: nums[0]! },
      y: rate.t,
      why: `${nums[0]} ${unit}s, ${'raw' in rate.t ? rate.t.raw : ''} ${rate.money ? '' : rate.noun + 's '}in each: multiply`,
    });
    ctx.kinds.add('rate');
    ctx.used++;
    return out;
  }
  if (nums.length > 0) return null;
  // 'There are 90 students. Each bus holds 30 students. How many buses are needed?': the pool shared by size.
  m =
    /^how many ([a-z]+) (?:are|will be|would be) (?:needed|required)$|^how many ([a-z]+) (?:does|do|will|would) (?:he|she|they|it|we|[a-z]+) need$/.exec(
      t,
    );
  if (m) {
    const cont = head(m[1] ?? m[2]);
    const r = cont ? ctx.rates.get(cont) : undefined;
    const pool = ctx.pool;
    if (r && pool && pool.noun === r.noun && !r.money) {
      const out = fresh(ctx, `count|${cont}`);
      ctx.rels.push({
        out: V(out),
        op: 'divide',
        x: V(pool.v),
        y: r.t,
        why: `${r.noun}s shared into ${m[1] ?? m[2]} of ${'raw' in r.t ? r.t.raw : ''}: divide`,
      });
      ctx.kinds.add('groups');
      return out;
    }
  }
  // 'How much more does the book cost than the pen?': two prices compared.
  m = /^how much more (?:does|did|do) (?:the |a |an )?([a-z]+) cost than (?:the |a |an )?([a-z]+)$/.exec(t);
  if (m) {
    const a = ctx.rates.get(singular(m[1]!));
    const b = ctx.rates.get(singular(m[2]!));
    if (!a?.money || !b?.money) return null;
    const out = fresh(ctx, 'diff|dollar');
    ctx.rels.push({
      out: V(out),
      op: 'subtract',
      x: a.t,
      y: b.t,
      why: 'how much more: compare by finding the difference',
    });
    ctx.kinds.add('compare');
    return out;
  }
  // 'She got some stickers from her friend... How many did her friend give her?': the same event.
  m = /^how many(?: ([a-z]+(?: [a-z]+)?))? did (.+?) (?:give|hand|send) (her|him|them)$/.exec(t);
  if (m) {
    const o = owner(m[3]!, ctx);
    const noun = m[1] ? head(m[1]) : ctx.lastNoun;
    const evs = ctx.events.filter(
      (e) => e.owner === o && e.noun === noun && /^(?:get|receive)$/.test(e.verb),
    );
    return evs.length === 1 ? evs[0]!.v : null;
  }
  // Groups: 'how many boxes does he fill', 'how many groups are there', 'how many teams can be made'.
  m = /^how many ([a-z]+) (?:does|did|will|can|could|would|do|are|were|is|get|got|receive|received)\b/.exec(
    t,
  );
  if (m && ctx.groupCounts.length === 1 && ctx.groupCounts[0]!.noun === singular(m[1]!))
    return ctx.groupCounts[0]!.v;
  // Shares: 'how long is each piece', 'how many students are on each team', 'how many does each friend get'.
  if (ctx.shares.length === 1 && /\beach\b/.test(t)) {
    const sh = ctx.shares[0]!;
    if (
      /^how (?:long|much|many [a-z]+(?: [a-z]+)?) (?:is|are|will be|does|do|did) (?:in |on )?each [a-z]+(?: get| have| receive)?$/.test(
        t,
      ) ||
      /^how (?:many|much)(?: [a-z]+)? (?:does|did|will|would) each [a-z]+ (?:get|have|receive)$/.test(t)
    ) {
      const qn = head(/^how many ([a-z]+(?: [a-z]+)??) (?:are|is|will|does|do|did)\b/.exec(t)?.[1]);
      if (qn && qn !== sh.noun) return null;
      return sh.v;
    }
    return null;
  }
  // Parts: 'how many students walk to school', 'how many girls are there', 'what is the sale price'.
  if (ctx.parts.length === 1) {
    const p = ctx.parts[0]!;
    const words = t
      .split(/\s+/)
      .filter((w) => !STOP.has(w))
      .map((w) => singular(w));
    const hit = p.words.filter((w) => words.includes(w) && w !== p.noun).length;
    const negated = /\b(?:not|don't|do not|doesn't|didn't|rest|other|others)\b/.test(t);
    if (hit > 0) return negated ? p.rest : p.part;
    if (p.gone && /\b(?:left|remain|remaining|remained)\b/.test(t) && !negated) return p.rest;
    return null;
  }
  // Compare: 'how many more marbles does Markus have (than Mara)', 'how many fewer ... than ...'.
  m =
    /^how (?:many|much) (more|fewer|less) (?:([a-z]+(?: [a-z]+)?) )?(?:does|did|do|is|was) (.+?) (?:have|has|own|get|pick|collect|make|read|score|find|sell|eat|buy|catch|bake|save|earn|weigh|run|walk)(?: than (.+?))?$/.exec(
      t,
    );
  if (m) {
    const a = owner(m[3]!, ctx);
    const noun = m[2] ? (m[2] === 'money' ? 'dollar' : head(m[2])) : ctx.lastNoun;
    if (!a || !noun) return null;
    let b: string | null;
    if (m[4]) b = owner(m[4].replace(/ (?:does|did|has|had|do)$/, ''), ctx);
    else {
      const others = ctx.owners.filter((o) => o !== a && o !== 'there' && has(ctx, o, noun));
      b = others.length === 1 ? others[0]! : null;
    }
    if (!b || a === b || !has(ctx, a, noun) || !has(ctx, b, noun)) return null;
    const more = m[1] === 'more';
    const out = fresh(ctx, `diff|${noun}`);
    ctx.rels.push({
      out: V(out),
      op: 'subtract',
      x: V(cur(ctx, more ? a : b, noun)),
      y: V(cur(ctx, more ? b : a, noun)),
      why: 'how many more: compare by finding the difference',
    });
    ctx.kinds.add('compare');
    return out;
  }
  if (/^how (?:many|much) (?:more|fewer|less)\b/.test(t)) return null;
  m =
    /^how much change (?:does|did|will|would|should) (.+?) (?:get|receive|get back|receive back)(?: back)?$/.exec(
      t,
    );
  if (m) {
    const o = owner(m[1]!, ctx);
    const ev = ctx.events.filter((e) => e.owner === o && e.verb === 'change');
    return ev.length === 1 ? ev[0]!.v : null;
  }
  // Change: 'how many did he sell', 'how many marbles did he have at first', 'how many does she have left'.
  m =
    /^how (?:many|much)(?: ([a-z]+(?: of)?(?: [a-z]+)?))? (?:does|did|do|will|would) (.+?) (have|has|had|own|start with|begin with|buy|sell|eat|give away|give|lose|spend|use|get|find|pick|make|read|save|earn|collect|catch|win|drink|break|plant|bake|receive|walk|run|swim|ride|drive|jog|travel)(?: (left|now|in all|altogether|at first|in the beginning|to start with|to begin with|at the start|before|originally|first|to [a-z]+|in total|together))?$/.exec(
      t,
    );
  if (m) {
    let noun = m[1] ? (/^(?:money|more money)$/.test(m[1]) ? 'dollar' : head(m[1])) : undefined;
    if (m[1] && !noun) return null;
    const subj = m[2]!;
    const verb = m[3]!;
    const when = m[4];
    const two = /^(.+?) and (.+)$/.exec(subj);
    if (two) {
      // 'how many do Ann and Bo have together': only when a total relation is not already given.
      const a = owner(two[1]!, ctx);
      const b = owner(two[2]!, ctx);
      noun = noun ?? ctx.lastNoun;
      if (!a || !b || !noun || !has(ctx, a, noun) || !has(ctx, b, noun)) return null;
      const out = fresh(ctx, `sum|${noun}`);
      ctx.rels.push({
        out: V(out),
        op: 'add',
        x: V(cur(ctx, a, noun)),
        y: V(cur(ctx, b, noun)),
        why: 'put both amounts together: add',
      });
      return out;
    }
    if (/^(?:they|we)$/.test(subj) && when && /in all|altogether|in total|together/.test(when)) {
      noun = noun ?? ctx.lastNoun;
      const holders = ctx.owners.filter((o) => noun && has(ctx, o, noun));
      if (holders.length !== 2 || !noun) return null;
      const out = fresh(ctx, `sum|${noun}`);
      ctx.rels.push({
        out: V(out),
        op: 'add',
        x: V(cur(ctx, holders[0]!, noun)),
        y: V(cur(ctx, holders[1]!, noun)),
        why: 'put both amounts together: add',
      });
      return out;
    }
    const o = owner(subj, ctx);
    if (!o) return null;
    if (noun && !has(ctx, o, noun) && !when) {
      // 'Each pack has 10 juice boxes. Amira buys 6 packs.': packs times what is in each.
      const conts = [...ctx.rates.entries()].filter(([k, r]) => r.noun === noun && has(ctx, o, k));
      if (conts.length === 1) {
        const [k, r] = conts[0]!;
        const out = fresh(ctx, `total|${noun}`);
        ctx.rels.push({
          out: V(out),
          op: 'multiply',
          x: V(cur(ctx, o, k)),
          y: r.t,
          why: `${k}s times the ${noun}s in each: multiply`,
        });
        ctx.kinds.add('groups');
        return out;
      }
    }
    if (/^(?:have|has|had|own|start with|begin with)$/.test(verb)) {
      noun = noun ?? (ctx.lastNoun && has(ctx, o, ctx.lastNoun) ? ctx.lastNoun : undefined);
      if (!noun || !has(ctx, o, noun)) return null;
      if (when && /first|beginning|start|before|originally|begin/.test(when)) return `${o}|${noun}@0`;
      if (/^(?:start with|begin with)$/.test(verb)) return `${o}|${noun}@0`;
      return cur(ctx, o, noun);
    }
    const stem = VERB_OF[verb] ?? verb;
    const evs = ctx.events.filter((e) => e.owner === o && e.verb === stem && (!noun || e.noun === noun));
    // 'Kai read 1/3 as many pages as Ruth. How many pages did Kai read?': the amount a relation gave.
    if (evs.length === 0 && noun && has(ctx, o, noun) && !ctx.events.some((e) => e.owner === o))
      return cur(ctx, o, noun);
    if (evs.length !== 1) return null;
    return evs[0]!.v;
  }
  m =
    /^how many ([a-z]+(?: [a-z]+)?) (?:are|were|is|was)(?: there)?(?: (?:left|now|in all|altogether|in total|still|(?:on|in|at) the [a-z]+))*$/.exec(
      t,
    );
  if (m) {
    const noun = head(m[1]);
    if (!noun) return null;
    const holders = ctx.owners.filter((o) => has(ctx, o, noun));
    if (holders.length === 1) return cur(ctx, holders[0]!, noun);
    if (holders.length === 0) {
      // 'A garden has 7 rows of plants. There are 8 plants in each row.': rows times plants in each.
      const conts = [...ctx.rates.entries()].filter(
        ([k, r]) => r.noun === noun && ctx.owners.filter((o) => has(ctx, o, k)).length === 1,
      );
      if (conts.length !== 1) return null;
      const [k, r] = conts[0]!;
      const o = ctx.owners.find((x) => has(ctx, x, k))!;
      const out = fresh(ctx, `total|${noun}`);
      ctx.rels.push({
        out: V(out),
        op: 'multiply',
        x: V(cur(ctx, o, k)),
        y: r.t,
        why: `${k}s times the ${noun}s in each: multiply`,
      });
      ctx.kinds.add('groups');
      return out;
    }
    return null;
  }
  return null;
}

/** Solves the relations by propagation; records each derived value as a step. */
function solve(ctx: Ctx, steps: ModelStep[], sets: string[]): boolean {
  const val = (t: Term): Frac | undefined => ('c' in t ? t.c : ctx.known.get(t.v));
  const setv = (t: Term, v: Frac): boolean => {
    if ('c' in t) return t.c.equals(v);
    const k = ctx.known.get(t.v);
    if (k !== undefined) return k.equals(v);
    ctx.known.set(t.v, v);
    return true;
  };
  const rels = ctx.rels.filter((r) => r.why !== '' || !('c' in r.y) || !r.y.c.equals(ZERO));
  // 'Tom had some marbles' ties the start to an unknown of the same value.
  const alias = ctx.rels.filter((r) => r.why === '');
  for (let guard = 0; guard < 50; guard++) {
    let progress = false;
    for (const a of alias) {
      const o = val(a.out);
      const x = val(a.x);
      if (o !== undefined && x === undefined) progress = setv(a.x, o) || progress;
      if (x !== undefined && o === undefined) progress = setv(a.out, x) || progress;
    }
    for (const r of rels) {
      const o = val(r.out);
      const x = val(r.x);
      const y = val(r.y);
      const unknown = [o, x, y].filter((v) => v === undefined).length;
      if (unknown === 0) {
        const again = apply(r.op, x!, y!);
        if (!again || !again.equals(o!)) return false;
        continue;
      }
      if (unknown !== 1) continue;
      let st: ModelStep | null = null;
      if (o === undefined) {
        const v = apply(r.op, x!, y!);
        if (!v) return false;
        st = { op: r.op, a: x!, b: y!, value: v, why: r.why };
        if (!setv(r.out, v)) return false;
      } else if (x === undefined) {
        const inv: Op =
          r.op === 'add'
            ? 'subtract'
            : r.op === 'subtract'
              ? 'add'
              : r.op === 'multiply'
                ? 'divide'
                : 'multiply';
        const v = apply(inv, o, y!);
        if (!v) return false;
        st = { op: inv, a: o, b: y!, value: v, why: r.back ?? 'work backwards' };
        if (!setv(r.x, v)) return false;
      } else {
        const inv: Op =
          r.op === 'add'
            ? 'subtract'
            : r.op === 'subtract'
              ? 'subtract'
              : r.op === 'multiply'
                ? 'divide'
                : 'divide';
        const [a, b] = r.op === 'add' || r.op === 'multiply' ? [o, x] : [x, o];
        const v = apply(inv, a, b);
        if (!v) return false;
        st = { op: inv, a, b, value: v, why: r.back ?? 'work backwards' };
        if (!setv(r.y, v)) return false;
      }
      steps.push(st);
      sets.push(
        'v' in (o === undefined ? r.out : x === undefined ? r.x : r.y)
          ? ((o === undefined ? r.out : x === undefined ? r.x : r.y) as { v: string }).v
          : '',
      );
      progress = true;
    }
    if (!progress) {
      // Parts: total = A + B with A = k * B (or A = B + d): B = total / (k + 1), or (total - d) / 2.
      for (const r of rels) {
        if (r.op !== 'add' || val(r.out) === undefined || val(r.x) !== undefined || val(r.y) !== undefined)
          continue;
        if (!('v' in r.x) || !('v' in r.y)) continue;
        const xv = r.x.v;
        const yv = r.y.v;
        const link = rels.find(
          (l) =>
            'v' in l.out &&
            'v' in l.x &&
            'c' in l.y &&
            ((l.out.v === xv && l.x.v === yv) || (l.out.v === yv && l.x.v === xv)),
        );
        if (!link || !('c' in link.y) || !('v' in link.x)) continue;
        const total = val(r.out)!;
        if (link.op === 'multiply') {
          const k = link.y.c;
          const parts = k.add(F(1));
          steps.push({
            op: 'add',
            a: k,
            b: F(1),
            value: parts,
            why: `the smaller amount is 1 part and the larger is ${k.toFraction()} parts: count the parts`,
          });
          const one = apply('divide', total, parts);
          if (!one) return false;
          steps.push({
            op: 'divide',
            a: total,
            b: parts,
            value: one,
            why: 'the total shared into equal parts: divide',
          });
          sets.push('', 'v' in link.x ? link.x.v : '');
          if (!setv(link.x, one)) return false;
          progress = true;
        } else if (link.op === 'add' || link.op === 'subtract') {
          const d = link.y.c;
          const without = link.op === 'add' ? total.sub(d) : total.add(d);
          steps.push({
            op: link.op === 'add' ? 'subtract' : 'add',
            a: total,
            b: d,
            value: without,
            why: 'take away the difference: what is left is two equal amounts',
          });
          const one = apply('divide', without, F(2));
          if (!one) return false;
          steps.push({
            op: 'divide',
            a: without,
            b: F(2),
            value: one,
            why: 'two equal amounts: divide by 2',
          });
          sets.push('', 'v' in link.x ? link.x.v : '');
          if (!setv(link.x, one)) return false;
          progress = true;
        }
        if (progress) break;
      }
    }
    if (!progress) return true;
  }
  return true;
}

function apply(op: Op, a: Frac, b: Frac): Frac | null {
  if (op === 'divide' && b.n === 0n) return null;
  return op === 'add' ? a.add(b) : op === 'subtract' ? a.sub(b) : op === 'multiply' ? a.mul(b) : a.div(b);
}

/** Splits a sentence into clauses ('He buys 5 and then eats 2', 'Ann has 5 and Bo has 7'). */
function split(sentence: string): string[] {
  const parts = sentence
    .split(
      /,\s*(?:and\s+)?(?:then\s+)?(?=[a-z$\d])|(?<!\s)\s+and then\s+|(?<!\s)\s+then\s+|(?<!\s)\s+and\s+(?=now\s|(?:he|she|they|it|we|i)\s|(?:(?:a|an|the) )?[a-z]+ (?:has|had|have|is|was|gets|got|buys|bought|eats|ate|gives|gave|sells|sold|costs|cost)\s|(?:gets|got|buys|bought|eats|ate|gives|gave|sells|sold|loses|lost|uses|used|finds|found|spends|spent|receives|received|pays|paid)\s)/,
    )
    .map((x) => x.trim())
    .filter(Boolean);
  // 'Dan and Eve have 56': a part with no verb and no number is a subject, joined back to what follows.
  const out: string[] = [];
  for (const p of parts) {
    const prev = out.at(-1);
    if (prev !== undefined && /^[a-z]+(?: [a-z]+)?$/.test(prev) && !/\d/.test(prev))
      out[out.length - 1] = `${prev} and ${p}`;
    else out.push(p);
  }
  return out;
}

/** Reads and solves a word problem by relations; null when any part is not understood. */
export function readRelations(text: string, trace?: string[]): Model | null {
  const s = text
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\s+/g, ' ')
    .replace(/\btwice\b/g, '2 times')
    .replace(/\bthree times\b/g, '3 times')
    .replace(/\bhalf as (many|much|old|tall|heavy|long)\b/g, '1/2 times as $1')
    .replace(/\b(\d+\/\d+) as (many|much|old|tall|heavy|long)\b/g, '$1 times as $2')
    .replace(/\b(?:one|a) third as (many|much)\b/g, '1/3 times as $1')
    .replace(/\b(?:one|a) (?:quarter|fourth) as (many|much)\b/g, '1/4 times as $1')
    .replace(/\b(?:one )?half of\b/g, '1/2 of')
    .replace(
      /\b(?:a|one) (third|quarter|fourth|fifth) of\b/g,
      (_m, w: string) => `1/${{ third: 3, quarter: 4, fourth: 4, fifth: 5 }[w]} of`,
    )
    .replace(/(?<!\d)(\d+(?:\.\d+)?) (?:dollars?|bucks?)\b/g, '$$$1')
    .replace(/(?<!\d)(\d+(?:\.\d+)?) ?per ?cent\b/g, '$1%')
    .replace(/\b(\d+)-year-old\b/g, '$1 years old')
    .replace(/\b(mr|mrs|ms|dr)\. /g, '$1 ')
    .trim();
  if (/-\d/.test(s) || /\d\s*[+*=^]\s*\d/.test(s)) return null;
  const sentences = s.split(/(?<=[.?!])\s+/).filter(Boolean);
  if (sentences.length < 2) return null;
  let q = sentences.at(-1)!;
  const facts = sentences.slice(0, -1);
  if (!/\?$/.test(q) && !/^(?:how|what)\b/.test(q)) return null;
  const lead = /^(?:so |and |then |now )?(?:if |after |when )?([^,]+),\s*(how .+)$/.exec(q);
  if (lead && !/^in \d+ years?$/.test(lead[1]!)) {
    facts.push(lead[1]!);
    q = lead[2]!;
  }
  if (/^what is the (?:sale|new) price|^what does it cost now|^how much does it cost now/.test(q))
    q = 'how much is the sale price';
  const ctx: Ctx = {
    rels: [],
    known: new Map(),
    given: new Set(),
    ver: new Map(),
    owners: [],
    rates: new Map(),
    events: [],
    parts: [],
    groupCounts: [],
    shares: [],
    used: 0,
    money: /\$/.test(s),
    kinds: new Set(),
    uid: 0,
  };
  for (const f of facts)
    for (const c0 of split(f.replace(/[.!]$/, ''))) {
      // 'It got 120 new books and gave away 75': the second part has the same subject.
      const c = VERB_FIRST_RE.test(c0) ? `he ${c0}` : c0;
      if (!clause(c, ctx)) {
        trace?.push(`clause not understood: ${c}`);
        return null;
      }
    }
  const target = question(q, ctx);
  trace?.push(`question: ${q} -> ${target}`);
  if (!target) return null;
  const total = (s.match(NUM_G) ?? []).length;
  if (ctx.used !== total) {
    trace?.push(`numbers used ${ctx.used} of ${total}`);
    return null;
  }
  if (ctx.given.has(target)) return null;
  const steps: ModelStep[] = [];
  const sets: string[] = [];
  if (!solve(ctx, steps, sets)) return null;
  const answer = ctx.known.get(target);
  if (answer === undefined || steps.length === 0 || steps.length > 5) return null;
  if (answer.s < 0n) return null;
  if (!ctx.money && !isInt(answer)) return null;
  // Every count worked out must be whole and non-negative.
  for (const [k, v] of ctx.known)
    if (
      v.s < 0n ||
      (!ctx.money && !/^(?:length|distance|weight|height)/.test(k.split('|')[1] ?? '') && !isInt(v))
    )
      return null;
  // Only the steps that lead to the answer are kept; replayed exactly.
  for (const st of steps) {
    const again = apply(st.op, st.a, st.b);
    if (!again || !again.equals(st.value)) return null;
  }
  // 'Tom had some marbles': the start is the unknown it was tied to.
  let found = target;
  for (const a of ctx.rels.filter((r) => r.why === ''))
    if ('v' in a.out && 'v' in a.x && a.out.v === found && !sets.includes(found)) found = a.x.v;
  const last = sets.indexOf(found);
  if (last < 0) return null;
  const used = steps.slice(0, last + 1);
  // Every number in the story plays a part in the steps that lead to the answer.
  const operands = used.flatMap((st) => [st.a, st.b]);
  for (const raw of s.match(NUM_G) ?? []) {
    const n = num(raw);
    if (!n || !operands.some((o) => o.equals(n.v))) {
      trace?.push(`number not used on the way: ${raw}`);
      return null;
    }
  }
  const noun = target.split('|')[1]?.split(/[@#]/)[0] ?? ctx.lastNoun ?? 'thing';
  const kind =
    ctx.kinds.size === 1 ? [...ctx.kinds][0]! : used.length > 1 ? 'multi' : ([...ctx.kinds][0] ?? 'combine');
  const ask =
    kind === 'compare'
      ? 'What are we comparing, and which amount is bigger?'
      : kind === 'times'
        ? 'Which amount is the bigger one, and how many times as big is it?'
        : kind === 'share'
          ? 'How many are we sharing, and into how many equal groups?'
          : kind === 'groups'
            ? 'How many are there in all, and how many go in each group?'
            : kind === 'rate'
              ? 'How much is there in one, and how many of them are there?'
              : kind === 'fraction-of' || kind === 'percent-of'
                ? 'What is the whole, and what part of it are we finding?'
                : 'What do we know at the start, and what changes?';
  return {
    kind,
    answer,
    steps: used,
    noun: noun === 'age' ? 'year' : /^(?:height|weight|length|distance)$/.test(noun) ? 'thing' : noun,
    ask,
    money: ctx.money || noun === 'dollar',
  };
}
