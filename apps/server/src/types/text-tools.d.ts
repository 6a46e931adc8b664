// Types for two small untyped dependencies of the homework checker (ADR 024).

declare module 'nspell' {
  interface Dictionary {
    aff: Uint8Array | string;
    dic?: Uint8Array | string;
  }
  interface NSpell {
    correct(word: string): boolean;
    suggest(word: string): string[];
    add(word: string): NSpell;
  }
  function nspell(dictionary: Dictionary | Dictionary[]): NSpell;
  export default nspell;
}

declare module 'write-good' {
  interface Suggestion {
    index: number;
    offset: number;
    reason: string;
  }
  function writeGood(text: string, options?: Record<string, unknown>): Suggestion[];
  export default writeGood;
}
