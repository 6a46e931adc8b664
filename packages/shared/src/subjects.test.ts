import { describe, expect, it } from 'vitest';
import { normalizeSubject, subjectLabel } from './subjects.ts';

describe('normalizeSubject', () => {
  it('puts every spelling of a subject in one category', () => {
    expect(['Math', 'Mathematics', 'math', 'Maths: fractions'].map(normalizeSubject)).toEqual([
      'math',
      'math',
      'math',
      'math',
    ]);
    expect(normalizeSubject('English Language Arts')).toBe('reading');
    expect(normalizeSubject('Earth Science')).toBe('science');
    expect(normalizeSubject('social-studies')).toBe('social-studies');
    expect(normalizeSubject('US History')).toBe('social-studies');
  });
  it('keeps what it does not know as other', () => {
    expect(normalizeSubject('Music')).toBe('other');
    expect(normalizeSubject(null)).toBe('other');
    expect(normalizeSubject('')).toBe('other');
  });
  it('labels', () => {
    expect(subjectLabel('Mathematics')).toBe('Math');
    expect(subjectLabel('social studies')).toBe('Social Studies');
  });
});
