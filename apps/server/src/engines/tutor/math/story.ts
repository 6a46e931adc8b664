/**
 * Reads a word problem into a model: quantities with their owner and unit, the events that change them
 * (change, combine, compare, equal groups, rates and prices, multiplicative compare, fractions and percents
 * of a quantity), and the question. Every clause must be understood and every number that the question
 * depends on must come from an understood clause; anything else makes the reader give up (null), so the
 * solver says "not sure" instead of stringing numbers together.
 */
import { F, type Frac, isInt, parseNumber } from './numbers.ts';

export type Op = 'add' | 'subtract' | 'multiply' | 'divide';

/** One step of the worked model: acc = acc op n, with a reason a child can follow. */
export interface ModelStep {
  op: Op;
  a: Frac;
  b: Frac;
  value: Frac;
  why: string;
}

export interface Model {
  /** change | combine | compare | groups | share | rate | times | fraction-of | percent-of | multi */
  kind: string;
  answer: Frac;
  steps: ModelStep[];
  /** What the question asks about (singular noun), for the restatement and hints. */
  noun: string;
  /** The model question for the Socratic layer ("what are we comparing?"). */
  ask: string;
  money: boolean;
}

const PRONOUNS = new Set(['he', 'she', 'they', 'it', 'we', 'i', 'you', 'him', 'her', 'them']);

/** Singular form for matching ('boxes' -> 'box', 'cherries' -> 'cherry', 'apples' -> 'apple'). */
export function singular(w: string): string {
  if (/(?:ss|us|is)$/.test(w)) return w;
  if (/ies$/.test(w) && w.length > 4) return w.slice(0, -3) + 'y';
  if (/(?:ses|xes|ches|shes|zes|oes)$/.test(w)) return w.slice(0, -2);
  if (w === 'people') return 'person';
  if (w === 'children') return 'child';
  if (w === 'men') return 'man';
  if (w === 'women') return 'woman';
  if (w === 'feet') return 'foot';
  if (w === 'teeth') return 'tooth';
  if (w === 'mice') return 'mouse';
  if (/s$/.test(w) && w.length > 2) return w.slice(0, -1);
  return w;
}

const MONEY_NOUNS = new Set(['dollar', 'money', 'buck', 'cent', '$']);
const NOT_NOUN = new Set([
  'more',
  'less',
  'fewer',
  'of',
  'to',
  'for',
  'from',
  'and',
  'in',
  'on',
  'at',
  'each',
  'every',
  'per',
  'a',
  'an',
  'the',
  'times',
  'as',
  'than',
  'away',
  'with',
  'into',
  'among',
  'between',
  'left',
  'then',
  'but',
  'so',
  'if',
  'his',
  'her',
  'their',
  'its',
  'them',
  'him',
  'equally',
  'total',
  'altogether',
  'all',
  'other',
  'new',
  'old',
  'big',
  'small',
  'large',
  'red',
  'blue',
  'green',
  'yellow',
  'white',
  'black',
  'pink',
  'purple',
  'orange',
  'brown',
]);
const ADJECTIVES = new Set([
  'red',
  'blue',
  'green',
  'yellow',
  'white',
  'black',
  'pink',
  'purple',
  'orange',
  'brown',
  'big',
  'small',
  'large',
  'little',
  'new',
  'old',
  'toy',
  'baseball',
  'shiny',
  'juicy',
  'fresh',
  'chocolate',
]);

const GAIN =
  /^(?:buys|bought|gets|got|finds|found|receives|received|picks|picked|collects|collected|wins|won|earns|earned|makes|made|adds|added|is given|was given|gets given|catches|caught|grows|grew|bakes|baked|borrows|borrowed|gains|gained|saves|saved|plants|planted|draws|drew|scores|scored|takes in|brings|brought|buys another|gets another|finds another|adds another|reads|read|runs|ran|walks|walked|swims|swam|scores|scored|writes|wrote|paints|painted|jogs|jogged|rides|rode|drives|drove|types|typed|knits|knitted|sews|sewed|folds|folded)$/;
const LOSS =
  /^(?:gives away|gave away|gives|gave|eats|ate|loses|lost|sells|sold|spends|spent|uses|used|breaks|broke|donates|donated|throws away|threw away|drops|dropped|pops|popped|lends|lent|gives out|gave out|hands out|handed out|mails|mailed|sends|sent|pays|paid|drinks|drank|cuts off|gives back|gave back|returns|returned)$/;
const HAVE =
  /^(?:has|had|have|owns|owned|holds|held|keeps|kept|is holding|was holding|starts with|started with|begins with|began with|had saved|has saved)$/;
const VERB_WORDS = [
  ...GAIN.source.slice(4, -2).split('|'),
  ...LOSS.source.slice(4, -2).split('|'),
  ...HAVE.source.slice(4, -2).split('|'),
]
  .sort((a, b) => b.length - a.length)
  .join('|');
const VERB_RE = new RegExp(`\\b(${VERB_WORDS})\\b`);

const ARRIVE =
  /\b(?:more [a-z]+ )?(?:come|came|arrive|arrived|join|joined|get on|got on|gets on|are added|were added|fly in|flew in|land|landed|hatch|hatched|grow|grew)\b/;
const LEAVE =
  /\b(?:leave|left|fly away|flew away|flies away|get off|got off|gets off|go home|went home|are taken|were taken|are eaten|were eaten|ran away|run away|are sold|were sold|pop|popped|break|broke|are used|were used|die|died|melt|melted|swim away|swam away|walk away|walked away)\b/;

interface Qty {
  v: Frac;
  noun: string;
}

interface World {
  /** owner -> noun -> amount */
  have: Map<string, Map<string, Frac>>;
  /** owner -> noun -> amount spent/earned as money */
  steps: ModelStep[];
  /** price or rate: noun (per) -> { amount, noun } */
  rates: Map<string, Qty>;
  /** last named subject */
  last?: string;
  lastNoun?: string;
  owners: string[];
  money: boolean;
  kinds: Set<string>;
  /** numbers used, by their position in the text */
  used: number;
  sharePending?: { total: Qty; owner: string };
  /** 'owner|noun' amounts that were worked out (not given in the text) */
  derived: Set<string>;
  groups?: { count: Frac; noun: string };
}

const NUM = String.raw`\$?\d+(?:\.\d+)?(?:/\d+)?%?`;

function numberAt(raw: string): { v: Frac; money: boolean; percent: boolean } | null {
  const money = raw.startsWith('$');
  const percent = raw.endsWith('%');
  const v = parseNumber(raw.replace(/[$%]/g, ''));
  if (!v) return null;
  return { v: percent ? v.div(F(100)) : v, money, percent };
}

/** The noun right after a number ('5 red apples' -> 'apple'); undefined when none follows. */
function nounAfter(rest: string): string | undefined {
  const words = rest.trim().split(/[\s,.;!?]+/);
  let i = 0;
  while (i < words.length && ADJECTIVES.has(words[i]!) && i < 2) i++;
  const w = words[i];
  if (!w || !/^[a-z]+$/.test(w) || NOT_NOUN.has(w) || VERB_RE.test(w) || PRONOUNS.has(w)) return undefined;
  return singular(w);
}

function ownerOf(subject: string, world: World): string | null {
  const s = subject
    .trim()
    .replace(/^(?:then|and|but|so|now|later|after that|next|also|finally|today|yesterday)\b,?\s*/g, '')
    .replace(/\b(?:also|then|now|later|only|just)\b/g, '')
    .replace(/^(?:the|a|an|his|her|their|my|our)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!s) return world.last ?? null;
  if (PRONOUNS.has(s)) {
    if (s === 'they' || s === 'we') return world.owners.length === 1 ? world.owners[0]! : null;
    return world.last ?? null;
  }
  if (!/^[a-z]+(?: [a-z]+)?$/.test(s)) return null;
  return singular(s);
}

function get(world: World, owner: string, noun: string): Frac | undefined {
  return world.have.get(owner)?.get(noun);
}
function set(world: World, owner: string, noun: string, v: Frac): void {
  if (world.steps.at(-1)?.value.equals(v) && world.steps.length > 0) world.derived.add(`${owner}|${noun}`);
  else world.derived.delete(`${owner}|${noun}`);
  if (!world.have.has(owner)) world.have.set(owner, new Map());
  world.have.get(owner)!.set(noun, v);
  if (!world.owners.includes(owner)) world.owners.push(owner);
}

function apply(op: Op, a: Frac, b: Frac): Frac | null {
  if (op === 'divide' && b.n === 0n) return null;
  return op === 'add' ? a.add(b) : op === 'subtract' ? a.sub(b) : op === 'multiply' ? a.mul(b) : a.div(b);
}

function step(world: World, op: Op, a: Frac, b: Frac, why: string): Frac | null {
  const value = apply(op, a, b);
  if (!value) return null;
  world.steps.push({ op, a, b, value, why });
  return value;
}

const SHARE_VERBS =
  'shares|shared|splits|split|divides|divided|puts|put|packs|packed|places|placed|arranges|arranged';
const SPLIT_AND = new RegExp(
  String.raw`,\s*(?:and\s+)?(?:then\s+)?|\s+and then\s+|\s+then\s+|\s+and\s+(?=(?:he|she|they|it|we|i)\b|\$?\d|(?:then\s+)?(?:[a-z]+\s+)?(?:${VERB_WORDS}|${SHARE_VERBS})\b)`,
);

const SPLIT_KEEP = new RegExp(`(${SPLIT_AND.source})`);
const VERB_THEN_NUMBER = new RegExp(String.raw`^(.*?\b(?:${VERB_WORDS}))\s+\$?\d`);
const NUM_G = new RegExp(NUM, 'g');

/** Splits a sentence into clauses that each carry one event ('He buys 5 and then eats 2'). */
function clauses(sentence: string): string[] {
  const out: string[] = [];
  let prefix: string | null = null;
  const raw: string[] = [];
  const pieces = sentence.split(SPLIT_KEEP);
  for (let i = 0; i < pieces.length; i += 2) {
    const part = pieces[i]!.trim();
    if (!part) continue;
    // 'Tapanga and Corey have 66', 'In a classroom, 10 children...': a part with no verb and no number
    // is a subject or a setting, not a clause of its own; it is joined back to what follows.
    const prev = raw.at(-1);
    if (prev !== undefined && !VERB_RE.test(prev) && !/\d/.test(prev))
      raw[raw.length - 1] = `${prev}${pieces[i - 1] ?? ' '}${part}`;
    else raw.push(part);
  }
  for (const part of raw) {
    // 'She gave 5 to her brother and 3 to her sister': the second part borrows 'She gave'.
    if (/^\$?\d/.test(part) && prefix && !VERB_RE.test(part)) out.push(`${prefix} ${part}`);
    else out.push(part);
    const m = VERB_THEN_NUMBER.exec(part);
    prefix = m ? m[1]! : null;
  }
  return out;
}

/** Reads one clause into the world; false when it cannot be read for certain. */
function readClause(clause: string, world: World): boolean {
  const c = clause
    .replace(/[.!]$/, '')
    .replace(
      /^(?:(?:in|on|at|during|for) (?:a|an|the|his|her|their) [a-z' ]+?|on [a-z]+day|today|yesterday|last [a-z]+|this [a-z]+|every [a-z]+|in the morning|in the afternoon|in the evening),\s*/,
      '',
    )
    .trim();
  const nums = [...c.matchAll(NUM_G)];
  // A total stated as a fact ('they have 66 together', 'between them') needs algebra: not this reader.
  if (
    /\b(?:together|between them|in all|altogether|combined|in total|total|sum|each other|remaining|rest)\b/.test(
      c,
    )
  )
    return false;
  if (nums.length === 0) {
    // A clause with no numbers may only name things; verbs of change without an amount are not understood.
    return !VERB_RE.test(c) || /^(?:he|she|they|it)\s+(?:has|had|have)\s+(?:some|many|a lot of)\b/.test(c)
      ? !/\b(?:all|half|twice|double|rest|remaining|some of)\b/.test(c)
      : false;
  }

  // Sharing stated with both numbers: '30 cookies are shared equally among 5 friends',
  // 'a class has 24 students in 4 equal groups'.
  let sh =
    /^(?:the\s+)?(\d+)\s+([a-z]+)\s+(?:are|were)\s+(?:shared|split|divided|put|packed|placed|arranged)\s+(?:equally|evenly)\s+(?:among|between|into|in|on|to)\s+(\d+)\s+([a-z]+)$/.exec(
      c,
    );
  if (sh && nums.length === 2) {
    set(world, 'there', singular(sh[2]!), parseNumber(sh[1]!)!);
    world.sharePending = { total: { v: parseNumber(sh[1]!)!, noun: singular(sh[2]!) }, owner: 'there' };
    world.groups = { count: parseNumber(sh[3]!)!, noun: singular(sh[4]!) };
    world.used += 2;
    return true;
  }
  sh = /^(.*?)(?<!\s)\s+(?:has|have|had)\s+(\d+)\s+([a-z]+)\s+(?:in|into)\s+(\d+)\s+equal\s+([a-z]+)$/.exec(
    c,
  );
  if (sh && nums.length === 2) {
    const owner = ownerOf(sh[1]!, world);
    if (!owner) return false;
    set(world, owner, singular(sh[3]!), parseNumber(sh[2]!)!);
    world.sharePending = { total: { v: parseNumber(sh[2]!)!, noun: singular(sh[3]!) }, owner };
    world.groups = { count: parseNumber(sh[4]!)!, noun: singular(sh[5]!) };
    world.used += 2;
    return true;
  }

  // Equal groups stated per member: '10 children have 7 books each', 'each of the 4 boxes has 12 pens'.
  sh =
    /^(\d+)\s+([a-z]+)\s+(?:each\s+)?(?:has|have|had|get|got|gets|bought|buy|brought|bring|ate|eat|read|made|make|collected|collect|picked|pick|found|find|caught|catch|received|receive|carry|carried|hold|held|holds|contain|contains)\s+(\d+)\s+([a-z]+)\s+each$/.exec(
      c,
    ) ??
    /^each of (?:the )?(\d+)\s+([a-z]+)\s+(?:has|have|had|gets|got|bought|brought|ate|read|made|collected|picked|found|caught|received|carries|carried|holds|held|contains)\s+(\d+)\s+([a-z]+)$/.exec(
      c,
    );
  if (sh && nums.length === 2) {
    const groups = parseNumber(sh[1]!)!;
    const per = parseNumber(sh[3]!)!;
    const noun = singular(sh[4]!);
    const total = step(
      world,
      'multiply',
      groups,
      per,
      `${sh[1]} ${sh[2]} with ${sh[3]} each: equal groups, so multiply`,
    );
    if (!total || get(world, 'there', noun) !== undefined) return false;
    set(world, 'there', noun, total);
    world.kinds.add('groups');
    world.lastNoun = noun;
    world.used += 2;
    return true;
  }

  // Equal groups: '4 boxes of 12 pencils', '5 bags with 6 apples each', '6 rows of 4 chairs'.
  let m = new RegExp(
    String.raw`^(?:(.*?)(?<!\s)\s+(?:has|have|had|buys|bought|gets|got|packs|packed|makes|made|fills|filled)\s+|there (?:are|were)\s+)?(\d+)\s+([a-z]+)\s+(?:of|with|each with|each holding|each containing|that each (?:hold|have|contain)|holding|containing)\s+(\d+)\s+([a-z]+)(?:\s+(?:each|in each|apiece|in every one))?$`,
  ).exec(c);
  if (m && nums.length === 2) {
    const groups = parseNumber(m[2]!)!;
    const per = parseNumber(m[4]!)!;
    const noun = singular(m[5]!);
    const owner = m[1] ? ownerOf(m[1], world) : 'there';
    if (!owner) return false;
    const prev = get(world, owner, noun);
    const total = step(
      world,
      'multiply',
      groups,
      per,
      `${m[2]} ${m[3]} with ${m[4]} each: equal groups, so multiply`,
    );
    if (!total) return false;
    world.kinds.add('groups');
    if (prev !== undefined) {
      const sum = step(world, 'add', prev, total, 'put the two amounts together');
      if (!sum) return false;
      set(world, owner, noun, sum);
    } else set(world, owner, noun, total);
    world.last = owner === 'there' ? world.last : owner;
    world.lastNoun = noun;
    world.used += 2;
    return true;
  }
  if (nums.length !== 1) return false;
  const raw = nums[0]![0];
  const n = numberAt(raw);
  if (!n) return false;
  // '4-year-old', '3-day trip': a number inside a compound word is not an amount we can use.
  if (/^-[a-z]/.test(c.slice(nums[0]!.index! + raw.length))) return false;
  const idx = nums[0]!.index!;
  const before = c.slice(0, idx).trim();
  const after = c.slice(idx + raw.length).trim();
  if (n.money) world.money = true;

  // Prices and rates: 'pens cost $2 each', 'each pen costs $2', 'she earns $12 an hour', '$3 per kilogram',
  // 'he reads 20 pages a day'.
  m = /^(?:(?:each|one|a|an|every|1)\s+)?([a-z]+)\s+(?:costs?|is|are|sells? for|sold for)$/.exec(before);
  if (
    m &&
    (n.money || /^(?:dollars?|cents?)\b/.test(after)) &&
    /^(?:(?:dollars?|cents?)\s+)?(?:each|apiece|a piece)?$/.test(
      after.replace(/^(?:dollars?|cents?)\s*/, (x) => x),
    ) &&
    !n.percent
  ) {
    const each = /^(?:each|one|a|an|every|1)\s/.test(before) || /\b(?:each|apiece|a piece)$/.test(after);
    if (!each) return false;
    world.rates.set(singular(m[1]!), { v: n.v, noun: /^cents?/.test(after) ? 'cent' : 'dollar' });
    world.money = true;
    world.used++;
    return true;
  }
  m = /^(?:(?:each|per|a|an|every|for (?:each|every|one|a|an))\s+)?$/.exec(before);
  const rateAfter =
    /^(?:(dollars?|cents?|[a-z]+)\s+)?(?:per|an?|each|every|for (?:each|every|one|a|an))\s+([a-z]+)$/.exec(
      after,
    );
  const rateBefore =
    /^(.*?)(?<!\s)\s+(?:earns|earned|makes|made|gets|got|charges|charged|is paid|was paid|reads|read|walks|walked|runs|ran|drives|drove|rides|rode|saves|saved|types|typed|bakes|baked|writes|wrote|drinks|drank|eats|ate|uses|used|travels|traveled|travelled|swims|swam|sells|sold|collects|collected|makes)$/.exec(
      before,
    );
  if (rateAfter && rateBefore && !n.percent) {
    const owner = ownerOf(rateBefore[1]!, world);
    if (!owner) return false;
    const noun = n.money ? 'dollar' : rateAfter[1] ? singular(rateAfter[1]) : undefined;
    if (!noun) return false;
    world.rates.set(singular(rateAfter[2]!), { v: n.v, noun });
    world.last = owner;
    world.used++;
    return true;
  }

  // Buying at a known price, or working units at a known rate: 'she buys 4 pens', 'he works 5 hours'.
  const subjVerb = VERB_RE.exec(before);
  const nounA = nounAfter(after);
  if (
    nounA &&
    world.rates.has(nounA) &&
    /^(?:.*?\s)?(?:buys|bought|orders|ordered|gets|got|works|worked|spends|spent|for|rents|rented|uses|used|walks|walked|runs|ran|drives|drove|reads|read|rides|rode|babysits|babysat)$/.test(
      before.replace(/^(?:if|when)\s+/, ''),
    )
  ) {
    const r = world.rates.get(nounA)!;
    const subject = before
      .replace(
        /(?:(?<!\s)\s+)?\b(?:buys|bought|orders|ordered|gets|got|works|worked|spends|spent|for|rents|rented|uses|used|walks|walked|runs|ran|drives|drove|reads|read|rides|rode|babysits|babysat)$/,
        '',
      )
      .replace(/^(?:if|when)\s+/, '');
    const owner = ownerOf(subject, world);
    if (!owner) return false;
    const total = step(
      world,
      'multiply',
      n.v,
      r.v,
      `${raw} ${nounA}s at ${r.noun === 'dollar' ? '$' : ''}${r.v.toFraction()} ${r.noun === 'dollar' ? '' : r.noun + 's '}each: multiply`,
    );
    if (!total) return false;
    world.kinds.add('rate');
    const key =
      r.noun === 'dollar' ? (/buy|bought|order|rent|spen/.test(before) ? 'spent' : 'earned') : r.noun;
    const prev = get(world, owner, key);
    set(world, owner, key, prev ? prev.add(total) : total);
    if (key === 'spent') {
      const cash = get(world, owner, 'dollar');
      if (cash !== undefined) {
        const left = step(world, 'subtract', cash, total, 'money spent comes out of what was there');
        if (!left) return false;
        set(world, owner, 'dollar', left);
      }
    }
    world.last = owner;
    world.used++;
    return true;
  }

  // Compare: 'Ann has 5 more apples than Tom', 'Ann has 3 fewer', 'Ann has twice as many ... as Tom'.
  m =
    /^(?:(.*?)(?<!\s)\s+(?:has|have|had|owns|picked|collected|made|found|read|scored|sold|bought|caught|baked|ate|got|saved|earned|won|is|was|weighs|are|were))$/.exec(
      before,
    );
  const cmp =
    /^(?:(?:dollars?|cents?)\s+)?(?:([a-z]+)\s+)?(more|fewer|less)\s+(?:([a-z]+)\s+)?than\s+(\S.*|[^\S\n\r\u2028\u2029])$/.exec(
      after,
    );
  if (m && cmp && !n.percent) {
    const owner = ownerOf(m[1]!, world);
    const other = ownerOf(cmp[4]!.replace(/(?<!\s)\s+(?:does|did|has|had|do)$/, ''), world);
    const noun = n.money ? 'dollar' : singular(cmp[1] ?? cmp[3] ?? world.lastNoun ?? '');
    if (!owner || !other || !noun) return false;
    const base = get(world, other, noun);
    if (base === undefined) return false;
    const v = step(
      world,
      cmp[2] === 'more' ? 'add' : 'subtract',
      base,
      n.v,
      `${cmp[2]} than ${other}: ${cmp[2] === 'more' ? 'add' : 'take away'}`,
    );
    if (!v || v.s < 0n) return false;
    set(world, owner, noun, v);
    world.kinds.add('compare');
    world.last = owner;
    world.lastNoun = noun;
    world.used++;
    return true;
  }
  if (/\bthan\b|\bas many\b|\bas much\b|\btimes\b/.test(c)) return false;

  // Fraction or percent of what someone has: 'she eats 1/4 of them', 'he spends 25% of his money'.
  m =
    /^(.*?)(?<!\s)\s+(gives away|gave away|gives|gave|eats|ate|loses|lost|sells|sold|spends|spent|uses|used|donates|donated)$/.exec(
      before,
    );
  if (
    m &&
    (/^\d+\/\d+$/.test(raw) || n.percent) &&
    /^of\s+(?:them|it|(?:his|her|their|the)\s+([a-z]+))$/.test(after)
  ) {
    const owner = ownerOf(m[1]!, world);
    if (!owner) return false;
    const nm = /^of\s+(?:them|it|(?:his|her|their|the)\s+([a-z]+))$/.exec(after)!;
    const noun = nm[1] ? singular(nm[1]) : world.lastNoun;
    const key = noun && MONEY_NOUNS.has(noun) ? 'dollar' : noun;
    if (!key) return false;
    const cur = get(world, owner, key);
    if (cur === undefined) return false;
    const part = step(
      world,
      'multiply',
      cur,
      n.v,
      `${n.percent ? raw : raw} of ${cur.toFraction()}: multiply`,
    );
    if (!part || (key !== 'dollar' && !isInt(part))) return false;
    const left = step(world, 'subtract', cur, part, 'that part is gone, so take it away');
    if (!left) return false;
    set(world, owner, key, left);
    world.kinds.add(n.percent ? 'percent-of' : 'fraction-of');
    world.used++;
    return true;
  }
  if (/^\d+\/\d+$/.test(raw) || n.percent) return false;

  // Sharing equally: '30 cookies are shared equally among 5 friends', 'she puts them equally into 4 bags'.
  if (/\b(?:equally|evenly|equal)\b/.test(c)) {
    m =
      /^(?:(.*?)(?<!\s)\s+)?(?:shares?|shared|splits?|divides?|divided|puts?|packs?|packed|places?|placed|arranges?|arranged)\s+(?:(\d+)\s+([a-z]+)|them|it|the\s+([a-z]+))\s+(?:equally|evenly)\s+(?:among|between|into|in|on|to)$/.exec(
        before,
      );
    const m2 =
      /^(?:(.*?)(?<!\s)\s+)?(?:are|were|is|was)\s+(?:shared|split|divided|put|packed|placed|arranged)\s+(?:equally|evenly)\s+(?:among|between|into|in|on|to)$/.exec(
        before,
      );
    const target = nounAfter(after);
    if (m && target) {
      const owner = ownerOf(m[1] ?? '', world);
      const noun = m[4] ? singular(m[4]) : world.lastNoun;
      if (!owner || !noun) return false;
      const total = get(world, owner, noun);
      if (total === undefined) return false;
      world.sharePending = { total: { v: total, noun }, owner };
      world.groups = { count: n.v, noun: target };
      world.used++;
      return true;
    }
    if (m2 && target) {
      // the total is in the subject: '30 cookies are shared'
      const sm = /^(\d+)\s+([a-z]+)$/.exec((m2[1] ?? '').trim());
      void sm;
      return false;
    }
    return false;
  }

  // Arrivals and departures without an owner: 'there are 7 birds', '4 more birds come', '18 people got off'.
  m = /^(?:there (?:are|were|is|was)|(?:in|on|at) the [a-z]+(?: [a-z]+)? (?:there )?(?:are|were))$/.exec(
    before,
  );
  if (m) {
    const noun = nounAfter(after);
    if (!noun) return false;
    const prev = get(world, 'there', noun);
    if (prev !== undefined) return false;
    set(world, 'there', noun, n.v);
    world.lastNoun = noun;
    world.used++;
    return true;
  }
  if (
    before === '' ||
    before === 'then' ||
    before === 'and' ||
    /^(?:then|and|later|after that|next),?$/.test(before)
  ) {
    const noun = nounAfter(after.replace(/^more\s+/, '')) ?? world.lastNoun;
    const rest = after;
    const arrive = ARRIVE.test(rest);
    const leave = LEAVE.test(rest);
    if (noun && arrive !== leave && get(world, 'there', noun) !== undefined) {
      const cur = get(world, 'there', noun)!;
      const v = step(
        world,
        arrive ? 'add' : 'subtract',
        cur,
        n.v,
        arrive ? 'more came, so add' : 'some left, so take away',
      );
      if (!v || v.s < 0n) return false;
      set(world, 'there', noun, v);
      world.kinds.add('change');
      world.used++;
      return true;
    }
    // Otherwise read on: '9 of them popped' is a part of someone's amount (below).
  }

  // What follows the amount must be what it counts (and where it goes), not another event or relation:
  // '$25 for her weekly consumption while her mom sent her twice the amount' is not one event.
  const plainTail =
    !/\b(?:while|whereas|twice|times|half|double|triple|as many|as much|amount|each|every|per|than|if|when|because|which)\b/.test(
      after,
    ) &&
    !VERB_RE.test(after) &&
    // 'Her brother has 4 fewer pencils' compares with someone: it is not an amount of 4.
    !/^(?:fewer|less)\b/.test(after);

  // Someone gives the owner more: 'her brother gave her 9 more', 'Grandma gives Sam 5 apples'.
  m =
    /^(.*?)(?<!\s)\s+(?:gives|gave|hands|handed|sends|sent|brings|brought|buys|bought)\s+(her|him|them|[a-z]+)$/.exec(
      before,
    );
  if (m && !n.percent && !/^(?:away|back|out)$/.test(m[2]!)) {
    if (!plainTail) return false;
    const giver = ownerOf(m[1]!, world);
    const receiver = ownerOf(m[2]!, world);
    const noun = n.money ? 'dollar' : (nounAfter(after.replace(/^more\s+/, '')) ?? world.lastNoun);
    if (!receiver || !noun || giver === receiver) return false;
    const cur = get(world, receiver, noun);
    if (cur === undefined) return false;
    const r = step(world, 'add', cur, n.v, `${receiver} is given ${raw} more: add`);
    if (!r) return false;
    set(world, receiver, noun, r);
    if (giver && get(world, giver, noun) !== undefined) {
      const g = step(world, 'subtract', get(world, giver, noun)!, n.v, `${giver} gives them away: subtract`);
      if (!g || g.s < 0n) return false;
      set(world, giver, noun, g);
    }
    world.kinds.add('change');
    world.used++;
    return true;
  }

  // 'N of them popped', '9 of the balloons flew away': part of the only pool leaves.
  m = /^of (?:them|the [a-z]+|those)\s+(\S.*|[^\S\n\r\u2028\u2029])$/.exec(after);
  if (before === '' && m && !n.percent) {
    const holders = world.owners.filter((o) => world.lastNoun && get(world, o, world.lastNoun) !== undefined);
    if (holders.length !== 1 || !world.lastNoun) return false;
    const gone =
      LEAVE.test(m[1]!) ||
      /\b(?:popped|broke|burst|melted|spoiled|were lost|got lost|ran away|flew away|fell)\b/.test(m[1]!);
    if (!gone) return false;
    const cur = get(world, holders[0]!, world.lastNoun)!;
    const r = step(world, 'subtract', cur, n.v, `${raw} are gone: subtract`);
    if (!r || r.s < 0n) return false;
    set(world, holders[0]!, world.lastNoun, r);
    world.kinds.add('change');
    world.used++;
    return true;
  }

  // Each of a known number of groups: 'There are 4 vans. Each van carries 11 children.'
  m = /^each ([a-z]+) (?:has|have|holds|carries|contains|gets|seats|fits)$/.exec(before);
  if (m && !n.percent) {
    const container = singular(m[1]!);
    const count = get(world, 'there', container);
    const noun = nounAfter(after);
    if (count === undefined || !noun) return false;
    const total = step(
      world,
      'multiply',
      count,
      n.v,
      `${count.toFraction()} ${container}s with ${raw} each: equal groups, so multiply`,
    );
    if (!total) return false;
    set(world, 'there', noun, total);
    world.kinds.add('groups');
    world.lastNoun = noun;
    world.used++;
    return true;
  }

  // Spending on something: 'He bought a book for $13.'
  m =
    /^(.*?)(?<!\s)\s+(?:bought|buys|paid|pays|spent|spends)\s+(?:(?:(?:a|an|the|some|one)\s*)?[a-z](?:[a-z ]*[a-z])?\s*|(?:a|an|the|some|one)\s*)?(?:for|on)$/.exec(
      before,
    );
  if (m && n.money && after === '') {
    const owner = ownerOf(m[1]!, world);
    if (!owner) return false;
    const cash = get(world, owner, 'dollar');
    if (cash === undefined) return false;
    const r = step(world, 'subtract', cash, n.v, `spending $${n.v.toFraction()} takes it away: subtract`);
    if (!r || r.s < 0n) return false;
    set(world, owner, 'dollar', r);
    const prev = get(world, owner, 'spent');
    set(world, owner, 'spent', prev ? prev.add(n.v) : n.v);
    world.kinds.add('change');
    world.last = owner;
    world.used++;
    return true;
  }

  // Owner + verb + number: has/had (set), gain (+), loss (-), 'gives N to X' (transfer).
  if (!subjVerb || !plainTail) return false;
  const verb = subjVerb[1]!;
  const subject = before.slice(0, subjVerb.index).trim();
  const between = before.slice(subjVerb.index + verb.length).trim();
  if (between && !/^(?:away|another|back|only|just|out)$/.test(between)) return false;
  const owner = ownerOf(subject, world);
  if (!owner) return false;
  let noun = n.money ? 'dollar' : nounAfter(after.replace(/^more\s+/, ''));
  const toWhom = /\b(?:to|with)\s+(?:(?:his|her|their|the|a|an)\s+)?([a-z]+)(?:\s+[a-z]+)?$/.exec(after);
  if (!noun) noun = world.lastNoun ?? (n.money ? 'dollar' : undefined);
  if (!noun) return false;
  if (/^(?:dollars?|cents?)\b/.test(after))
    noun = singular(after.split(/\s+/)[0]!) === 'cent' ? 'cent' : 'dollar';
  const cur = get(world, owner, noun);
  const v = verb.replace(/^(?:is|was|has|had) /, '');
  if (HAVE.test(verb) && !/^more\b/.test(after)) {
    if (cur !== undefined) return false;
    set(world, owner, noun, n.v);
  } else if (GAIN.test(verb) || (HAVE.test(verb) && /^more\b/.test(after))) {
    if (cur === undefined) {
      // First mention: 'Lily picked 14 flowers' is how many she has.
      if (/^more\b/.test(after)) return false;
      set(world, owner, noun, n.v);
    } else {
      const r = step(world, 'add', cur, n.v, `${v} ${raw} more, so the amount goes up: add`);
      if (!r) return false;
      set(world, owner, noun, r);
      world.kinds.add('change');
    }
  } else if (LOSS.test(verb)) {
    if (cur === undefined) {
      // 'Sold 20' before any amount: the amount is unknown.
      if (
        n.money &&
        /spen|pa(?:y|id)/.test(verb) &&
        (world.owners.includes(owner) || PRONOUNS.has(subject) || !subject)
      ) {
        const prev = get(world, owner, 'spent');
        set(world, owner, 'spent', prev ? prev.add(n.v) : n.v);
        world.used++;
        world.last = owner;
        return true;
      }
      // 'There are 12 cookies in the jar. Tom eats 3 cookies.': taken from the only pool of that thing.
      const holders = world.owners.filter((o) => get(world, o, noun!) !== undefined);
      if (
        holders.length === 1 &&
        holders[0] === 'there' &&
        /^(?:eats|ate|takes|took|uses|used|drinks|drank|breaks|broke|pops|popped|removes|removed)$/.test(verb)
      ) {
        const pool = get(world, 'there', noun)!;
        const r = step(world, 'subtract', pool, n.v, `${verb} ${raw}, so there are fewer: subtract`);
        if (!r || r.s < 0n) return false;
        set(world, 'there', noun, r);
        world.kinds.add('change');
        world.lastNoun = noun;
        world.used++;
        return true;
      }
      return false;
    }
    const r = step(world, 'subtract', cur, n.v, `${v} ${raw}, so the amount goes down: subtract`);
    if (!r || r.s < 0n) return false;
    set(world, owner, noun, r);
    world.kinds.add('change');
    if (toWhom && /^(?:gives|gave|lends|lent|sends|sent|mails|mailed|pays|paid)$/.test(v)) {
      const other = ownerOf(toWhom[1]!, world);
      if (other && world.have.has(other) && get(world, other, noun) !== undefined) {
        const o = step(world, 'add', get(world, other, noun)!, n.v, `${other} gets them: add`);
        if (!o) return false;
        set(world, other, noun, o);
      }
    }
  } else return false;
  world.last = owner;
  world.lastNoun = noun;
  world.used++;
  return true;
}

interface Question {
  kind: 'have' | 'sum' | 'diff' | 'each' | 'spent' | 'earned' | 'rate';
  owners: string[];
  noun?: string;
  more?: boolean;
}

function readQuestion(q: string, world: World): Question | null {
  const t = q
    .replace(/(?<![?.!])[?.!]+$/, '')
    .replace(
      /(?<!\s)\s+(?:now|at the end|in the end|after that|then|today|all together|in total|in all|altogether|together|total|combined|left over|remaining|still)$/g,
      (x) => ` ${x.trim()}`,
    )
    .trim();
  const all = /\b(?:in all|altogether|all together|in total|total|together|combined|both)\b/.test(t);
  let m =
    /^how many (more|fewer|less) ([a-z]+(?: [a-z]+)?)? ?(?:does|did|do|will|would|is|are|was|were) (.+?)(?<!\s) (?:have|has|had|get|got|pick|picked|collect|make|read|score|find|own|need|sell|eat|buy|catch|bake|save)?\s*than (.+?)(?: does| did| has| had| do)?$/.exec(
      t,
    );
  if (m) {
    const a = ownerOf(m[3]!, world);
    const b = ownerOf(m[4]!, world);
    if (!a || !b) return null;
    return {
      kind: 'diff',
      owners: [a, b],
      noun: m[2] ? singular(m[2].split(' ').at(-1)!) : undefined,
      more: m[1] === 'more',
    };
  }
  m =
    /^how (?:much|many) (?:more|fewer|less) ([a-z]+ )?(?:does|did|do) (.+?) (?:have|has|get|pick|picked|collect|make|read|score|find|own|sell|eat|buy|catch|bake|save)$/.exec(
      t,
    );
  if (m) {
    // 'How many more did Lily pick?': compared with the only other owner.
    const a = ownerOf(m[2]!, world);
    const others = world.owners.filter((o) => o !== a && o !== 'there');
    if (!a || others.length !== 1) return null;
    return {
      kind: 'diff',
      owners: [a, others[0]!],
      noun: m[1] ? singular(m[1].trim()) : undefined,
      more: !/fewer|less/.test(t),
    };
  }
  m =
    /^how many ([a-z]+(?: [a-z]+)?) (?:does|did|will|would|can|should) (?:each|every) ([a-z]+) (?:get|have|receive|eat)$|^how many ([a-z]+(?: [a-z]+)?) (?:are|will be|were|go|will go|should go|can go|does [a-z]+ put|did [a-z]+ put|do they put) (?:in|on|into) each ([a-z]+)$/.exec(
      t,
    );
  if (m) return { kind: 'each', owners: [], noun: singular((m[1] ?? m[3])!.split(' ').at(-1)!) };
  if (
    /^how much (?:money )?(?:does|did|will|would) (.+?) (?:spend|pay|spent|need to pay|have to pay)(?: in all| in total| altogether)?$/.test(
      t,
    )
  ) {
    const o = ownerOf(
      /^how much (?:money )?(?:does|did|will|would) (.+?) (?:spend|pay|spent|need to pay|have to pay)/.exec(
        t,
      )![1]!,
      world,
    );
    return o ? { kind: 'spent', owners: [o], noun: 'dollar' } : null;
  }
  if (
    /^how much (?:money )?(?:does|did|will|would) (.+?) (?:earn|make|get paid|receive)(?: in all| in total| altogether)?$/.test(
      t,
    )
  ) {
    const o = ownerOf(
      /^how much (?:money )?(?:does|did|will|would) (.+?) (?:earn|make|get paid|receive)/.exec(t)![1]!,
      world,
    );
    return o ? { kind: 'earned', owners: [o], noun: 'dollar' } : null;
  }
  m =
    /^how (?:many|much) (?:([a-z]+(?: [a-z]+)?) )?(?:does|did|do|will|would) (.+?) (?:have|has|own|hold|keep|need|collect|get|pick|make|read|score|run|bake|catch|find|save|walk|write|plant|win)(?: left| now| in all| altogether| in total| together| combined| left over| remaining| then| over the [a-z]+| in both [a-z]+| this [a-z]+)*$/.exec(
      t,
    );
  if (m) {
    const nounWords = m[1]?.trim();
    const subj = m[2]!;
    const noun = nounWords
      ? /^money$/.test(nounWords)
        ? 'dollar'
        : singular(nounWords.split(' ').at(-1)!)
      : undefined;
    const two = /^(.+?) and (.+)$/.exec(subj);
    if (two) {
      const a = ownerOf(two[1]!, world);
      const b = ownerOf(two[2]!, world);
      if (!a || !b || a === b) return null;
      return { kind: 'sum', owners: [a, b], noun };
    }
    if (/^(?:they|we|you)$/.test(subj) && all)
      return { kind: 'sum', owners: world.owners.filter((o) => o !== 'there'), noun };
    const o = ownerOf(subj, world);
    return o ? { kind: 'have', owners: [o], noun } : null;
  }
  m =
    /^how (?:many|much) ([a-z]+(?: [a-z]+)?)? ?(?:are|were|is|was|will be) (?:there )?(?:left|now|in all|altogether|in total|total|together|still|remaining|on the [a-z]+(?: now)?|in the [a-z]+(?: now)?|at the [a-z]+(?: now)?)?(?: now| in all| altogether| in total| left| there| (?:in|on|at) the [a-z]+)*$/.exec(
      t,
    );
  if (m) {
    const noun = m[1] ? singular(m[1].split(' ').at(-1)!) : undefined;
    const holders = noun ? world.owners.filter((o) => get(world, o, noun) !== undefined) : world.owners;
    if (holders.length > 1) return all ? { kind: 'sum', owners: holders, noun } : null;
    if (world.have.has('there')) return { kind: 'have', owners: ['there'], noun };
    const owners = world.owners;
    if (owners.length === 1) return { kind: 'have', owners, noun };
    if (all) return { kind: 'sum', owners, noun };
    return null;
  }
  return null;
}

function amount(world: World, owner: string, noun: string | undefined): { v: Frac; noun: string } | null {
  const inv = world.have.get(owner);
  if (!inv) return null;
  if (noun) {
    const key = MONEY_NOUNS.has(noun) ? 'dollar' : noun;
    const v = inv.get(key);
    if (v !== undefined) return { v, noun: key };
    // 'how many fruits' over apples only: not certain.
    return null;
  }
  const keys = [...inv.keys()].filter((k) => k !== 'spent' && k !== 'earned');
  if (keys.length !== 1) return null;
  return { v: inv.get(keys[0]!)!, noun: keys[0]! };
}

/** Reads and solves a word problem; null when any part is not understood. */
export function readStory(text: string, trace?: string[]): Model | null {
  const s = text
    .replace(/(\d),(\d{3})\b/g, '$1$2')
    .replace(/\s+/g, ' ')
    .replace(/\bhalf of\b/g, '1/2 of')
    .replace(/\b(?:a|one) half\b/g, '1/2')
    .replace(/\bhalf (?=the|his|her|their|them)/g, '1/2 of ')
    .replace(
      /\ba (?:third|quarter|fourth|fifth) of\b/g,
      (m) => `1/${{ third: 3, quarter: 4, fourth: 4, fifth: 5 }[m.split(' ')[1]!]} of`,
    )
    .replace(/\btwice as many\b/g, '2 times as many')
    .replace(/\bdouble\b/g, '2 times')
    .replace(/(?<!\d)(\d+(?:\.\d+)?) (?:dollars?|bucks?)\b/g, '$$$1')
    .replace(/(?<!\d)(\d+(?:\.\d+)?) per ?cent\b/g, '$1%')
    .trim();
  if (/-\d/.test(s) || /\d\s*[+*/=^]\s*\d/.test(s.replace(/(?<!\d)\d+\/\d+/g, '1'))) return null;
  const sentences = s.split(/(?<=[.?!])\s+/).filter(Boolean);
  if (sentences.length === 0) return null;
  const qi = sentences.findIndex((x) => /^(?:how|what)\b/.test(x) || /\?$/.test(x));
  if (qi < 0) return null;
  if (qi !== sentences.length - 1) return null;
  let question = sentences[qi]!;
  const facts = sentences.slice(0, qi);
  // 'If she gives away 3, how many are left?' / 'She buys 2 more. How many ...'
  const lead = /^(?:so |and |then |now )?(?:if |after |when )?(.+?),\s*(how .+)$/.exec(question);
  if (lead && !/^how\b/.test(question)) {
    facts.push(lead[1]!);
    question = lead[2]!;
  }
  question = question.replace(/^(?:so|then|now|and),?\s+/, '');
  const world: World = {
    have: new Map(),
    steps: [],
    rates: new Map(),
    owners: [],
    money: /\$/.test(s),
    kinds: new Set(),
    used: 0,
    derived: new Set(),
  };
  for (const f of facts) {
    for (const c of clauses(f.replace(/[.!]$/, ''))) {
      if (!readClause(c, world)) {
        trace?.push(`clause not understood: ${c}`);
        return null;
      }
    }
  }
  const totalNumbers = (s.match(NUM_G) ?? []).length;
  const qNums = (question.match(NUM_G) ?? []).length;
  if (qNums > 0) return null;
  if (world.used !== totalNumbers) {
    trace?.push(`numbers used ${world.used} of ${totalNumbers}`);
    return null;
  }
  const Q = readQuestion(question, world);
  trace?.push(`question: ${question} -> ${JSON.stringify(Q)}`);
  if (!Q) return null;
  let answer: Frac | null = null;
  let noun = Q.noun ?? world.lastNoun ?? 'thing';
  let kind = [...world.kinds][0] ?? 'combine';
  let ask = 'What do we know at the start, and what changes?';
  switch (Q.kind) {
    case 'have': {
      const a = amount(world, Q.owners[0]!, Q.noun);
      if (!a) return null;
      // The answer must be worked out, not a number read straight from the story.
      if (!world.derived.has(`${Q.owners[0]}|${a.noun}`)) return null;
      answer = a.v;
      noun = a.noun;
      if (world.steps.length === 0) return null;
      break;
    }
    case 'sum': {
      if (Q.owners.length < 2) return null;
      const parts = Q.owners.map((o) => amount(world, o, Q.noun));
      if (parts.some((p) => !p) || new Set(parts.map((p) => p!.noun)).size !== 1) return null;
      let acc = parts[0]!.v;
      for (const p of parts.slice(1)) {
        const v = step(world, 'add', acc, p!.v, 'put both amounts together: add');
        if (!v) return null;
        acc = v;
      }
      answer = acc;
      noun = parts[0]!.noun;
      kind = world.steps.length > 1 ? 'multi' : 'combine';
      ask = 'Whose amounts are we putting together?';
      break;
    }
    case 'diff': {
      const [a, b] = Q.owners.map((o) => amount(world, o, Q.noun));
      if (!a || !b || a.noun !== b.noun) return null;
      const v = Q.more ? a.v.sub(b.v) : b.v.sub(a.v);
      if (v.s < 0n || v.n === 0n) return null;
      const r = step(
        world,
        'subtract',
        Q.more ? a.v : b.v,
        Q.more ? b.v : a.v,
        'how many more: compare by finding the difference',
      );
      if (!r) return null;
      answer = r;
      noun = a.noun;
      kind = 'compare';
      ask = 'What are we comparing, and which amount is bigger?';
      break;
    }
    case 'each': {
      if (!world.sharePending || !world.groups) return null;
      const r = step(
        world,
        'divide',
        world.sharePending.total.v,
        world.groups.count,
        'sharing equally: divide',
      );
      if (!r || !isInt(r)) return null;
      answer = r;
      noun = world.sharePending.total.noun;
      kind = 'share';
      ask = 'How many are we sharing, and into how many equal groups?';
      break;
    }
    case 'spent':
    case 'earned': {
      const v = get(world, Q.owners[0]!, Q.kind);
      if (v === undefined) return null;
      answer = v;
      noun = 'dollar';
      kind = 'rate';
      ask = 'What does one cost (or pay), and how many are there?';
      break;
    }
    default:
      return null;
  }
  if (!answer || answer.s < 0n || world.steps.length === 0 || world.steps.length > 4) return null;
  if (!world.money && !isInt(answer)) return null;
  if (world.sharePending && Q.kind !== 'each') return null;
  if (world.steps.length > 1 && kind !== 'compare' && kind !== 'share')
    kind = world.steps.length > 1 ? 'multi' : kind;
  // Self-check: replay the steps; each must follow from the one before and end at the answer.
  for (const st of world.steps) {
    const again = apply(st.op, st.a, st.b);
    if (!again || !again.equals(st.value)) return null;
  }
  if (
    !world.steps.at(-1)!.value.equals(answer) &&
    Q.kind !== 'have' &&
    Q.kind !== 'spent' &&
    Q.kind !== 'earned'
  )
    return null;
  return { kind, answer, steps: world.steps, noun, ask, money: world.money || MONEY_NOUNS.has(noun) };
}
