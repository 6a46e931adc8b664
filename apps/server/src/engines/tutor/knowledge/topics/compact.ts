import { containsAnswer, contentTerms, splitSentences } from '../text.ts';
import type { CheckQuestion, Fact, GradeBand, KbSubject, Misconception, Topic } from '../types.ts';

/**
 * The compact notes format: one topic per block, one field per line, so that many topics stay readable.
 *
 *   # id | Title | subject | band | standard codes (space separated; `*` stands for any grade: RL.*.2)
 *   k: keyword, another keyword phrase          (names a student might use; the title counts too;
 *                                                `~word` is an example the topic mentions, not owns)
 *   e: the facts for K-2 readers                 m: the facts for grades 3-8    d: more for grades 6-8
 *   s: a Socratic question | the next one | ...  (questions that lead to the idea)
 *   x: a wrong idea => what is true instead      (repeatable)
 *   f: cue words = answer / other answer :: the fact and why   (repeatable; a factual question's answer)
 *   c: a check question? = answer / other :: a hint            (repeatable)
 *   v: term = kid-friendly definition                           (repeatable)
 *   t: story text (story topics; repeatable lines are joined)
 *   n: the name the router reads in place of the title, when the title students see ("Conservation of mass")
 *      would make the topic own a word other topics are asked by ("mass"); the title is still what is shown
 *
 * A block headed `+ id | codes` adds fields (and codes) to a topic written in the long form.
 */

const SUBJECTS: Record<string, KbSubject> = {
  reading: 'reading',
  writing: 'writing',
  science: 'science',
  social: 'social studies',
  'social studies': 'social studies',
  music: 'music',
  art: 'art',
  thinking: 'critical thinking',
  'critical thinking': 'critical thinking',
  math: 'math',
};

export interface TopicExtension {
  id: string;
  standards: string[];
  keywords: string[];
  socratic: string[];
  misconceptions: Misconception[];
  facts: Fact[];
}

function parseFact(body: string, where: string): Fact {
  const [head, say] = body.split('::').map((s) => s.trim());
  const [cue, answers] = (head ?? '').split('=').map((s) => s.trim());
  if (!cue || !answers || !say) throw new Error(`${where}: a fact needs "cue = answers :: fact".`);
  return {
    cue: contentTerms(cue),
    answers: answers.split('/').map((a) => a.trim()),
    say,
  };
}

function feedbackFor(answer: string, texts: string[]): string {
  // A cheap look for the answer's start before the careful (spelling-lenient) check.
  const probe = answer.toLowerCase().slice(0, 4);
  for (const text of texts) {
    if (!text || !text.toLowerCase().includes(probe)) continue;
    const sentence = splitSentences(text).find((s) => containsAnswer(s, answer));
    if (sentence) return `Right! ${sentence}`;
  }
  return `Right, **${answer}**.`;
}

function parseCheck(body: string, texts: string[], where: string): CheckQuestion {
  const [head, hint] = body.split('::').map((s) => s.trim());
  const eq = (head ?? '').lastIndexOf('=');
  const question = eq > 0 ? head!.slice(0, eq).trim() : '';
  const answers =
    eq > 0
      ? head!
          .slice(eq + 1)
          .split('/')
          .map((a) => a.trim())
      : [];
  if (!question || answers.length === 0 || !hint)
    throw new Error(`${where}: a check question needs "question? = answers :: hint".`);
  return { question, answers, feedback: feedbackFor(answers[0]!, texts), hint };
}

interface Fields {
  lines: [string, string][];
}

function blocks(source: string): { head: string; fields: Fields }[] {
  const out: { head: string; fields: Fields }[] = [];
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('//')) continue;
    if (line.startsWith('# ') || line.startsWith('+ ')) {
      out.push({ head: line, fields: { lines: [] } });
      continue;
    }
    const m = /^([a-z]):\s*(\S.*)?$/.exec(line);
    const current = out[out.length - 1];
    if (!m || !current) {
      // A continuation of the previous field (long story text).
      const last = current?.fields.lines[current.fields.lines.length - 1];
      if (!last) throw new Error(`Notes: a line outside a topic: "${line.slice(0, 40)}"`);
      last[1] += ` ${line}`;
      continue;
    }
    current.fields.lines.push([m[1]!, m[2] ?? '']);
  }
  return out;
}

const list = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** Parses compact notes into topics (`#` blocks) and extensions of long-form topics (`+` blocks). */
export function parseNotes(source: string): { topics: Topic[]; extensions: TopicExtension[] } {
  const topics: Topic[] = [];
  const extensions: TopicExtension[] = [];
  for (const { head, fields } of blocks(source)) {
    const parts = head
      .slice(2)
      .split('|')
      .map((s) => s.trim());
    const id = parts[0]!;
    const get = (key: string) => fields.lines.filter(([k]) => k === key).map(([, v]) => v.trim());
    const misconceptions = get('x').map((x) => {
      const [wrong, right] = x.split('=>').map((s) => s.trim());
      if (!wrong || !right) throw new Error(`${id}: a misconception needs "wrong => right".`);
      return { wrong, right };
    });
    const facts = get('f').map((f) => parseFact(f, id));
    const socratic = get('s').flatMap((s) =>
      s
        .split('|')
        .map((q) => q.trim())
        .filter(Boolean),
    );
    if (head.startsWith('+ ')) {
      extensions.push({
        id,
        standards: (parts[1] ?? '').split(/\s+/).filter(Boolean),
        keywords: get('k').flatMap(list),
        socratic,
        misconceptions,
        facts,
      });
      continue;
    }
    const [, title, subjectName, band, codes] = parts;
    const subject = SUBJECTS[subjectName ?? ''];
    if (!title || !subject || !band || !['K-2', '3-5', '6-8'].includes(band))
      throw new Error(`Notes: bad topic header "${head}".`);
    const easy = get('e').join(' ');
    const more = get('m').join(' ');
    const deeper = get('d').join(' ');
    const explanation = more || easy;
    const story = get('t').join(' ');
    const routing = get('n').join(' ').trim();
    const named = get('k').flatMap(list);
    const examples = named.filter((k) => k.startsWith('~')).map((k) => k.slice(1).trim());
    topics.push({
      id,
      title,
      ...(routing ? { routingTitle: routing } : {}),
      subject,
      band: band as GradeBand,
      keywords: named.filter((k) => !k.startsWith('~')),
      ...(examples.length ? { examples } : {}),
      explanation,
      ...(easy && more ? { simple: easy } : {}),
      ...(deeper ? { deeper } : {}),
      vocab: get('v').map((v) => {
        const i = v.indexOf('=');
        return { term: v.slice(0, i).trim(), definition: v.slice(i + 1).trim() };
      }),
      questions: get('c').map((c) => parseCheck(c, [explanation, easy, deeper, story], id)),
      socratic,
      misconceptions,
      facts,
      standards: (codes ?? '').split(/\s+/).filter(Boolean),
      ...(story ? { story } : {}),
    });
  }
  return { topics, extensions };
}

/** Applies extensions to long-form topics (returns new topic objects). */
export function extendTopics(topics: Topic[], extensions: TopicExtension[]): Topic[] {
  // A topic may be extended by more than one block (in different notes files): all of them apply, in order.
  const byId = new Map<string, TopicExtension[]>();
  for (const e of extensions) byId.set(e.id, [...(byId.get(e.id) ?? []), e]);
  const known = new Set(topics.map((t) => t.id));
  for (const e of extensions) if (!known.has(e.id)) throw new Error(`Notes: no topic '${e.id}' to extend.`);
  return topics.map((t) => {
    const es = byId.get(t.id);
    if (!es) return t;
    return {
      ...t,
      keywords: [...t.keywords, ...es.flatMap((e) => e.keywords)],
      socratic: [...t.socratic, ...es.flatMap((e) => e.socratic)],
      misconceptions: [...t.misconceptions, ...es.flatMap((e) => e.misconceptions)],
      facts: [...t.facts, ...es.flatMap((e) => e.facts)],
      standards: [...t.standards, ...es.flatMap((e) => e.standards)],
    };
  });
}
