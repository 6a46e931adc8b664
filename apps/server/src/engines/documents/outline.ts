import { CURRICULUM_LIMITS } from '@academy/shared';
import { findStandard } from '../standards/standards.ts';
import type { Block } from './extract.ts';

/**
 * A learning path's steps drawn from a document's structure: each section under a heading is a step (its
 * title the heading, its text the section, a summary of its first sentences, and the standards codes it
 * mentions that the standards corpus knows). A document without usable headings is cut into steps of a few
 * paragraphs each. Pure.
 */
export interface DraftStep {
  title: string;
  summary: string;
  body: string;
  standards: string[];
}

const SUMMARY_MAX = 240;
/** Paragraphs per step when a document has no headings. */
const PARAGRAPHS_PER_STEP = 3;

export function outlineSteps(blocks: readonly Block[], docTitle = ''): DraftStep[] {
  const sections = sectionsOf(blocks, docTitle);
  return sections
    .slice(0, CURRICULUM_LIMITS.stepsMax)
    .map(({ title, paragraphs }) => {
      const body = paragraphs.join('\n\n').slice(0, CURRICULUM_LIMITS.stepBodyMax);
      return {
        title: clip(title, CURRICULUM_LIMITS.stepTitleMax),
        summary: summarise(body),
        body,
        standards: standardsIn(`${title}\n${body}`),
      };
    })
    .filter((s) => s.title.length > 0);
}

interface Section {
  title: string;
  paragraphs: string[];
}

function sectionsOf(blocks: readonly Block[], docTitle: string): Section[] {
  const headings = blocks.filter((b) => b.kind === 'heading');
  const levels = [...new Set(headings.map((h) => h.level))].sort((a, b) => a - b);
  // The shallowest level that splits the document in two or more: a lone top heading is its title.
  const level = levels.find((l) => headings.filter((h) => h.level === l).length >= 2);
  if (level === undefined) return chunked(blocks, docTitle);

  const sections: Section[] = [];
  let current: Section | null = null;
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level === level) {
      current = { title: block.text, paragraphs: [] };
      sections.push(current);
    } else if (current) {
      // Deeper headings stay inside their section, as a line of their own.
      current.paragraphs.push(block.text);
    }
  }
  return sections;
}

/** No headings to follow: a step per few paragraphs, titled by its first sentence. */
function chunked(blocks: readonly Block[], docTitle: string): Section[] {
  const paragraphs = blocks.filter((b) => b.kind === 'paragraph').map((b) => b.text);
  const sections: Section[] = [];
  for (let i = 0; i < paragraphs.length; i += PARAGRAPHS_PER_STEP) {
    const part = paragraphs.slice(i, i + PARAGRAPHS_PER_STEP);
    const first = firstSentence(part[0]!);
    const title =
      first.length <= 80
        ? first.replace(/[.!?]$/, '')
        : `${docTitle || 'Part'} (part ${sections.length + 1})`;
    sections.push({ title, paragraphs: part });
  }
  return sections;
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](?:\s|$)/);
  return end < 0 ? text : text.slice(0, end + 1);
}

function clip(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** The first sentences, up to about 240 characters. */
export function summarise(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= SUMMARY_MAX) return text;
  let out = '';
  let rest = text;
  while (rest.length > 0) {
    const sentence = firstSentence(rest);
    if (out && out.length + sentence.length + 1 > SUMMARY_MAX) break;
    out = out ? `${out} ${sentence}` : sentence;
    rest = rest.slice(sentence.length).trimStart();
    if (out.length >= SUMMARY_MAX) break;
  }
  return clip(out, SUMMARY_MAX);
}

/**
 * Codes in the text that name a standard (CCSS and NGSS, in any common spelling), in their official form,
 * in order of first mention. Candidates are the words holding a dot or a dash and a digit.
 */
export function standardsIn(text: string): string[] {
  const found: string[] = [];
  for (const raw of text.split(/[\s,;()[\]{}"']+/)) {
    if (raw.length < 3 || raw.length > 60) continue;
    if (!/\d/.test(raw) || !/[.-]/.test(raw)) continue;
    let word = raw.replace(/^[^A-Za-z0-9]+/, '');
    while (word.length > 0 && '.:!?'.includes(word[word.length - 1]!)) word = word.slice(0, -1);
    const standard = findStandard(word);
    if (standard && !found.includes(standard.code)) found.push(standard.code);
  }
  return found;
}
