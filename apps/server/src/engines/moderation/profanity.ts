/**
 * Word-level detection with the maintained `obscenity` library (leetspeak, confusable characters,
 * repeated letters and its own Scunthorpe-style whitelist), mapped onto our categories, plus a short
 * list of mild words the library leaves out ("damn", "wtf", "what the hell").
 */
import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { findPii } from './pii.ts';
import type { ModerationCategory, Severity } from './types.ts';

type WordClass = 'profanity' | 'slur' | 'sexual' | 'anatomy' | 'ignore';

/** How each of obscenity's English terms is treated. Unlisted terms count as profanity. */
const CLASS_OF: Record<string, WordClass> = {
  // slurs
  abeed: 'slur',
  africoon: 'slur',
  arabush: 'slur',
  boonga: 'slur',
  chingchong: 'slur',
  chink: 'slur',
  dyke: 'slur',
  fag: 'slur',
  kike: 'slur',
  nigger: 'slur',
  tranny: 'slur',
  // explicit sexual terms
  bestiality: 'sexual',
  blowjob: 'sexual',
  buttplug: 'sexual',
  cum: 'sexual',
  deepthroat: 'sexual',
  dildo: 'sexual',
  doggystyle: 'sexual',
  'double penetration': 'sexual',
  fellatio: 'sexual',
  'finger bang': 'sexual',
  fisting: 'sexual',
  gangbang: 'sexual',
  handjob: 'sexual',
  hentai: 'sexual',
  incest: 'sexual',
  'jerk off': 'sexual',
  jizz: 'sexual',
  lubejob: 'sexual',
  masturbate: 'sexual',
  orgasm: 'sexual',
  orgy: 'sexual',
  porn: 'sexual',
  felch: 'sexual',
  // anatomy and biology words: fine in a health or science lesson; the lexicon handles misuse
  anal: 'anatomy',
  anus: 'anatomy',
  boob: 'anatomy',
  ejaculate: 'anatomy',
  penis: 'anatomy',
  semen: 'anatomy',
  sex: 'anatomy',
  vagina: 'anatomy',
  // too ambiguous in school talk (Civil War general Hooker, scat singing, "tit for tat", the Negro Leagues,
  // "rape" is handled by the lexicon with context, Australian "abo" collides with abbreviations)
  hooker: 'ignore',
  scat: 'ignore',
  tit: 'ignore',
  negro: 'ignore',
  rape: 'ignore',
  abo: 'ignore',
  retard: 'ignore',
  spastic: 'ignore',
};

const dataset = new DataSet<{ originalWord: string }>()
  .addAll(englishDataset)
  .addPhrase((p) =>
    p
      .setMetadata({ originalWord: 'profanity-extra' })
      .addWhitelistedTerm('shiitake')
      .addWhitelistedTerm('cumin')
      .addWhitelistedTerm('cum laude')
      .addWhitelistedTerm('summa cum')
      .addWhitelistedTerm('magna cum')
      .addWhitelistedTerm('moby dick')
      .addWhitelistedTerm('dickinson')
      .addWhitelistedTerm('dickens')
      .addWhitelistedTerm('moby-dick')
      .addWhitelistedTerm('dicks sporting')
      .addWhitelistedTerm("dick's sporting")
      .addWhitelistedTerm('dick cheney')
      .addWhitelistedTerm('philip k. dick')
      .addWhitelistedTerm('philip k dick')
      .addWhitelistedTerm('van dyke')
      .addWhitelistedTerm('dick van')
      .addWhitelistedTerm('pussy cat')
      .addWhitelistedTerm('pussycat')
      .addWhitelistedTerm('pussy willow')
      .addWhitelistedTerm('penistone')
      .addWhitelistedTerm('cockatoo')
      .addWhitelistedTerm('cockatiel')
      .addWhitelistedTerm('shitake')
      .addWhitelistedTerm('hancock')
      .addWhitelistedTerm('woodcock')
      .addWhitelistedTerm('sussex')
      .addWhitelistedTerm('middlesex')
      .addWhitelistedTerm('wessex')
      .addWhitelistedTerm('sextant')
      .addWhitelistedTerm('sextet')
      .addWhitelistedTerm('sexton'),
  );

const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

/** Biology, health class, anatomy: the anatomy words are school words here. */
const BIOLOGY =
  /\b(biology|bio|reproduct\w*|chromosomes?|cells?|gametes?|sperm|eggs?|fertili[sz]\w*|puberty|health class|anatomy|organs?|species|mammals?|plants?|flowers?|pollen|pollinat\w*|menstrua\w*|period|body parts|science|hormones?|testosterone|estrogen|std|sti|hiv|pregnan\w*|uterus|ovar\w*|ovaries|testes|testicles|zygote|embryo|digestive|excretory|urinary|system|diagram|label|male|female|animals?|breast ?feed\w*|breast cancer|cancer|doctor|nurse|kangaroo|baby|babies|offspring|genetics?|dna|meiosis|mitosis|trait|traits|asexual|gender|bathroom|rooster|hen|chicken|chickens|horse|dog|cat|colon)\b/i;

export interface WordHit {
  category: ModerationCategory;
  severity: Severity;
  kind: string;
}

/** Mild swearing the library leaves out, on the normalised text. */
const MILD =
  /\b(damn|dammit|damnit|damm|goddamn|goddammit|god damn|crap|crappy|wtf|stfu|gtfo|omfg|lmfao|lmfaoo|fml|ffs|mofo|bs|bullshit|pissed|piss off|asshole|dumbass|jackass|badass|smartass|(?:what|who|where|how|why|wtf) the hell|the hell (?:out|up|away|is|are|was|do)|hell no|hell yeah|go to hell|son of a bitch|motherf\w*)\b|(?:^ |[.!?,;] )f (?:this|that|it|off|my life|everything|school|math|homework|you)\b/;
/** Self-censored swearing: "f***ing", "sh!t", "b*llsh*t": each symbol stands for one letter of a swear word. */
const CENSORED_TOKEN = /(?<![a-z])[a-z]*[*#@!%$]+[a-z*#@!%$]*/gi;
const SWEARS = [
  'fuck',
  'fucking',
  'fucker',
  'fucked',
  'fuckin',
  'fck',
  'shit',
  'shitty',
  'bullshit',
  'bitch',
  'bitches',
  'ass',
  'asshole',
  'damn',
  'dammit',
  'crap',
  'cunt',
  'dick',
  'piss',
  'pissed',
  'bastard',
  'motherfucker',
  'hell',
  'whore',
  'slut',
];

function censoredSwear(text: string): boolean {
  if (!/[*#@!%$]/.test(text)) return false;
  for (const [token] of text.matchAll(CENSORED_TOKEN)) {
    const letters = token.replace(/[^a-z]/gi, '').length;
    if (letters === 0 || letters === token.length) continue;
    const lower = token.toLowerCase().replace(/(?<!!)!+$/, '');
    for (const swear of SWEARS) {
      if (swear.length !== lower.length) continue;
      let ok = true;
      for (let i = 0; i < swear.length && ok; i++)
        ok = /[*#@!%$]/.test(lower.charAt(i)) || lower.charAt(i) === swear.charAt(i);
      if (ok) return true;
    }
  }
  return false;
}
/** A question about a word is not swearing ("is crap a bad word", "what does wtf mean"). */
const ABOUT_A_WORD =
  /\b(is|are) (the word |saying )?\w+ (a |an )?(bad|swear|curse|cuss|rude|naughty|mean) words?\b|\bwhat does \w+( \w+)? (mean|stand for)\b|\bis it (ok|okay|bad|rude) to say\b|\b(bad|swear|curse|cuss) words? (like|such as)\b/;

export function profanityHits(text: string, normalized: string): WordHit[] {
  const hits: WordHit[] = [];
  const aboutAWord = ABOUT_A_WORD.test(normalized);
  if (!aboutAWord && (MILD.test(normalized) || censoredSwear(text)))
    hits.push({ category: 'profanity', severity: 'low', kind: 'mild' });
  // "9" for "g" inside a word ("fa99ot", "ni99a"), which the library's leetspeak table leaves out
  const matches = matcher.getAllMatches(
    text.replace(/[’‘`´]/g, "'").replace(/(?<=[a-z])9+(?=[a-z])/gi, (m) => 'g'.repeat(m.length)),
    true,
  );
  if (matches.length === 0) return hits;
  let anatomy = false;
  // a slur found inside a street or a town of an address is a place name ("Drottninggatan"): Scunthorpe by structure
  let places: { start: number; end: number }[] | null = null;
  for (const match of matches) {
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '';
    const cls = CLASS_OF[word] ?? 'profanity';
    if (cls === 'ignore' || word === 'profanity-extra') continue;
    if (cls === 'slur') {
      places ??= findPii(text).filter((s) => s.kind === 'address');
      if (places.some((p) => match.startIndex >= p.start && match.endIndex < p.end)) continue;
    }
    if (cls === 'slur') hits.push({ category: 'hate', severity: 'medium', kind: 'slur' });
    else if (cls === 'sexual') hits.push({ category: 'sexual', severity: 'medium', kind: 'explicit' });
    else if (cls === 'anatomy') anatomy = true;
    else if (!aboutAWord) hits.push({ category: 'profanity', severity: 'low', kind: word });
  }
  // Anatomy words are flagged only when nothing suggests a lesson and they are aimed at someone.
  if (
    anatomy &&
    !BIOLOGY.test(text) &&
    /\b(your|ur|my|his|her|suck|show|see|touch|lick|send|pics?|big|small|tiny|huge)\b/i.test(text)
  ) {
    hits.push({ category: 'sexual', severity: 'medium', kind: 'anatomy' });
  }
  return hits;
}
