import { describe, expect, it } from 'vitest';
import { moderateSync } from './moderate.ts';
import { findPii } from './pii.ts';

const student = { role: 'student' as const };

/** Session 9: personal information by format (numbering plans, address grammars), not by example. */
describe('phone numbers by national numbering plan', () => {
  it.each([
    'llámame al 655 44 33 22', // Spain: no trunk 0
    'chiamami al 347 123 4567', // Italy: mobile without trunk
    'mój numer to 601 234 567', // Poland: 9 digits
    'my danish number is 20 12 34 56', // Denmark: 8 digits
    'ring meg på 412 34 567', // Norway: 8 digits
    'my number is 8123 4567', // Singapore: 8 digits
    'bel me even op 06 87654321', // Netherlands, "bel"
    'call me on oh two oh triple seven one double two three four', // spelled, with double / triple
    'text me at 0048 512 345 678', // 00 + country code, passes Luhn by chance: still a phone
    "my nan's landline is 01632 960 001",
    'text my brother on 0470 98 76 54 hes at camp', // a contraction after the digits is not a count
  ])('%s', (text) => {
    const r = moderateSync(text, student);
    expect(r.category).toBe('personal_information');
    expect(r.redactedText).toContain('[phone number]');
    for (const digits of text.match(/\d{2,}/g) ?? []) expect(r.redactedText).not.toContain(digits);
  });

  it.each([
    'what is the number 612 345 678 in words',
    'write the number 20 12 34 56 in expanded form',
    'the number of stars is about 100 000 000 000',
    'the phone company has 34 500 000 customers',
    'call of duty has 150 000 000 players',
    'my student id number is 4481-2297',
    'my library card is 2211 3344 for the books',
    'the isbn number is 0-14-032872-1',
  ])('%s is not a phone', (text) => {
    expect(findPii(text).some((s) => s.kind === 'phone')).toBe(false);
  });
});

describe('addresses by national grammar, with the locality that follows', () => {
  it.each([
    ['mieszkam przy ul. Polnej 3, 02-111 Warszawa', ['Polnej', '02-111', 'Warszawa']],
    ['jag bor på Kungsgatan 44, 111 35 Stockholm', ['Kungsgatan', '111 35', 'Stockholm']],
    ['we live at 3 The Green, York YO1 7HH', ['Green', 'YO1', 'York']],
    ['my address is 44 wellington street, ottawa on k1a 0a6', ['wellington', 'k1a', 'ottawa']],
    ['meine adresse ist Lindenweg 12a, 50667 köln', ['Lindenweg', '50667', 'köln']],
    ['vivo in corso Garibaldi 4, 20121 milano', ['Garibaldi', '20121', 'milano']],
    ['ik woon op Prinsengracht 263, 1016 gv amsterdam', ['Prinsengracht', '1016', 'amsterdam']],
    ['write to pmb 12 at the mailbox store', ['pmb 12']],
    ['post it to gpo box 123 sydney', ['box 123']],
  ])('%s', (text, gone) => {
    const r = moderateSync(text, student);
    expect(r.category).toBe('personal_information');
    expect(r.redactedText).toContain('[address]');
    for (const piece of gone) expect(r.redactedText).not.toContain(piece);
  });

  it('a slur found inside a street name is a place, not hate', () => {
    const r = moderateSync('my aunt lives on Drottninggatan 33 in Uppsala', student);
    expect(r.category).toBe('personal_information');
  });

  it.each([
    'what happened at 10 downing street in 1940',
    'in the novel they live at 12 grimmauld place',
    'who lived at 221b baker street in the books',
    'the train leaves at 10 45 and the answer is 2000 people',
  ])('%s -> no address', (text) => {
    expect(findPii(text).some((s) => s.kind === 'address')).toBe(false);
  });
});

describe('names', () => {
  it('a full name in three parts is redacted whole', () => {
    const r = moderateSync('my full name is Ana Lucia Ferreira', student);
    expect(r.redactedText).toBe('my full name is [name]');
  });
  it('a word after a two-part name is not taken for a surname', () => {
    expect(moderateSync('my name is Jenny Lopez whats up', student).redactedText).toBe(
      'my name is [name] whats up',
    );
  });
});
