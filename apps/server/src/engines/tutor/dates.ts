/**
 * Dates written with slashes ("9/11", "12/7/1941", "7/4/1776") look like fractions. A message that asks
 * what happened on a date, with nothing to compute, is a history question: the math tutor does not claim
 * it and the knowledge tutor does not treat it as math.
 */
const DATE = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/g;
const EVENT =
  /\b(?:happen(?:ed|s)?|date|day|attacks?|anniversary|remember(?:ed)?|born|birthday|holiday|history|historical|important|famous|celebrate[ds]?|war|memorial)\b/i;
const COMPUTE =
  /[-+*×÷=^%]|\b(?:plus|minus|times|divided|add|subtract|multiply|simplify|equivalent|fractions?|decimals?|percent|bigger|smaller|greater|less|more|compare|reduce|sum|difference|product|quotient|solve|calculate)\b/i;

export function isDateMention(message: string): boolean {
  if (!EVENT.test(message) || COMPUTE.test(message)) return false;
  let found = false;
  for (const m of message.matchAll(DATE)) {
    const month = Number(m[1]);
    const day = Number(m[2]);
    if (month < 1 || month > 12 || day < 1 || day > 31) return false;
    found = true;
  }
  return found;
}
