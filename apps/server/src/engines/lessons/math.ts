import { createRng, type Rng } from './rng.ts';
import { NAMES, thingsFor, type BuildContext, type LessonContent } from './content.ts';

/**
 * Math lessons: the standard's text picks a family (counting, comparing, adding and subtracting, place value,
 * multiplying and dividing, fractions, measurement, time, money, data, shapes, area and perimeter, rounding,
 * even and odd), and the family writes worked examples and practice items whose answers are computed here.
 */

interface Item {
  q: string;
  a: string;
}
interface Family {
  id: string;
  title: string;
  /** Worked examples: a problem and its steps. */
  examples: (rng: Rng, ctx: BuildContext, max: number) => { problem: string; steps: string[] }[];
  practice: (rng: Rng, ctx: BuildContext, max: number) => Item[];
  materials: string[];
}

const tensOnes = (x: number) =>
  `${Math.floor(x / 10)} ${Math.floor(x / 10) === 1 ? 'ten' : 'tens'} and ${x % 10} ${x % 10 === 1 ? 'one' : 'ones'}`;

function limitFor(ctx: BuildContext): number {
  const m = /within (\d+)/i.exec(ctx.description);
  if (m) return Number(m[1]);
  return { K: 10, '1': 20, '2': 100, '3': 1000 }[ctx.grade];
}

function addSubItem(rng: Rng, max: number, who: string, things: string, i: number): Item {
  const a = rng.int(Math.max(1, Math.floor(max / 5)), Math.max(2, Math.floor(max * 0.6)));
  const b = rng.int(1, Math.max(1, max - a));
  if (i % 2 === 0)
    return { q: `${who} has ${a} ${things}. ${who} gets ${b} more. How many ${things} now?`, a: `${a + b}` };
  return { q: `${a + b} - ${b} = ___`, a: `${a}` };
}

const COUNTING: Family = {
  id: 'counting',
  title: 'Counting',
  examples: (rng, _ctx, max) => {
    const start = rng.int(1, Math.max(1, max - 5));
    const by = max >= 100 && rng.int(0, 1) === 1 ? 10 : 1;
    const seq = [0, 1, 2, 3, 4].map((i) => start + i * by);
    return [
      {
        problem: `Count on from ${start} by ${by === 10 ? 'tens' : 'ones'}.`,
        steps: [`Say ${start}, then add ${by} each time.`, `${seq.join(', ')}.`],
      },
    ];
  },
  practice: (rng, ctx, max) => {
    const things = thingsFor(ctx.topic, 'stars');
    return [0, 1, 2, 3].map((i) => {
      const start = rng.int(1, Math.max(1, max - 4));
      if (i % 2 === 0)
        return { q: `What comes next? ${start}, ${start + 1}, ${start + 2}, ___`, a: `${start + 3}` };
      const n = rng.int(3, Math.min(10, Math.max(3, max)));
      return { q: `Count the ${things}: ${'*'.repeat(n).split('').join(' ')}. How many?`, a: `${n}` };
    });
  },
  materials: ['Counters', 'Number charts (1-100)', 'Ten frames'],
};

const FAMILIES: { test: RegExp; family: Family }[] = [
  { test: /^count|\bcount (?:to|forward|on)|number names|count sequence|counting/i, family: COUNTING },
  {
    test: /area|perimeter/i,
    family: {
      id: 'area',
      title: 'Area and perimeter of rectangles',
      examples: (rng) => {
        const l = rng.int(3, 9);
        const w = rng.int(2, 6);
        return [
          {
            problem: `A rectangle is ${l} units long and ${w} units wide. Find its area and perimeter.`,
            steps: [
              `Area: count the square units in ${w} rows of ${l}: ${l} x ${w} = ${l * w} square units.`,
              `Perimeter: add the four sides: ${l} + ${w} + ${l} + ${w} = ${2 * (l + w)} units.`,
            ],
          },
        ];
      },
      practice: (rng) =>
        [0, 1, 2, 3].map((i) => {
          const l = rng.int(2, 10);
          const w = rng.int(2, 8);
          return i % 2 === 0
            ? { q: `What is the area of a ${l} by ${w} rectangle?`, a: `${l * w} square units` }
            : { q: `What is the perimeter of a ${l} by ${w} rectangle?`, a: `${2 * (l + w)} units` };
        }),
      materials: ['Grid paper', 'Square tiles', 'Rulers'],
    },
  },
  {
    test: /fraction|equal shares|halves|thirds|fourths|partition/i,
    family: {
      id: 'fractions',
      title: 'Fractions as equal parts',
      examples: (rng) => {
        const b = rng.pick([2, 3, 4, 6, 8]);
        const a = rng.int(1, b - 1);
        const c = rng.pick([2, 3, 4, 6, 8].filter((x) => x !== b));
        const bigger = 1 / b > 1 / c ? `1/${b}` : `1/${c}`;
        return [
          {
            problem: `Show ${a}/${b} of a rectangle.`,
            steps: [
              `Cut the rectangle into ${b} equal parts: each part is 1/${b}.`,
              `Shade ${a} of the parts: that is ${a}/${b}.`,
            ],
          },
          {
            problem: `Which is bigger, 1/${b} or 1/${c}?`,
            steps: [`Fewer equal parts means bigger parts.`, `So ${bigger} is bigger.`],
          },
        ];
      },
      practice: (rng) =>
        [0, 1, 2, 3].map((i) => {
          const b = rng.pick([2, 3, 4, 6, 8]);
          const a = rng.int(1, b - 1);
          if (i % 2 === 0)
            return {
              q: `A pizza is cut into ${b} equal slices. You eat ${a}. What fraction did you eat?`,
              a: `${a}/${b}`,
            };
          const c = rng.pick([2, 3, 4, 6, 8].filter((x) => x !== b));
          return { q: `Which is bigger: 1/${b} or 1/${c}?`, a: b < c ? `1/${b}` : `1/${c}` };
        }),
      materials: ['Paper strips or fraction bars', 'Paper circles to fold', 'Crayons'],
    },
  },
  {
    test: /\btime\b|clock|minute/i,
    family: {
      id: 'time',
      title: 'Telling time',
      examples: (rng) => {
        const h = rng.int(1, 11);
        const m = rng.pick([0, 15, 30, 45]);
        const add = rng.pick([15, 30]);
        const total = h * 60 + m + add;
        return [
          {
            problem: `What time is it ${add} minutes after ${h}:${String(m).padStart(2, '0')}?`,
            steps: [
              `Start at ${h}:${String(m).padStart(2, '0')}.`,
              `Count on ${add} minutes on the clock.`,
              `It is ${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}.`,
            ],
          },
        ];
      },
      practice: (rng) =>
        [0, 1, 2, 3].map(() => {
          const h = rng.int(1, 11);
          const m = rng.pick([0, 30]);
          const add = rng.pick([30, 60]);
          const total = h * 60 + m + add;
          return {
            q: `The clock shows ${h}:${String(m).padStart(2, '0')}. What time is it ${add} minutes later?`,
            a: `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`,
          };
        }),
      materials: ['A teaching clock', 'Paper plate clocks'],
    },
  },
  {
    test: /money|dollar|\bcoins?\b|\bdimes?\b|\bquarters?\b|\bcents?\b/i,
    family: {
      id: 'money',
      title: 'Counting money',
      examples: (rng) => {
        const d = rng.int(1, 4);
        const n = rng.int(1, 3);
        const p = rng.int(1, 4);
        return [
          {
            problem: `How much is ${d} dimes, ${n} nickels and ${p} pennies?`,
            steps: [
              `Dimes: ${d} x 10 = ${d * 10} cents.`,
              `Nickels: ${n} x 5 = ${n * 5} cents.`,
              `Pennies: ${p} cents.`,
              `In all: ${d * 10} + ${n * 5} + ${p} = ${d * 10 + n * 5 + p} cents.`,
            ],
          },
        ];
      },
      practice: (rng) =>
        [0, 1, 2, 3].map(() => {
          const q = rng.int(0, 3);
          const d = rng.int(1, 4);
          return { q: `How many cents is ${q} quarters and ${d} dimes?`, a: `${q * 25 + d * 10} cents` };
        }),
      materials: ['Play coins (quarters, dimes, nickels, pennies)', 'Price cards'],
    },
  },
  {
    test: /\bround/i,
    family: {
      id: 'rounding',
      title: 'Rounding to the nearest 10 or 100',
      examples: (rng) => {
        const x = rng.int(101, 989);
        return [
          {
            problem: `Round ${x} to the nearest ten.`,
            steps: [
              `${x} is between ${Math.floor(x / 10) * 10} and ${Math.floor(x / 10) * 10 + 10}.`,
              `The ones digit is ${x % 10}: ${x % 10 >= 5 ? '5 or more, round up' : 'less than 5, round down'}.`,
              `${x} rounds to ${Math.round(x / 10) * 10}.`,
            ],
          },
        ];
      },
      practice: (rng) =>
        [0, 1, 2, 3].map((i) => {
          const x = rng.int(101, 989);
          return i % 2 === 0
            ? { q: `Round ${x} to the nearest ten.`, a: `${Math.round(x / 10) * 10}` }
            : { q: `Round ${x} to the nearest hundred.`, a: `${Math.round(x / 100) * 100}` };
        }),
      materials: ['Number lines (hundreds)', 'Whiteboards'],
    },
  },
  {
    test: /\bodd\b|\beven\b/i,
    family: {
      id: 'even-odd',
      title: 'Even and odd numbers',
      examples: (rng) => {
        const x = rng.int(6, 20);
        return [
          {
            problem: `Is ${x} even or odd?`,
            steps: [
              `Make pairs with ${x} counters.`,
              x % 2 === 0
                ? `Every counter has a partner: ${x / 2} + ${x / 2} = ${x}. So ${x} is even.`
                : `One counter is left over. So ${x} is odd.`,
            ],
          },
        ];
      },
      practice: (rng) =>
        [0, 1, 2, 3].map(() => {
          const x = rng.int(3, 20);
          return { q: `Is ${x} even or odd?`, a: x % 2 === 0 ? 'even' : 'odd' };
        }),
      materials: ['Counters', 'Ten frames'],
    },
  },
  {
    test: /data|graph|tally|line plot|chart/i,
    family: {
      id: 'data',
      title: 'Reading a graph',
      examples: (rng, ctx) => {
        const things = thingsFor(ctx.topic, 'fruits');
        const a = rng.int(3, 9);
        const b = rng.int(2, a - 1);
        return [
          {
            problem: `${a} children chose apples and ${b} chose pears. Make a picture graph. How many more chose apples?`,
            steps: [
              `Draw ${a} pictures in the apples row and ${b} in the pears row.`,
              `Compare the rows: ${a} - ${b} = ${a - b}.`,
              `${a - b} more children chose apples (a survey about ${things}).`,
            ],
          },
        ];
      },
      practice: (rng) => {
        const counts = [rng.int(2, 9), rng.int(2, 9), rng.int(2, 9)];
        const [r, g, y] = counts as [number, number, number];
        const table = `Red ${r}, Green ${g}, Yellow ${y}.`;
        return [
          { q: `Votes: ${table} How many votes in all?`, a: `${r + g + y}` },
          {
            q: `Votes: ${table} How many more Red than Green? (If Green has more, say how many more Green.)`,
            a: `${Math.abs(r - g)}`,
          },
          {
            q: `Votes: ${table} Which color has the most votes?`,
            a: r >= g && r >= y ? 'Red' : g >= y ? 'Green' : 'Yellow',
          },
          { q: `Votes: ${table} Draw a bar graph of the votes.`, a: `bars of ${r}, ${g} and ${y}` },
        ];
      },
      materials: ['Chart paper', 'Sticky notes for votes', 'Crayons'],
    },
  },
  {
    test: /length|measur|inch|feet|foot|centimet|meter|volume|mass|gram|liter|weigh/i,
    family: {
      id: 'measurement',
      title: 'Measuring and comparing lengths',
      examples: (rng) => {
        const a = rng.int(5, 12);
        const b = rng.int(2, a - 1);
        return [
          {
            problem: `A pencil is ${a} inches long. A crayon is ${b} inches long. How much longer is the pencil?`,
            steps: [
              `Line up both at 0 on the ruler.`,
              `Find the difference: ${a} - ${b} = ${a - b}.`,
              `The pencil is ${a - b} inches longer.`,
            ],
          },
        ];
      },
      practice: (rng) =>
        [0, 1, 2, 3].map((i) => {
          const a = rng.int(6, 30);
          const b = rng.int(2, a - 1);
          return i % 2 === 0
            ? {
                q: `A ribbon is ${a} cm long. Another is ${b} cm. How much longer is the first one?`,
                a: `${a - b} cm`,
              }
            : { q: `A rope is ${a} inches. Add ${b} more inches. How long is it now?`, a: `${a + b} inches` };
        }),
      materials: ['Rulers (inches and centimeters)', 'Classroom objects to measure', 'Paper clips'],
    },
  },
  {
    test: /shape|triangle|rectang|square|hexagon|circle|cube|cylinder|cone|sphere|polygon|quadrilateral|angle|\bsides\b/i,
    family: {
      id: 'shapes',
      title: 'Shapes and their attributes',
      examples: (rng) => {
        const shapes = rng.shuffle(SHAPES).slice(0, 2);
        return shapes.map(([name, sides, corners]) => ({
          problem: `How many sides and corners does a ${name} have?`,
          steps: [
            `Trace each side with a finger and count: ${sides}.`,
            `Touch each corner and count: ${corners}.`,
          ],
        }));
      },
      practice: (rng) =>
        rng
          .shuffle(SHAPES)
          .slice(0, 4)
          // The shape's name (the word the lesson teaches) in a short sentence of its own, then the question
          // in one-syllable words: "How many sides does a trapezoid have?" read above grade for K.
          .map(([name, sides]) => ({
            q: `Look at the ${name}. How many sides does it have?`,
            a: `${sides}`,
          })),
      materials: ['Pattern blocks', 'Shape cards', 'Geoboards and bands'],
    },
  },
  {
    test: /multipl|divi|product|quotient|equal groups|array/i,
    family: {
      id: 'multiply',
      title: 'Multiplying and dividing with equal groups',
      examples: (rng, ctx) => {
        const things = thingsFor(ctx.topic, 'cookies');
        const g = rng.int(2, 6);
        const n = rng.int(2, 9);
        return [
          {
            problem: `There are ${g} plates with ${n} ${things} on each. How many ${things} in all?`,
            steps: [`${g} equal groups of ${n}.`, `${g} x ${n} = ${g * n}.`, `There are ${g * n} ${things}.`],
          },
          {
            problem: `${g * n} ${things} are shared equally on ${g} plates. How many on each plate?`,
            steps: [`Think: ${g} x ? = ${g * n}.`, `${g * n} ÷ ${g} = ${n}.`],
          },
        ];
      },
      practice: (rng) =>
        [0, 1, 2, 3].map((i) => {
          const a = rng.int(2, 10);
          const b = rng.int(2, 10);
          return i % 2 === 0
            ? { q: `${a} x ${b} = ___`, a: `${a * b}` }
            : { q: `${a * b} ÷ ${a} = ___`, a: `${b}` };
        }),
      materials: ['Counters', 'Paper plates', 'Array cards'],
    },
  },
  {
    test: /add|subtract|sum|differen|plus|minus|word problem|equation|unknown/i,
    family: {
      id: 'add-subtract',
      title: 'Adding and subtracting',
      examples: (rng, ctx, max) => {
        const things = thingsFor(ctx.topic, 'marbles');
        const who = rng.pick(NAMES);
        const a = rng.int(Math.max(1, Math.floor(max / 4)), Math.max(2, Math.floor(max / 2)));
        const b = rng.int(1, Math.max(1, Math.floor(max / 3)));
        const steps =
          max > 20 && a >= 10
            ? [
                `Tens: ${Math.floor(a / 10) * 10} + ${Math.floor(b / 10) * 10} = ${(Math.floor(a / 10) + Math.floor(b / 10)) * 10}.`,
                `Ones: ${a % 10} + ${b % 10} = ${(a % 10) + (b % 10)}.`,
                `Together: ${(Math.floor(a / 10) + Math.floor(b / 10)) * 10} + ${(a % 10) + (b % 10)} = ${a + b}.`,
              ]
            : [`Start at ${a} and count on ${b}.`, `${a} + ${b} = ${a + b}.`];
        return [
          { problem: `${who} has ${a} ${things} and finds ${b} more. How many ${things} now?`, steps },
          {
            problem: `${who} has ${a + b} ${things} and gives away ${b}. How many are left?`,
            steps: [
              `Take away ${b} from ${a + b}.`,
              `${a + b} - ${b} = ${a}.`,
              `Check: ${a} + ${b} = ${a + b}.`,
            ],
          },
        ];
      },
      practice: (rng, ctx, max) => {
        const things = thingsFor(ctx.topic, 'stickers');
        return [0, 1, 2, 3].map((i) => addSubItem(rng, max, rng.pick(NAMES), things, i));
      },
      materials: ['Counters or cubes', 'Number lines', 'Whiteboards and markers'],
    },
  },
  {
    test: /compar|greater|less than/i,
    family: {
      id: 'compare',
      title: 'Comparing numbers',
      examples: (rng, _ctx, max) => {
        const a = rng.int(1, max);
        let b = rng.int(1, max);
        if (b === a) b = a === max ? a - 1 : a + 1;
        return [
          {
            problem: `Compare ${a} and ${b}.`,
            steps: [
              max > 10 ? `Look at the tens first, then the ones.` : `Count out both groups and match them.`,
              `${a} ${a > b ? '>' : '<'} ${b}: ${a > b ? a : b} is greater.`,
            ],
          },
        ];
      },
      practice: (rng, _ctx, max) =>
        [0, 1, 2, 3].map(() => {
          const a = rng.int(1, max);
          let b = rng.int(1, max);
          if (b === a) b = a === max ? a - 1 : a + 1;
          return { q: `Which is greater: ${a} or ${b}?`, a: `${Math.max(a, b)}` };
        }),
      materials: ['Base-ten blocks', 'Greater-than and less-than cards'],
    },
  },
  {
    test: /place value|tens|hundreds|\bones\b|digit|expanded form|base-ten|base ten|teen/i,
    family: {
      id: 'place-value',
      title: 'Tens and ones',
      examples: (rng, ctx) => {
        const x = ctx.grade === '2' || ctx.grade === '3' ? rng.int(101, 999) : rng.int(11, 99);
        const parts =
          x >= 100
            ? `${Math.floor(x / 100)} hundreds, ${Math.floor(x / 10) % 10} tens and ${x % 10} ones`
            : `${Math.floor(x / 10)} tens and ${x % 10} ones`;
        const expanded =
          x >= 100
            ? `${Math.floor(x / 100) * 100} + ${(Math.floor(x / 10) % 10) * 10} + ${x % 10}`
            : `${Math.floor(x / 10) * 10} + ${x % 10}`;
        return [
          {
            problem: `Build ${x} with base-ten blocks.`,
            steps: [`${x} is ${parts}.`, `In expanded form: ${expanded} = ${x}.`],
          },
        ];
      },
      practice: (rng) =>
        [0, 1, 2, 3].map((i) => {
          const x = rng.int(11, 99);
          return i % 2 === 0
            ? { q: `How many tens and ones are in ${x}?`, a: tensOnes(x) }
            : { q: `${Math.floor(x / 10)} tens and ${x % 10} ones make what number?`, a: `${x}` };
        }),
      materials: ['Base-ten blocks', 'Place-value mats'],
    },
  },
  { test: /.*/, family: COUNTING },
];

const SHAPES: [string, number, number][] = [
  ['triangle', 3, 3],
  ['square', 4, 4],
  ['rectangle', 4, 4],
  ['pentagon', 5, 5],
  ['hexagon', 6, 6],
  ['trapezoid', 4, 4],
];

export function mathFamily(description: string): string {
  return FAMILIES.find((f) => f.test.test(description))!.family.id;
}

export function buildMath(ctx: BuildContext, seed: string): LessonContent {
  const { family } = FAMILIES.find((f) => f.test.test(ctx.description))!;
  const rng = createRng(seed);
  const max = Math.max(5, limitFor(ctx));
  const examples = family.examples(rng, ctx, max);
  const practice = family.practice(rng, ctx, max);
  const items = [...practice.slice(1), ...family.practice(rng, ctx, max).slice(0, 2)];
  const exit = family.practice(rng, ctx, max)[0]!;
  const guided = [
    ...examples.map(
      (e, i) =>
        `Worked example ${i + 1} (I do): ${e.problem} ${e.steps.map((s, j) => `Step ${j + 1}: ${s}`).join(' ')}`,
    ),
    `We do: solve "${practice[0]!.q}" together (answer: ${practice[0]!.a}). Students explain each step aloud.`,
  ];
  return {
    titleCore: family.title,
    hook: `Pose a quick real-life problem (${examples[0]!.problem}) and ask: how could we find out?`,
    guided,
    independent: items.map((p, i) => `${i + 1}. ${p.q}`),
    formative: `Circulate and listen for the steps from the worked examples. Answer key: ${items
      .map((p, i) => `${i + 1}) ${p.a}`)
      .join('; ')}. Exit ticket: ${exit.a}.`,
    exitTicket: exit.q,
    materials: family.materials,
  };
}
