import { LIMITS } from './limits.ts';

const PATTERNS: readonly RegExp[] = [
  /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi,
  /<\/?[a-z!][^>]*>/gi,
  /javascript\s*:/gi,
  /\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi,
];

/**
 * The secure-text helper: strips script blocks, HTML tags, `javascript:` and
 * inline event-handler patterns, trims, and cuts to a maximum length (default 1000).
 * It repeats until nothing changes, so fragments reassembled by one pass
 * (`<scr<script></script>ipt>`) are caught by the next.
 */
export function sanitizeText(input: string, maxLength: number = LIMITS.secureTextMax): string {
  let text = input;
  let previous: string;
  do {
    previous = text;
    for (const pattern of PATTERNS) text = text.replace(pattern, '');
  } while (text !== previous);
  return text.trim().slice(0, maxLength);
}

/** Email is trimmed and stripped of tags, script and event-handler text, then lower-cased. */
export function sanitizeEmail(input: string): string {
  return sanitizeText(input, Number.MAX_SAFE_INTEGER).toLowerCase();
}
