/**
 * Text normalisation for the lexicon rules: lower case, straight apostrophes removed, text-speak expanded,
 * light leetspeak inside words, a few emojis turned into words, and long letter runs shortened.
 * Everything here is compiled once at module load.
 */

const EMOJI_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/🔫/gu, ' gun '],
  [/🔪|🗡️?/gu, ' knife '],
  [/💣|🧨/gu, ' bomb '],
  [/💊/gu, ' pills '],
  [/🍺|🍻|🍷|🥃|🍸|🍾/gu, ' alcohol '],
  [/🚬/gu, ' cigarette '],
  [/🍃|🌿/gu, ' weed '],
  [/🩸/gu, ' blood '],
  [/🪢/gu, ' rope '],
  [/🍆|🍑|💦|👅/gu, ' sexual_emoji '],
  [/🍄/gu, ' shrooms '],
  [/💉/gu, ' needle '],
];

/** Whole-word text-speak and contraction expansions (applied after apostrophes are removed). */
const WORD_MAP: Record<string, string> = {
  u: 'you',
  ya: 'you',
  yu: 'you',
  yuo: 'you',
  ur: 'your',
  youre: 'you are',
  r: 'are',
  im: 'i am',
  ima: 'i am going to',
  imma: 'i am going to',
  iam: 'i am',
  ive: 'i have',
  id: 'i would',
  gonna: 'going to',
  gunna: 'going to',
  finna: 'going to',
  wanna: 'want to',
  wana: 'want to',
  gotta: 'got to',
  dont: 'do not',
  dnt: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  isnt: 'is not',
  arent: 'are not',
  aint: 'is not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  theyre: 'they are',
  hes: 'he is',
  shes: 'she is',
  thats: 'that is',
  whats: 'what is',
  cuz: 'because',
  coz: 'because',
  bc: 'because',
  becuz: 'because',
  pls: 'please',
  plz: 'please',
  ppl: 'people',
  sum1: 'someone',
  some1: 'someone',
  ne1: 'anyone',
  every1: 'everyone',
  evry1: 'everyone',
  // session 11: leetspeak inside words turns "evry1" into "evryi" before this table is read
  evryi: 'everyone',
  everyi: 'everyone',
  evryone: 'everyone',
  everybody: 'everyone',
  no1: 'no one',
  noone: 'no one',
  nobody: 'no one',
  '2day': 'today',
  '2morrow': 'tomorrow',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  h8: 'hate',
  h8s: 'hates',
  myslef: 'myself',
  mysef: 'myself',
  mself: 'myself',
  myself: 'myself',
  meself: 'myself',
  thru: 'through',
  b4: 'before',
  w: 'with',
  wit: 'with',
  rn: 'right now',
  abt: 'about',
  tho: 'though',
  prolly: 'probably',
  kno: 'know',
  luv: 'love',
  skool: 'school',
  scool: 'school',
  skul: 'school',
  becasue: 'because',
  bcuz: 'because',
  alot: 'a lot',
  anymore: 'any more',
  nomore: 'no more',
  wnt: 'want',
  wan: 'want',
  wnna: 'want to',
  tryna: 'trying to',
  lemme: 'let me',
  gimme: 'give me',
  yall: 'you all',
  everytime: 'every time',
  ppls: 'people',
  pic: 'pic',
  pix: 'pics',
  // more contractions and text-speak
  theres: 'there is',
  idk: 'i do not know',
  idc: 'i do not care',
  idgaf: 'i do not give a fuck',
  ik: 'i know',
  istg: 'i swear',
  fr: 'for real',
  frfr: 'for real',
  ngl: 'not going to lie',
  tbh: 'to be honest',
  smh: 'shaking my head',
  youll: 'you will',
  youve: 'you have',
  theyll: 'they will',
  itll: 'it will',
  couldnt: 'could not',
  mustnt: 'must not',
  shouldve: 'should have',
  wouldve: 'would have',
  lil: 'little',
  bout: 'about',
  tht: 'that',
  wat: 'what',
  wats: 'what is',
  watz: 'what is',
  wut: 'what',
  bcs: 'because',
  becaus: 'because',
  cus: 'because',
  bf: 'boyfriend',
  gf: 'girlfriend',
  bff: 'best friend',
  bestie: 'best friend',
  stepdad: 'step dad',
  stepmom: 'step mom',
  stepbrother: 'step brother',
  stepsister: 'step sister',
  // misspellings of the words the rules key on
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  suicid: 'suicide',
  suacide: 'suicide',
  sucidal: 'suicidal',
  suicdal: 'suicidal',
  suisidal: 'suicidal',
  sewerslide: 'suicide',
  kil: 'kill',
  kll: 'kill',
  kilme: 'kill me',
  killme: 'kill me',
  killmyself: 'kill myself',
  killurself: 'kill yourself',
  mysel: 'myself',
  myslf: 'myself',
  mysefl: 'myself',
  urself: 'yourself',
  yurself: 'yourself',
  yourslef: 'yourself',
  ded: 'dead',
  wantto: 'want to',
  wnt2: 'want to',
  want2: 'want to',
  ovrdose: 'overdose',
  overdos: 'overdose',
  cuting: 'cutting',
  cuttin: 'cutting',
  killin: 'killing',
  hurtin: 'hurting',
  smokin: 'smoking',
  vapin: 'vaping',
  drinkin: 'drinking',
  poppin: 'popping',
  sippin: 'sipping',
  hittin: 'hitting',
  takin: 'taking',
  sellin: 'selling',
  touchin: 'touching',
  beatin: 'beating',
  shootin: 'shooting',
  stabbin: 'stabbing',
  fightin: 'fighting',
  dyin: 'dying',
  tryin: 'trying',
  goin: 'going',
  doin: 'doing',
  nothin: 'nothing',
  somethin: 'something',
  molestd: 'molested',
  rly: 'really',
  rlly: 'really',
  srsly: 'seriously',
  deadass: 'for real',
  lowkey: 'kind of',
  highkey: 'really',
  // session 12 (self-harm): spellings of the words that carry a plan, a time or an act
  sayin: 'saying',
  tonite: 'tonight',
  tonigth: 'tonight',
  heven: 'heaven',
  scrach: 'scratch',
  scrached: 'scratched',
  breth: 'breath',
  til: 'until',
  yeet: 'throw',
  yeeting: 'throwing',
  unalived: 'killed',
};

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '9': 'g',
  '@': 'a',
  $: 's',
};
/** A digit or @/$ glued between letters ("k1ll", "s3lf", "a$$"), not standalone numbers. */
const LEET_INSIDE =
  /(?<=[a-z])[0134579@$]+(?=[a-z])|(?<=[a-z]{2})[013457$]+(?=\b)|\b[013457$@]+(?=[a-z]{2})/g;
const WILL = /\b(i|you|we|they|he|she|it)['’]ll\b/g;
const WOULD = /\b(i|you|we|they|he|she)['’]d\b/g;
/** "ill kill you": "ill" is "i will" before a verb. */
const ILL =
  /\bill (?=(?:kill|fight|punch|hurt|beat|shoot|stab|break|end|get|do|never|just|be|make|murder|slap|smack|jump|find|come|show|tell|go|hit|cut|run|burn|bring|blow|bomb|destroy|choke|strangle|poison|rape|send|text|call|give|try|take|help|see|wait|die|always|probably|definitely|literally|actually|start|stop|say|ask|have|miss|snap|knock|f|fucking|freaking)\b)/g;
/** "ill" at the start of a clause is "i will" ("ill smash ur head in", "and ill make them pay"), not "sick". */
const ILL_CLAUSE =
  /(^|[.!?,;:]\s*|\b(?:and|but|then|or|swear|because|if|else|otherwise|lol|ok|yes)\s+)ill (?=[a-z])/g;
const APOSTROPHES = /['’‘`´]/g;
const NON_WORD = /[^a-z0-9#@$.,!?;:\s-]+/g;
const SPACES = /\s+/g;
/** Spelled-out letters ("k y s", "f u c k"), joined only when they form a word we look for. */
const SPACED_LETTERS = /\b(?:[a-z][ .*_-]){2,}[a-z]\b/g;
const SPACED_WORDS = new Set([
  'kys',
  'kms',
  'fuck',
  'shit',
  'bitch',
  'sex',
  'porn',
  'stfu',
  'wtf',
  'nudes',
  'die',
  'kill',
]);
/** "me n my friends": "n" is "and" only after "me" ("solve for n" stays). */
const ME_N = / me n (?=my |him |her |them |\w+ )/g;
const RUN3 = /([a-z])\1{2,}/g;
const HAS_RUN3 = /([a-z])\1{2,}/;
const WORD = /[a-z0-9]+/g;

export interface Normalized {
  /** Letter runs of three or more shortened to two ("killll" -> "kill"). */
  two: string;
  /** Letter runs of three or more shortened to one ("dieee" -> "die"); equal to `two` when there are none. */
  one: string;
}

/**
 * Key words that students misspell in ways no list foresees ("sucidie", "mysle", "overdoes"): a word one
 * edit away (insertion, deletion, substitution or swap of neighbours) from one of these becomes it.
 */
const FUZZY_KEYS = [
  'suicide',
  'suicidal',
  'myself',
  'yourself',
  'herself',
  'himself',
  'overdose',
  'molested',
];
/** Real words one edit from a key ("mysel" is not one, "myselfs" is harmless): left alone. */
const FUZZY_KEEP = new Set(['suicides', 'overdosed', 'overdoses', 'overdoes']);

function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (i === la && i === lb) return true;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function fuzzyKey(word: string): string | undefined {
  if (word.length < 5 || word.length > 9 || FUZZY_KEEP.has(word)) return undefined;
  for (const key of FUZZY_KEYS)
    if (word !== key && word[0] === key[0] && withinOneEdit(word, key)) return key;
  return undefined;
}

function expandWords(s: string): string {
  return s.replace(WORD, (w) => WORD_MAP[w] ?? fuzzyKey(w) ?? w);
}

/**
 * Leetspeak inside words turned back into letters ("d3v3l0p3r m0d3" -> "developer mode"); the text unchanged
 * otherwise. Twice: in a word with several substitutions ("m0d3", "h4t3r5") a digit whose neighbour is a digit
 * is only seen once the first pass has turned that neighbour back into a letter (session 11).
 */
export function unLeet(s: string): string {
  for (let pass = 0; pass < 2; pass++)
    s = s.replace(LEET_INSIDE, (m) => [...m].map((c) => LEET[c] ?? c).join(''));
  return s;
}

export function normalize(text: string): Normalized {
  let s = text.toLowerCase();
  for (const [re, word] of EMOJI_WORDS) s = s.replace(re, word);
  // accents folded (session 11): "apuñalar", "défoncer", "hässlich" were split at the accented letter by NON_WORD
  s = s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss');
  s = s
    .replace(WILL, ' $1 will')
    .replace(WOULD, ' $1 would')
    .replace(ILL, 'i will ')
    .replace(ILL_CLAUSE, '$1i will ');
  s = s.replace(APOSTROPHES, '');
  s = s.replace(LEET_INSIDE, (m) => [...m].map((c) => LEET[c] ?? c).join(''));
  s = s.replace(NON_WORD, ' ');
  s = s.replace(SPACED_LETTERS, (m) => {
    const joined = m.replace(/[ .*_-]/g, '');
    return SPACED_WORDS.has(joined) ? joined : m;
  });
  s = ` ${s.replace(SPACES, ' ').trim()} `.replace(ME_N, ' me and ');
  const two = expandWords(s.replace(RUN3, '$1$1'));
  const one = HAS_RUN3.test(s) ? expandWords(s.replace(RUN3, '$1')) : two;
  return { two, one };
}
