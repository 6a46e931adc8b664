import { readFileSync } from 'node:fs';

/**
 * K-3 academic standards (Common Core math and ELA, NGSS science): load once, look up by code, and
 * normalise the spellings teachers type (CCSS.ELA-LITERACY.RL.K.1, ccss.math.content.k.cc.a.1, K.CC.1,
 * L.K.1.a) to the official dotted code. Pure apart from reading the two JSON files beside this module.
 */

export type StandardSubject = 'math' | 'reading' | 'writing' | 'speaking-listening' | 'language' | 'science';

export interface Standard {
  code: string;
  grade: 'K' | '1' | '2' | '3' | 'K-2' | '3-5';
  subject: StandardSubject;
  domain: string;
  description: string;
  alt_codes: string[];
  level: 'standard' | 'component' | 'performance expectation';
}

let cache: { all: Standard[]; byKey: Map<string, Standard> } | null = null;

function read(file: string): Standard[] {
  return JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as Standard[];
}

/** A comparison key: upper case, without the CCSS prefixes, and with sub-parts joined (L.K.1.a -> L.K.1A). */
function key(code: string): string {
  let c = code.trim().toUpperCase().replace(/\s+/g, '');
  c = c.replace(/^CCSS\./, '').replace(/^(ELA-LITERACY|MATH\.CONTENT|MATH)\./, '');
  c = c.replace(/^NGSS[.:-]?/, '');
  return c.replace(/\.([A-Z])$/, '$1');
}

function load() {
  if (cache) return cache;
  const k3 = read('standards-k3.json');
  const bands = read('standards-k3-gradebands.json').map((s) => ({
    ...s,
    grade: s.code.startsWith('K-2') ? ('K-2' as const) : ('3-5' as const),
    subject: 'science' as const,
    alt_codes: s.alt_codes ?? [],
  }));
  const all = [...k3, ...bands];
  const byKey = new Map<string, Standard>();
  for (const s of all) {
    byKey.set(key(s.code), s);
    for (const alt of s.alt_codes ?? []) if (!byKey.has(key(alt))) byKey.set(key(alt), s);
  }
  cache = { all, byKey };
  return cache;
}

/** Every standard (K-3 plus the K-2 and 3-5 engineering bands). */
export function allStandards(): readonly Standard[] {
  return load().all;
}

/** The standard for a code in any common spelling, or null. */
export function findStandard(code: string): Standard | null {
  if (!code || code.length > 80) return null;
  return load().byKey.get(key(code)) ?? null;
}

/** The official code for a spelling, or null when no standard has it. */
export function normaliseCode(code: string): string | null {
  return findStandard(code)?.code ?? null;
}

/**
 * True when a code matches a pattern in which `*` stands for any run of letters, digits and dashes:
 * `RL.*.2` is RL.K.2 ... RL.3.2 (not the components), `RF.K.2*` is RF.K.2 and RF.K.2a-e.
 */
export function codeMatches(pattern: string, code: string): boolean {
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[A-Za-z0-9-]*')}$`,
  );
  return re.test(code);
}
