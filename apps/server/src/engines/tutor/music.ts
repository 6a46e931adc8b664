/** Routing by context: a time signature written like a fraction belongs to music, not to the math tutor. */
const MUSIC =
  /\b(?:music|musical|time signatures?|beats?|measures?|bars?|rhythms?|tempo|waltz|march|songs?|meter|metre|conductor|notes?|rests?|composers?|band|orchestra)\b/i;
const TIME_SIGNATURE = /\b\d{1,2}\/(?:1|2|4|8|16)\b/g;

/**
 * '4/4 in music', 'what is 3/4 time?': a time signature, not a fraction to work out. Only when every number
 * in the message is part of a time signature, the words are about music and nothing is to be computed.
 */
export function isTimeSignature(message: string): boolean {
  if (!MUSIC.test(message) && !/\b\d{1,2}\/(?:2|4|8|16) time\b/i.test(message)) return false;
  if (
    /[-+*×÷=^%]|\b(?:plus|minus|times|divided|add|subtract|multiply|simplify|equivalent|bigger|smaller|greater|less)\b/i.test(
      message,
    )
  )
    return false;
  const rest = message.replace(TIME_SIGNATURE, ' ');
  return rest !== message && !/\d/.test(rest);
}
