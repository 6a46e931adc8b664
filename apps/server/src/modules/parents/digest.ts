import { signLink } from '../../lib/signed-links.ts';
import type { DigestFacts } from './parents.repository.ts';

/** Unsubscribe links in digest e-mails stay valid for 90 days. */
export const UNSUBSCRIBE_DAYS = 90;

/** A signed one-click unsubscribe link for the digest about one child (lib/signed-links.ts). */
export function unsubscribeLink(
  publicUrl: string,
  key: string,
  parentId: string,
  studentId: string,
  now: Date,
) {
  const token = signLink(key, {
    subject: `digest:${studentId}`,
    userId: parentId,
    exp: Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_DAYS * 24 * 3600,
  });
  return `${publicUrl}/api/parents/digest/unsubscribe?token=${encodeURIComponent(token)}`;
}

const label = (category: string) => category.replace(/_/g, ' ');

/** The weekly digest about one child: figures only; Safeguard cases by category, never their words. */
export function digestMail(
  childName: string,
  facts: DigestFacts,
  links: { portal: string; unsubscribe: string },
) {
  const hours = (facts.minutes / 60).toFixed(1);
  const cases =
    facts.openCases.length === 0
      ? 'No open Safeguard cases.'
      : `Open Safeguard cases: ${facts.openCases.map((c) => `${label(c.category)} (${c.count})`).join(', ')}.`;
  const skill = (m: DigestFacts['mastered'][number]) =>
    m.code && m.code !== m.label ? `${m.label} (${m.code})` : m.label;
  const mastered =
    facts.mastered.length === 0
      ? 'Skills mastered this week: none yet'
      : `Skills mastered this week (${facts.mastered.length}): ${facts.mastered.map(skill).join('; ')}`;
  return {
    subject: `Weekly digest: ${childName}`,
    text: [
      `This week at Academy, ${childName}:`,
      '',
      `- Tutoring sessions: ${facts.sessions}`,
      `- Time spent: ${hours} hours`,
      `- Scores recorded (tests and practice): ${facts.scores}`,
      `- ${mastered}`,
      `- ${cases}`,
      '',
      `See more in the parent portal: ${links.portal}`,
      '',
      `Stop these e-mails with one click: ${links.unsubscribe}`,
    ].join('\n'),
  };
}
