import { z } from 'zod';
import { hasControlChars, sanitizeText } from './sanitize.ts';

/**
 * Text fields of every request body, query and form. Each one checks its length FIRST (nothing else
 * runs on an over-long value), then refuses control characters (NUL and the rest; multi-line fields
 * keep line breaks and tabs), and only then trims or sanitises. Sanitising is for text shown to people.
 */
export interface TextFieldOptions {
  /** How the field is named in messages: "Full name", "Grade". */
  label: string;
  max: number;
  /** Line feed, carriage return and tab are allowed. */
  multiline?: boolean;
  /** The message for a value over `max` (default: "<label> must be at most <max> characters long."). */
  tooLong?: string;
  /** The message for a value that is not a string. */
  notText?: string;
}

export const controlCharsMessage = (label: string, multiline = false) =>
  multiline
    ? `${label} contains a control character (such as NUL) that cannot be stored. Line breaks and tabs are fine; please remove the rest.`
    : `${label} contains a control character (such as NUL, a tab or a line break) that cannot be stored. Please remove it.`;

/** The raw text checks: a string, at most `max` characters, no control characters. */
export function checkedText(options: TextFieldOptions) {
  const { label, max, multiline = false } = options;
  return z
    .string({ error: options.notText ?? `${label} must be text.` })
    .max(max, { error: options.tooLong ?? `${label} must be at most ${max} characters long.`, abort: true })
    .refine((value) => !hasControlChars(value, multiline), {
      error: controlCharsMessage(label, multiline),
      abort: true,
    });
}

/** Text shown to people (names, grades): checked, then sanitised (tags, scripts, handlers) and trimmed. */
export function displayText(options: TextFieldOptions) {
  return checkedText(options).transform((value) => sanitizeText(value, options.max));
}
