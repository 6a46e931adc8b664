import { readFileSync } from 'node:fs';
import { findStandard } from '../standards/standards.ts';

/**
 * Skills are standards codes: the K-3 Common Core and NGSS codes of the standards engine, plus the few
 * codes of the same schemes this bank adds (grades 4-5 math and reading, and the C3 Framework's
 * social-studies indicators, since there is no national K-3 social-studies standard set).
 */
export type SkillSubject = 'math' | 'reading' | 'science' | 'social-studies';

export interface SkillInfo {
  code: string;
  subject: SkillSubject;
  grade: string;
  description: string;
}

interface ExtraSkill {
  code: string;
  grade: string;
  subject: SkillSubject;
  description: string;
}

let extras: Map<string, ExtraSkill> | null = null;
function extraSkills(): Map<string, ExtraSkill> {
  if (!extras) {
    const list = JSON.parse(
      readFileSync(new URL('./data/skills-extra.json', import.meta.url), 'utf8'),
    ) as ExtraSkill[];
    extras = new Map(list.map((s) => [s.code.toUpperCase(), s]));
  }
  return extras;
}

/** The skill for a standards code in any common spelling, or null when the code is not a standard. */
export function findSkill(code: string): SkillInfo | null {
  if (!code || code.length > 80) return null;
  const extra = extraSkills().get(code.trim().toUpperCase());
  if (extra) return { ...extra };
  const standard = findStandard(code);
  if (!standard) return null;
  const subject: SkillSubject =
    standard.subject === 'math' ? 'math' : standard.subject === 'science' ? 'science' : 'reading';
  return { code: standard.code, subject, grade: standard.grade, description: standard.description };
}
