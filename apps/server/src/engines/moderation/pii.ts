/**
 * Personal-information detectors. They run on the ORIGINAL text (so that redaction keeps everything
 * else intact) and return the spans to replace. Every pattern is compiled once at module load.
 */

import { findPhoneNumbersInText, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';

export type PiiKind =
  'email' | 'phone' | 'card' | 'ssn' | 'address' | 'handle' | 'name' | 'school' | 'dob' | 'student_id';

export const PII_PLACEHOLDER: Record<PiiKind, string> = {
  email: '[email]',
  phone: '[phone number]',
  card: '[card number]',
  ssn: '[SSN]',
  address: '[address]',
  handle: '[handle]',
  name: '[name]',
  school: '[school]',
  dob: '[date of birth]',
  student_id: '[student ID]',
};

export interface PiiSpan {
  kind: PiiKind;
  start: number;
  end: number;
}

const EMAIL = /\b[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi;
/** "jenny dot lopez at gmail dot com" */
const EMAIL_SPELLED =
  /\b[a-z0-9][a-z0-9._-]*(?:\s?(?:\(|\[)?\s?(?:dot)\s?(?:\)|\])?\s?[a-z0-9_-]+)*\s?(?:\(at\)|\[at\]|\sat\s)\s?(?:gmail|yahoo|hotmail|outlook|icloud|aol|protonmail|proton|live|msn|me)\s?(?:\.|\(dot\)|\[dot\]|\sdot\s)\s?(?:com|net|org|edu|me)\b/gi;
/** NANP numbers with separators, optional +1 / 1, optional extension. */
const PHONE_SEPARATED =
  /(?<![\d.,/-])(?:\+?1[\s.-]?)?(?:\(\s?[2-9]\d{2}\s?\)\s?|[2-9]\d{2}[\s.-]{1,2})\d{3}[\s.-]{1,2}\d{4}(?![\d])/g;
/** Bare 10 or 11 digits, or 7-digit local numbers, only with a phone context nearby. */
const PHONE_BARE = /(?<![\d.,/-])(?:\+?1)?[2-9]\d{9}(?![\d.,/])|(?<![\d.,/-])\d{3}[\s.-]\d{4}(?![\d.,/])/g;
/** "five five five, one two three, four five six seven" */
const PHONE_WORDS =
  /\b(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple)[\s,.-]+){6,}(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/gi;
/** "5 5 5 8 6 7 5 3 0 9": ten or eleven digits written one by one (with a phone context). */
const PHONE_SPACED = /(?<![\d.,/-])(?:1[\s.-])?[2-9](?:[\s.-]\d){9}(?![\d])/g;
/** A number shown as an example or a format, not the student's own. */
const PHONE_EXAMPLE =
  /\b(example|for instance|format|formatted|written like|looks like|fake|sample|pretend|made up|template|worksheet|textbook)\b/i;
const PHONE_OWN = /\b(my|me|mine|our|moms?|dads?)\b/i;
const PHONE_CONTEXT =
  /\b(call|text|txt|phone|number|num|cell|mobile|landline|digits|hmu|hit me up|reach me|whatsapp|facetime|my #|contact)\b|#/i;
const ARITHMETIC =
  /[+*/=×÷^]|\b(plus|minus|times|divided|multiply|equals|sum|product|round|digits? of pi|pi|sqrt|square root|factor|prime|year|years|bc|ad|population|km|miles|meters|dollars|\$)\b/i;
/** 13-19 digits in groups (cards). */
const CARD = /(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)/g;
const CARD_CONTEXT =
  /\b(card|credit|debit|visa|mastercard|amex|american express|discover|cvv|expir\w*|exp|pin)\b/i;
const SSN = /(?<![\d-])(?!000|666|9\d\d)\d{3}([- ])(?!00)\d{2}\1(?!0000)\d{4}(?![\d-])/g;
const SSN_BARE = /(?<![\d-])(?!000|666|9\d\d)\d{3}(?!00)\d{2}(?!0000)\d{4}(?![\d-])/g;
const SSN_CONTEXT = /\b(ssn|social security|social sec|social)\b/i;

const STREET_SUFFIX =
  '(?:street|st|avenue|ave|av|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|ter|circle|cir|parkway|pkwy|highway|hwy|trail|trl|route|rte|pike|square|sq|crescent|loop|row|alley|run|path|point|pt|ridge|creek|hollow|heights|hts|crossing|xing)';
/** "1234 Maple Street", "42 n. oak ave apt 5", optionally followed by a unit, a city, a state and a ZIP. */
const ADDRESS = new RegExp(
  `\\b\\d{1,6}[a-z]?\\s+(?:(?:ne|nw|se|sw|[nsew])\\.?\\s+|north\\s+|south\\s+|east\\s+|west\\s+)?(?:(?:[a-z][a-z'.-]*|\\d{1,3}(?:st|nd|rd|th))\\s+){1,3}${STREET_SUFFIX}\\b\\.?(?:,?\\s*(?:apt|apartment|unit|suite|ste|#)\\.?\\s*(?:#\\s*)?[a-z0-9-]+)?(?:,?\\s+[a-z][a-z.]*(?:\\s[a-z]+)?,?\\s+(?:[a-z]{2}|[a-z]{4,})\\.?\\s+\\d{5}(?:-\\d{4})?)?`,
  'gi',
);
const ADDRESS_ONE = new RegExp(ADDRESS.source, 'i');
/** Words that show "3 more ways", "2 easy steps" are not street names. */
const NOT_STREET_WORDS =
  /\b(take|takes|took|taking|taken|more|other|the|a|an|of|to|in|and|or|is|are|was|ways?|best|easy|only|different|good|better|great|main ideas|times|steps|minutes|hours|days|weeks|years|points?|percent|out|from|by|for|with|at|on|my|your|his|her|their|our|its|it|i|you|we|they|he|she|than|then|so|but|if|when|what|which|who|how|new ways|simple|quick|fast|short|long|big|small|little|same|lines|sides|angles|kids|people|students|questions|problems)\b/i;
const LIVE_ON =
  /\b(?:i live|we live|my house is|my home is|i stay|come to my house)\s+(?:on|at|in)\s+((?:[A-Za-z0-9'.-]+\s+){0,3}(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|court|ct|way|place|pl|terrace|circle|cir|parkway|trail)\b\.?)/gi;
const MY_ADDRESS =
  /\b(?:my (?:home |house |street )?address is|my addy is|i live at|our address is)\s*(?::\s*)?([^.!?\n]{4,80})/gi;
const ZIP_CONTEXT = /\b(?:my )?zip(?: code)?(?: is)?\s*(?::\s*)?(\d{5}(?:-\d{4})?)\b/gi;

const HANDLE_AT = /(?<![\w.@])@[a-z0-9_](?:[a-z0-9_.]{1,29})\b/gi;
const HANDLE_NAMED =
  /\b(?:my |add me on |add me |follow me on |follow me |hmu on |dm me on |find me on |message me on |text me on )?(?:insta(?:gram)?|ig|snap(?:chat)?|sc|tik ?tok|tt|discord|twitter|x|roblox|fortnite|xbox|psn|playstation|gamer ?tag|gamertag|steam|twitch|youtube|yt|kik|telegram|whatsapp|reddit|epic|minecraft|user ?name|username|user|acc(?:oun)?t|ign)\s*(?:(?:name|id|tag|handle|user(?:name)?|account|acc|@)\s*)?(?:(?:is|=|:|-|->|its|it s|its just)\s*)?@?([a-z0-9_][a-z0-9_.#-]{2,31})/gi;
const HANDLE_NAMED_REQUIRES = /\b(my|add me|follow me|hmu|dm me|find me|message me|text me|is|:)/i;
const HANDLE_STOP =
  /^(is|the|a|an|and|or|but|on|to|for|of|in|at|it|its|so|because|cuz|bc|me|my|i|you|u|ur|your|account|acc|name|user|username|tag|too|also|if|when|later|tonight|now|today|tomorrow|please|pls|plz|lol|ok|okay|yes|no|not|dont|do|does|did|was|are|were|be|been|can|will|would|should|could|just|really|very|get|got|has|have|had|with|from|that|this|there|then|than|what|which|who|how|why|where|he|she|they|we|them|us|him|her|game|games|app|down|up|again|banned|hacked|deleted|private|public|fun|cool|good|bad|boring|stupid|dumb|free|new|old|every|all|some|any|one|two|three|still|already|back|off|out|about|like|same|broken)$/i;
/** "add me: gamergirl_2012", "follow me at sk8r.boi" */
const ADD_ME =
  /\b(?:add|follow|friend|dm|message|msg|find|text|hmu|snap|sc|ping|call) me\s*(?:on \w+\s*)?(?:(?::|at|as|@|-)\s*)?@?([a-z0-9_][a-z0-9_.]{2,31}[a-z0-9_])/gi;
const DISCORD_TAG = /\b[a-z0-9_.]{2,32}#\d{4}\b/gi;

/** "I'm Jenny Lopez from Lincoln Elementary": a full name together with a school. */
const NAME_INTRO =
  /\b(?:my (?:full |real )?name is|my names|my name s|i am|i['’]m|im|i m|this is|it s|its|name:)\s+([A-Za-z][a-z'-]+\s+[A-Za-z][a-z'-]+)(?=[\s,.!]|$)/dgi;
/** What follows the name: "from Lincoln Elementary", ", i go to westview middle school", "and im in 5th grade at Oak Hill Academy". */
const SCHOOL_AFTER =
  /^[\s,-]*(?:and\s+)?(?:i\s+)?(?:am\s+|m\s+|['’]m\s+)?(?:a\s+|in\s+)?(?:(?:\d+(?:st|nd|rd|th)?|k|\w+)\s+grade(?:r)?\s+)?(?:student\s+|kid\s+)?(?:go(?:es)?\s+to|attend(?:s)?|from|at|in)\s+((?:the\s+)?(?:[a-z.'-]+\s+){1,4}?(?:elementary|middle|high|junior high|jr high|intermediate|primary|academy|prep|preparatory|charter|montessori|magnet|k-8)(?:\s+school)?|(?:the\s+)?(?:[a-z.'-]+\s+){1,4}?school|(?:[a-z.'-]+\s+){1,3}?(?:ms|hs|es))\b/di;
/** A school named just before the name: "i go to westview middle school and my name is ...". */
const SCHOOL_BEFORE =
  /\b(?:go(?:es)?\s+to|attend(?:s)?|(?:i\s+am|i['’]?m)\s+(?:at|from)|grade\s+at)\s+((?:the\s+)?(?:[a-z.'-]+\s+){1,4}?(?:elementary|middle|high|junior high|jr high|intermediate|primary|academy|prep|preparatory|charter|montessori|magnet|k-8)(?:\s+school)?)\b[\s,]*(?:and\s+|but\s+|so\s+)?$/di;
const NAME_STOP = new Set(
  (
    'a an the so very really super just not also in at from on to going gonna doing done reading writing working trying ' +
    'stuck bored tired sad happy mad angry hungry excited confused lost new here there back ready sure sorry good great fine ok okay ' +
    'late early sick home still always never only kinda kind pretty too literally a little bit about learning taking ' +
    'studying in my the one grade grader student kid boy girl years year old eleven twelve ten nine eight seven thirteen fourteen fifteen ' +
    'sixteen seventeen first second third fourth fifth sixth seventh eighth ninth tenth gonna wanna glad proud scared worried nervous ' +
    'allowed supposed able homeschooled homeschool best worst smart dumb stupid bad cool fun funny weird new and or but with for is are ' +
    'was were be been am do does did have has had can could will would should might must may going to too really actually currently ' +
    'kinda sorta almost nearly basically probably maybe definitely honestly seriously totally completely absolutely having making ' +
    'getting looking feeling thinking learning playing watching listening sitting staying living moving leaving coming walking running ' +
    'waiting hoping needing wanting asking telling talking saying telling the this that these those my your his her our their its ' +
    'what which who whom how why when where if then than because since as like unlike about above below after before between into ' +
    'through during without within along across behind beyond plus except up down out off over under again further once all any both ' +
    'each few more most other some such no nor own same than too very can will just don should now math science english history ' +
    'reading spanish french art music pe gym class lunch recess doing homework test quiz exam project essay report book story ' +
    'writing grade grades school elementary middle high academy student students teacher teachers friend friends mom dad'
  ).split(' '),
);

/** A phone context in English, German, Spanish or French. */
const PHONE_CONTEXT_WIDE =
  /\b(call|ring|text|txt|phone|number|num|cell|mobile|landline|digits|hmu|hit me up|reach me|whatsapp|facetime|contact|tel|telefon|telefonnummer|handy|handynummer|nummer|ruf|anrufen|telefono|telefono|movil|m[oó]vil|celular|llamame|ll[aá]mame|numero|n[uú]mero|portable|appelle|appelle-moi|numéro|téléphone|bel|bellen|mobiel|telefoonnummer|chiama|chiamami|cellulare|ligue|liga|ligar|zadzwo[nń]|numer|telefonu|kom[oó]rk[ai]|ring mig|ringa|mobil|mobilnummer|telefonnummer)\b|#|\+\d/i;
/** International (+CC ...) or national (0 ...) numbers as people write them: 8 to 15 digits in groups. */
const PHONE_INTL = /(?<![\w.,/-])(?:\+|00)[1-9]\d{0,2}(?:[\s.\-/]?\(?\d{1,5}\)?){2,6}(?![\w.,/-]*\d)/g;
const PHONE_NATIONAL = /(?<![\w.,/+(-])(?:\(0\d{1,4}\)|0\d{1,4})(?:[\s.\-/]?\d{2,5}){1,4}(?![\w.,/-]*\d)/g;

/**
 * A run of 8 to 15 digits right after a word that names a phone, in any of our languages ("numero de telefono
 * 612345678", "mein handy 0176/1234567", "my number: 9876543210"): the word says what the digits are, whatever
 * the country's format.
 */
const PHONE_AFTER_WORD =
  /\b(?:phone|cell|cellphone|mobile|landline|tel|telephone|telefon|telefonnummer|handy|handynummer|tel[eé]fono|m[oó]vil|celular|portable|t[eé]l[eé]phone|whatsapp|(?:call|text|ring|phone) (?:me|us|my \w+)(?: on| at)?|(?:my|our|his|her|their|mums?|moms?|dads?|mamas?|papas?)(?:'s)?\s+(?:\w+\s+)?(?:number|#|nummer|n[uú]mero|num[eé]ro))\b[^\d\n]{0,20}?(\+?\d[\d\s.\-/()]{6,22}\d)/gi;
/**
 * National numbers without a "+": a group of 8 to 13 digits (spaces, dots, dashes, brackets) validated against the
 * numbering plans of the countries our students most often write from (libphonenumber-js metadata): Spanish and
 * Italian numbers have no trunk 0 ("612 34 56 78", "312 345 6789"), Polish, Danish, Norwegian, Singapore and Hong
 * Kong numbers are 8 or 9 digits. Only with a phone word nearby (PHONE_CONTEXT_WIDE).
 */
const PHONE_GROUPED = /(?<![\w.,/+-])\(?\d{2,5}\)?(?:[\s.-]{1,2}\(?\d{1,5}\)?){0,5}(?![\w.,/-]*\d)/g;
const PLAN_COUNTRIES: CountryCode[] = [
  'GB',
  'IE',
  'AU',
  'NZ',
  'CA',
  'US',
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'ES',
  'PT',
  'IT',
  'NL',
  'PL',
  'SE',
  'DK',
  'NO',
  'FI',
  'IN',
  'PK',
  'JP',
  'KR',
  'CN',
  'PH',
  'SG',
  'HK',
  'MY',
  'BR',
  'MX',
  'AR',
  'CO',
  'ZA',
  'NG',
  'KE',
  'EG',
  'TR',
  'RO',
  'UA',
  'GR',
  'CZ',
];
const ID_BEFORE =
  /\b(?:id|i\.d\.|student|pupil|library|lunch|locker|card|account|order|tracking|isbn)\b[^\d]{0,20}$/i;
function validInSomePlan(number: string): boolean {
  for (const c of PLAN_COUNTRIES) if (isValidPhoneNumber(number, c)) return true;
  return false;
}

/** Street types written after the name (US, UK, CA, AU, IE) beyond STREET_SUFFIX. */
const STREET_SUFFIX_MORE =
  '(?:close|gardens|grove|mews|parade|esplanade|walk|green|rise|vale|quay|wynd|gate|hill|crescent|cres|end|view|mall|wharf|broadway|promenade|boulevard)';
/** "Flat 3, 12 High Street", "Unit 5/12 Smith St", "12 Smith St, Sydney NSW 2000" */
const ADDRESS_MORE = new RegExp(
  `\\b(?:(?:flat|unit|apt|apartment|suite)\\s*\\d+[a-z]?,?\\s*|\\d+[a-z]?\\s*/\\s*)?\\d{1,5}[a-z]?\\s+(?:[a-z][a-z'.-]*\\s+){1,3}${STREET_SUFFIX_MORE}\\b\\.?`,
  'gi',
);
/** "PO Box 4471", "P.O. Box 12", "post office box 9", "Postfach 1234", "apartado 56", "boîte postale 7". */
const PO_BOX =
  /\b(?:p\.?\s?o\.?\s?box|gpo box|locked bag|pmb|private mail ?box|post office box|postfach|apartado(?: de correos)?|casilla|bo[iî]te postale)\s*(?:#\s*)?\d{1,6}\b(?:,?\s+[a-z][a-z.]*(?:\s[a-z]+)?,?\s+[a-z]{2}\.?\s+\d{5}(?:-\d{4})?\b)?/gi;
/** "house number 32 on willow drive", "number 12 on the high street": a house number said before the street. */
const HOUSE_NUMBER_ON = new RegExp(
  `\\b(?:house|home|flat|apartment|apt|building|door)?\\s*(?:number|no\\.?|#)\\s*\\d{1,5}[a-z]?\\s+(?:on|in|at)\\s+(?:the\\s+)?(?:[a-z][a-z'.-]*\\s+){1,3}(?:${STREET_SUFFIX}|${STREET_SUFFIX_MORE})\\b\\.?`,
  'gi',
);
/** European styles: "Hauptstraße 5", "Kerkstraat 12", "Calle Mayor 10", "12 rue de Rivoli", "Via Roma 1". */
const ADDRESS_EU = new RegExp(
  [
    // the street type is part of the name, the number after: Hauptstraße 5, Lindenweg 12a, Kerkstraat 3
    `\\b[a-zäöüßåéø][a-zäöüßåéø-]*(?:straße|strasse|str\\.|weg|gasse|platz|allee|ring|damm|ufer|chaussee|steig|pfad|straat|laan|gracht|plein|kade|dijk|vej|gade|gatan|gata|vägen|veien|vei|gate)\\s+\\d{1,4}\\s?[a-z]?\\b`,
    // the street type first: Calle Mayor 10, Rue de Rivoli 12, Via Roma 1, Avenida da Liberdade 15
    `\\b(?:\\d{1,4}(?:\\s?(?:bis|ter))?\\s+)?(?:rue|avenue|av\\.|boulevard|bd|chemin|allée|allee|impasse|quai|place|calle|c/|avenida|avda\\.?|paseo|plaza|carrer|camino|carretera|via|viale|piazza|corso|vicolo|rua|travessa|largo|praça|praca|ul\\.|ulica|ulicy|aleja|alei|al\\.|osiedle|os\\.|plac|placu)\\s+(?:(?:de|del|della|delle|dei|degli|des|du|de la|la|le|les|los|las|da|do|dos|das|di|d')\\s*)?[a-zà-ÿ\\u0100-\\u017f][a-zà-ÿ\\u0100-\\u017f'-]*(?:\\s+[a-zà-ÿ\\u0100-\\u017f][a-zà-ÿ\\u0100-\\u017f'-]*){0,2}(?:,?\\s+(?:n[º°o]\\.?\\s*)?\\d{1,4}\\s?[a-z]?\\b)?`,
  ].join('|'),
  'gi',
);
/**
 * The locality after a street address, by national convention: "<postcode> <town>" (DE, AT, CH, FR, ES, IT, BE, DK,
 * NO: 4-5 digits; NL: 1234 AB; PL: 00-950; SE: 123 45) or "<town>[,] [<state or province>] <postcode>" (US ZIP, UK
 * and Canadian postcodes, AU state + 4 digits, and the European codes after the town). Used only to extend an
 * address already found, so a postcode alone never makes an address.
 */
const POSTCODE_ANY =
  '(?:\\d{5}(?:-\\d{4})?|\\d{2}-\\d{3}|\\d{3}\\s\\d{2}|\\d{4}\\s?[a-z]{2}(?![a-z])|\\d{4}|[a-z]{1,2}\\d[a-z\\d]?\\s?\\d[abd-hjlnp-uw-z]{2}|[abceghj-nprstvxy]\\d[abceghj-nprstv-z]\\s?\\d[abceghj-nprstv-z]\\d)';
const TOWN =
  "[a-zà-ÿ\\u0100-\\u017f][a-zà-ÿ\\u0100-\\u017f'.-]*(?:[\\s-][a-zà-ÿ\\u0100-\\u017f][a-zà-ÿ\\u0100-\\u017f'.-]*){0,2}?";
const LOCALITY_TAIL = new RegExp(
  `^(?:,\\s*|\\s+)(?:in\\s+)?(?:${POSTCODE_ANY}\\s+${TOWN}(?![a-zà-ÿ\\u0100-\\u017f])|${TOWN},?\\s+(?:[a-z]{2,3}\\.?,?\\s+)?${POSTCODE_ANY})(?![\\w-])`,
  'i',
);
/** UK houses on a street named with "the": "5 The Crescent", "12 the green". */
const ADDRESS_THE =
  /\b\d{1,4}[a-z]?,?\s+the\s+(?:crescent|green|avenue|drive|close|parade|grove|mews|square|terrace|walk|rise|oval|circus|paddocks|orchard|meadows|spinney|coppice|willows|limes|beeches|chase|croft|glebe|maltings|causeway|strand|quadrant|boulevard)\b/gi;
const LIVE_WORDS =
  /\b(?:live|lives|living|lived|house|home|flat|address|stay|staying|postcode|come over|come to|send|post|mail|deliver|pick me up|come get me)\b/i;
/**
 * A cited address, not the writer's: a famous or fictional place in a question about history or a story ("what
 * happened at 1600 Pennsylvania Avenue in 1814", "Harry lived at 4 Privet Drive in the story"). Needs a story or
 * history word and no first-person claim (my, our, I live, we live, me).
 */
const CITED_PLACE =
  /\b(?:story|stories|book|books|novel|novels|movie|movies|film|show|series|chapter|character|characters|fiction|fictional|history|historical|famous|museum|president|prime minister|king|queen|emperor|sherlock|harry potter|simpsons|in (?:1[0-9]|20)\d\d)\b/i;
const FIRST_PERSON_PLACE =
  /\b(?:my|our|mine|me|us|i live|i stay|we live|we stay|i m at|im at|i am at|come over|come get)\b/i;

/** What marks an address-like phrase as one (a number, a postcode, "I live", "address"). */
const ADDRESS_EU_CONFIRM =
  /\d|\b(live|lives|living|wohne|wohnt|vivo|vive|habite|habito|address|adresse|dirección|direccion|indirizzo|house|home|haus|casa|maison)\b/i;
/** Postcodes: UK (SW1A 1AA), Canada (K1A 0B1), and a 4-5 digit code before a town (10115 Berlin, 75001 Paris). */
const POSTCODE_UK = /\b(?:[a-z]{1,2}\d[a-z\d]?\s?\d[abd-hjlnp-uw-z]{2})\b/gi;
const POSTCODE_CA = /\b[abceghj-nprstvxy]\d[abceghj-nprstv-z]\s?\d[abceghj-nprstv-z]\d\b/gi;
const POSTCODE_TOWN = /\b\d{4,5}\s+[A-ZÄÖÜÉ][a-zäöüßéèàç]+(?:[\s-][A-ZÄÖÜÉ][a-zäöüßéèàç]+)?\b/g;
/** Australian state and postcode after a town: "Sydney NSW 2000". */
const POSTCODE_AU = /\b[a-z]+(?:\s[a-z]+)?,?\s+(?:nsw|vic|qld|wa|sa|tas|act|nt)\s+\d{4}\b/gi;
const POSTCODE_CONTEXT =
  /\b(live|lives|address|postcode|post code|postal code|zip|house|home|street|st|road|rd|avenue|ave|lane|flat|apt|drive|close|way|straße|strasse|rue|calle|via|wohne|vivo|habite)\b|(?<!\d)\d+\s+\w+/i;

/** A date (numeric, ISO, or with a month name), in English, German, Spanish or French. */
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|maerz|mai|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|février|fevrier|mars|avril|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre)';
const DATE = `(?:\\d{1,2}[./-]\\d{1,2}[./-](?:\\d{4}|\\d{2})|\\d{4}[./-]\\d{1,2}[./-]\\d{1,2}|(?:the )?\\d{1,2}(?:st|nd|rd|th|er|\\.)?(?: of| de)? ${MONTH}\\.?,?(?: (?:de )?\\d{4})?|${MONTH}\\.? (?:the )?\\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?)`;
/** "my birthday is March 3, 2012", "I was born on 04/05/2011", "DOB: 2011-05-04", "geboren am 3. Mai 2012". */
const DOB = new RegExp(
  `\\b(?:my (?:birthday|bday|b-day|birth ?date|date of birth|dob)(?:'s| is| was|:)?|(?:birthday|bday|b-day|geburtstag|cumpleaños|anniversaire)\\s*:|(?:i was|i am|i'm|im|i got) born(?: on| in)?|d\\.?o\\.?b\\.?(?:\\s*:)?|date of birth(?:\\s*:)?|birth ?date(?:\\s*:)?|(?:^|[,;(]\\s*)born(?: on)?(?:\\s*:)?|my (?:son|daughter|child|kid|baby|brother|sister|twins?)(?: \\w+)? (?:was|were|is) born(?: on)?|mein geburtstag ist(?: am)?|ich bin am|geboren am|geburtsdatum(?:\\s*:)?|nací el|naci el|mi cumpleaños es(?: el)?|fecha de nacimiento(?:\\s*:)?|je suis née? le|ma date de naissance est|date de naissance(?:\\s*:)?|mon anniversaire est le)\\s*(${DATE})`,
  'gi',
);
/** "my student ID is 20231234", "student number: S1234567", "lunch number 48213", "my ID# is AB-12345". */
const STUDENT_ID =
  /\b(?:(?:my |our )?(?:student|school|pupil|learner|lunch|library|locker|matriculation|login|log-in|log in|user|account|candidate|exam|schüler|alumno|élève|eleve)[\s-]?(?:id|i\.d\.|number|no\.?|num|#|code|card number|nummer|número|numero)|my (?:id|i\.d\.)(?: number| #| no\.?)?|num[ée]ro d'[ée]l[èe]ve|numero de (?:alumno|estudiante|matr[ií]cula)|n[úu]mero de (?:alumno|estudiante|matr[ií]cula)|numero di matricola|matricola|sch[üu]lernummer|sch[üu]ler-id|leerlingnummer|n[úu]mero de aluno|(?:id|i\.d\.) (?:number|#|no\.?))\s*(?:(?:is|'s|=|:|#|es|ist|est|è|é)\s*)?(?::\s*)?(?:#\s*)?((?=[a-z-]*\d)[a-z]{0,3}-?\d[\d-]{3,11}[a-z]?)\b/gi;
/** "my name is Jenny Lopez" (a first and a last name), "call me by my full name, ...". */
const MY_NAME =
  /\b(?:my (?:full |real |first and last |whole )?name is|my names|my name's|me llamo|mi nombre es|ich heiße|ich heisse|mein name ist|je m'appelle|mon nom est)\s+([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'-]+\s+(?:(?:o|mc|mac|van|von|de|del|della|di|da|du|le|la|al|el|bin|ben)\s+)?[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'-]+)(?:\s+([A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'-]+))?(?=[\s,.!]|$)/dgi;
/** "I live at ..." and its equivalents: whatever follows, up to the end of the clause. */
const LIVE_AT =
  /\b(?:i live at|we live at|my address is|our address is|ich wohne in der|ich wohne (?:in|an) der|meine adresse ist|vivo en(?: la| el)?|mi dirección es|mi direccion es|j'habite(?: au| à| a| rue)?|mon adresse est|abito in|abitiamo in|il mio indirizzo è|moro na|moro em|moramos na|moramos em|meu endereço é|ik woon op|ik woon aan|wij wonen op|we wonen op|wij wonen aan|mijn adres is)\s*(?::\s*)?([^.!?\n]{4,80})/gi;

/** Given names that end like a verb form or an adverb ("Emily", "Ahmed"): not a reason to doubt a name. */
const NAMES_LIKE_WORDS = new Set(
  (
    'emily molly holly kelly sally lily lilly shelly beverly kimberly carly polly dolly ally billy willy wally ' +
    'charly marly nelly kelly shirley ahmed mohammed muhammed mohamed mahmoud hamed javed rasheed saeed waleed ' +
    'fred ted ned jared alfred reed jed manfred wilfred winifred mildred sigfried siegfried'
  ).split(' '),
);
/** "my name is really ...", "i'm going ...": a word that reads as a verb form or an adverb, not a name. */
function verbLike(word: string, first: boolean): boolean {
  const w = word.toLowerCase();
  if (NAMES_LIKE_WORDS.has(w)) return false;
  return first ? /(ing|ed|ly)$/.test(w) : /(ing|ly)$/.test(w);
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

function window(text: string, start: number, end: number, size = 40): string {
  return text.slice(Math.max(0, start - size), Math.min(text.length, end + size));
}

function push(spans: PiiSpan[], kind: PiiKind, start: number, end: number): void {
  spans.push({ kind, start, end });
}

/** Every personal-information span in the text, overlapping spans merged (the earliest, longest wins). */
export function findPii(text: string): PiiSpan[] {
  const spans: PiiSpan[] = [];
  // Cheap exits: most messages have no digit, no @ and no "name" word.
  const hasDigit = /\d/.test(text);
  const hasAt = text.includes('@') || /\bat\b/i.test(text);

  if (hasAt) {
    for (const m of text.matchAll(EMAIL)) push(spans, 'email', m.index, m.index + m[0].length);
    for (const m of text.matchAll(EMAIL_SPELLED)) push(spans, 'email', m.index, m.index + m[0].length);
  }
  if (hasDigit) {
    for (const m of text.matchAll(SSN)) push(spans, 'ssn', m.index, m.index + m[0].length);
    for (const m of text.matchAll(SSN_BARE)) {
      if (SSN_CONTEXT.test(window(text, m.index, m.index + m[0].length)))
        push(spans, 'ssn', m.index, m.index + m[0].length);
    }
    for (const m of text.matchAll(CARD)) {
      const digits = m[0].replace(/\D/g, '');
      if (digits.length < 13 || digits.length > 19) continue;
      const ctx = window(text, m.index, m.index + m[0].length);
      // a number after a phone word with no card word is a phone that happens to pass Luhn ("call me on 0048 ...")
      if (digits.length <= 15 && !CARD_CONTEXT.test(ctx) && PHONE_CONTEXT_WIDE.test(ctx)) continue;
      if (luhnValid(digits) ? !ARITHMETIC.test(ctx) || CARD_CONTEXT.test(ctx) : CARD_CONTEXT.test(ctx)) {
        push(spans, 'card', m.index, m.index + m[0].length);
      }
    }
    const example =
      PHONE_EXAMPLE.test(text) && !/\bmy (?:\w+ )?(?:number|phone|cell|#)\s*(?:is|:|=)/i.test(text);
    for (const m of text.matchAll(PHONE_SPACED)) {
      if (
        !example &&
        PHONE_CONTEXT.test(window(text, m.index, m.index + m[0].length)) &&
        PHONE_OWN.test(text)
      )
        push(spans, 'phone', m.index, m.index + m[0].length);
    }
    for (const m of text.matchAll(PHONE_SEPARATED)) {
      if (example) continue;
      const ctx = window(text, m.index, m.index + m[0].length, 12);
      if (!ARITHMETIC.test(ctx) || PHONE_CONTEXT.test(window(text, m.index, m.index + m[0].length))) {
        push(spans, 'phone', m.index, m.index + m[0].length);
      }
    }
    for (const m of text.matchAll(PHONE_BARE)) {
      if (example) continue;
      const ctx = window(text, m.index, m.index + m[0].length);
      if (PHONE_CONTEXT.test(ctx) && !/\b(times|plus|minus|divided|equals|round)\b|[+*/=×÷]/i.test(ctx)) {
        push(spans, 'phone', m.index, m.index + m[0].length);
      }
    }
    for (const m of text.matchAll(ADDRESS)) {
      const between = m[0]
        .replace(/^\d+[a-z]?\s+/i, '')
        .replace(new RegExp(`(?<!\\s)\\s+${STREET_SUFFIX}\\b[\\s\\S]*$`, 'i'), '');
      if (NOT_STREET_WORDS.test(between)) continue;
      if (/^1600 pennsylvania/i.test(m[0]) || /^10 downing/i.test(m[0]) || /^221b baker/i.test(m[0]))
        continue;
      push(spans, 'address', m.index, m.index + m[0].replace(/(?<![\s,.])[\s,.]+$/, '').length);
    }
    // international and national formats, checked by libphonenumber-js (a phone context or a "+" is needed,
    // so that sums and years are left alone); numbers it cannot validate are kept when the context is explicit
    if (!example && PHONE_CONTEXT_WIDE.test(text)) {
      // "+CC ..." numbers of any country and US / Canadian numbers, validated against the numbering plans;
      // national formats of other countries ("0..."), and numbers in fictional ranges, by the patterns below
      for (const n of findPhoneNumbersInText(text, { defaultCountry: 'US' })) {
        if (
          ARITHMETIC.test(window(text, n.startsAt, n.endsAt, 12)) &&
          !/\+/.test(text.slice(n.startsAt, n.endsAt))
        )
          continue;
        push(spans, 'phone', n.startsAt, n.endsAt);
      }
      for (const re of [PHONE_INTL, PHONE_NATIONAL]) {
        for (const m of text.matchAll(re)) {
          const digits = m[0].replace(/\D/g, '').length;
          if (digits < 8 || digits > 15) continue;
          if (ARITHMETIC.test(window(text, m.index, m.index + m[0].length, 12)) && !m[0].startsWith('+'))
            continue;
          if (!PHONE_CONTEXT_WIDE.test(window(text, m.index, m.index + m[0].length)) && !m[0].startsWith('+'))
            continue;
          push(spans, 'phone', m.index, m.index + m[0].replace(/(?<![\s.\-/])[\s.\-/]+$/, '').length);
        }
      }
    }
    if (!example && PHONE_CONTEXT_WIDE.test(text)) {
      for (const m of text.matchAll(PHONE_GROUPED)) {
        const digits = m[0].replace(/\D/g, '').length;
        if (digits < 8 || digits > 13) continue;
        const ctx = window(text, m.index, m.index + m[0].length, 30);
        if (
          !PHONE_CONTEXT_WIDE.test(ctx) ||
          ARITHMETIC.test(window(text, m.index, m.index + m[0].length, 12))
        )
          continue;
        // an ID, a card or a library number is not a phone ("my student id number is 4481-2297")
        if (ID_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
        if (validInSomePlan(m[0])) push(spans, 'phone', m.index, m.index + m[0].length);
      }
    }
    for (const m of text.matchAll(PHONE_AFTER_WORD)) {
      const number = m[1] ?? '';
      const digits = number.replace(/\D/g, '').length;
      if (example || digits < 8 || digits > 15) continue;
      const start = m.index + m[0].length - number.length;
      const around = `${text.slice(Math.max(0, start - 12), start)} ${text.slice(start + number.length, start + number.length + 12)}`;
      if (ARITHMETIC.test(around) && !number.startsWith('+')) continue;
      push(spans, 'phone', start, start + number.length);
    }
    for (const m of text.matchAll(ADDRESS_MORE)) {
      const between = m[0]
        .replace(
          /^(?:(?:flat|unit|apt|apartment|suite)\s*\d+[a-z]?,?\s*|\d+[a-z]?\s*\/\s*)?\d{1,5}[a-z]?\s+/i,
          '',
        )
        .replace(new RegExp(`(?<!\\s)\\s+${STREET_SUFFIX_MORE}\\b[\\s\\S]*$`, 'i'), '');
      if (NOT_STREET_WORDS.test(between)) continue;
      push(spans, 'address', m.index, m.index + m[0].replace(/(?<![\s,.])[\s,.]+$/, '').length);
    }
    for (const m of text.matchAll(ADDRESS_EU)) {
      if (!/\d/.test(m[0]) && !ADDRESS_EU_CONFIRM.test(window(text, m.index, m.index + m[0].length, 30)))
        continue;
      if (
        !/\d/.test(m[0]) &&
        !/\b(live|lives|wohne|wohnt|vivo|vive|habite|address|adresse|direcci[oó]n|indirizzo)\b/i.test(text)
      )
        continue;
      push(spans, 'address', m.index, m.index + m[0].replace(/(?<![\s,.])[\s,.]+$/, '').length);
    }
    for (const re of [POSTCODE_UK, POSTCODE_CA, POSTCODE_AU, POSTCODE_TOWN]) {
      for (const m of text.matchAll(re)) {
        // a postcode is personal only next to an address or a "where I live" context
        if (!POSTCODE_CONTEXT.test(window(text, m.index, m.index + m[0].length, 50))) continue;
        if (re === POSTCODE_UK && !/\d[a-z]{2}$/i.test(m[0].trim())) continue;
        if (re === POSTCODE_TOWN && ARITHMETIC.test(window(text, m.index, m.index + m[0].length, 12)))
          continue;
        push(spans, 'address', m.index, m.index + m[0].length);
      }
    }
    for (const m of text.matchAll(DOB)) {
      const date = m[1] ?? '';
      const start = m.index + m[0].lastIndexOf(date);
      push(spans, 'dob', start, start + date.length);
    }
    for (const m of text.matchAll(STUDENT_ID)) {
      const id = m[1] ?? '';
      const start = m.index + m[0].lastIndexOf(id);
      push(spans, 'student_id', start, start + id.length);
    }
    for (const m of text.matchAll(PO_BOX)) push(spans, 'address', m.index, m.index + m[0].length);
    for (const m of text.matchAll(HOUSE_NUMBER_ON)) {
      if (!/\b(?:house|home|flat|apartment|apt|building|door|live|lives|living|stay)\b/i.test(text)) continue;
      const lead = m[0].length - m[0].trimStart().length;
      push(spans, 'address', m.index + lead, m.index + m[0].replace(/(?<![\s,.])[\s,.]+$/, '').length);
    }
    if (LIVE_WORDS.test(text)) {
      for (const m of text.matchAll(ADDRESS_THE)) push(spans, 'address', m.index, m.index + m[0].length);
    }
    for (const m of text.matchAll(ZIP_CONTEXT)) {
      const zip = m[1] ?? '';
      const start = m.index + m[0].lastIndexOf(zip);
      push(spans, 'address', start, start + zip.length);
    }
  }
  for (const m of text.matchAll(PHONE_WORDS)) push(spans, 'phone', m.index, m.index + m[0].length);
  for (const m of text.matchAll(ADD_ME)) {
    const value = m[1] ?? '';
    if (!/[\d_.]/.test(value) || HANDLE_STOP.test(value)) continue;
    const start = m.index + m[0].length - value.length;
    push(spans, 'handle', start, m.index + m[0].length);
  }
  for (const m of text.matchAll(DOB)) {
    if (/\d/.test(m[0])) continue; // done above with the digits
    const date = m[1] ?? '';
    const start = m.index + m[0].lastIndexOf(date);
    push(spans, 'dob', start, start + date.length);
  }
  for (const m of text.matchAll(LIVE_AT)) {
    const given = m[1] ?? '';
    const value = given
      .replace(
        /(?:,\s*(?:and|but|so|lol|if|pls|please|ok|okay)\b|(?<!\s)\s+(?:and|but|so|lol|if|come|pls|please|ok|okay)\b)[\s\S]*$/i,
        '',
      )
      .replace(/(?<![\s,])[\s,]+$/, '');
    // "i live at the end of the road" / "i live at home": a place, not an address; a number or a proper name is needed
    if (!/\d/.test(value) && !/\b[A-Z][a-z]+/.test(value.replace(/^(the|my|our)\s+/i, ''))) continue;
    if (
      /^(home|school|the (end|top|bottom|edge|corner|moment)|my (mom|dad|grandma|grandpa|aunt|uncle)'?s?)\b/i.test(
        value,
      )
    )
      continue;
    const start = m.index + m[0].lastIndexOf(given);
    push(spans, 'address', start, start + value.length);
  }
  for (const m of text.matchAll(MY_NAME)) {
    const [first = '', last = ''] = (m[1] ?? '').split(/\s+/);
    if (NAME_STOP.has(first.toLowerCase()) || NAME_STOP.has(last.toLowerCase())) continue;
    if (verbLike(first, true) || verbLike(last, false)) continue;
    const nameSpan = m.indices?.[1];
    if (!nameSpan) continue;
    // a third part of the name (a second surname): a full name says "full", or the word is no common word
    const third = m[2] ?? '';
    const thirdSpan = m.indices?.[2];
    const thirdIsName =
      thirdSpan &&
      (/\b(?:full|whole|real)\b/i.test(m[0]) || /^[A-ZÀ-Ý]/.test(third)) &&
      !NAME_STOP.has(third.toLowerCase()) &&
      !verbLike(third, false) &&
      !/^(?:im|i|and|y|et|und)$/i.test(third);
    push(spans, 'name', nameSpan[0], thirdIsName ? thirdSpan[1] : nameSpan[1]);
  }
  for (const m of text.matchAll(LIVE_ON)) {
    const street = m[1] ?? '';
    const start = m.index + m[0].lastIndexOf(street);
    push(spans, 'address', start, start + street.replace(/(?<![\s.])[\s.]+$/, '').length);
  }
  for (const m of text.matchAll(MY_ADDRESS)) {
    const given = m[1] ?? '';
    if (ADDRESS_ONE.test(given)) continue; // the street-address detector has it, with its exact extent
    const value = given
      .replace(/(?:,|(?<!\s)\s+(?:and|but|so|lol|if|come|pls|please|ok|okay)\b)[\s\S]*/i, '')
      .replace(/(?<![\s,])[\s,]+$/, '');
    if (
      !/\d/.test(value) &&
      !/\b(street|st|avenue|ave|road|rd|lane|ln|drive|dr|court|ct|way|blvd|boulevard)\b/i.test(value)
    )
      continue;
    const start = m.index + m[0].lastIndexOf(given);
    push(spans, 'address', start, start + value.length);
  }

  if (text.includes('@')) {
    for (const m of text.matchAll(HANDLE_AT)) {
      // skip the domain part of an email (already covered) and "@ 3pm"-like uses
      if (spans.some((s) => s.kind === 'email' && m.index >= s.start && m.index < s.end)) continue;
      push(spans, 'handle', m.index, m.index + m[0].length);
    }
  }
  if (text.includes('#')) {
    for (const m of text.matchAll(DISCORD_TAG)) push(spans, 'handle', m.index, m.index + m[0].length);
  }
  for (const m of text.matchAll(HANDLE_NAMED)) {
    const value = m[1] ?? '';
    if (!value || HANDLE_STOP.test(value) || !HANDLE_NAMED_REQUIRES.test(m[0])) continue;
    // require something handle-like: a digit, an underscore or dot, or an explicit "is"/":" before it
    if (
      !/[\d_.]/.test(value) &&
      !/(?:\bis|:|=|-|@)\s*@?[a-z0-9_]/i.test(m[0].slice(0, m[0].length - value.length + 1))
    )
      continue;
    const start = m.index + m[0].length - value.length;
    push(spans, 'handle', start, m.index + m[0].length);
  }

  for (const m of text.matchAll(NAME_INTRO)) {
    const [first = '', last = ''] = (m[1] ?? '').split(/\s+/);
    if (NAME_STOP.has(first.toLowerCase()) || NAME_STOP.has(last.toLowerCase())) continue;
    if (verbLike(first, true) || verbLike(last, false)) continue;
    const end = m.index + m[0].length;
    const nameSpan = m.indices?.[1];
    if (!nameSpan) continue;
    const school = SCHOOL_AFTER.exec(text.slice(end, end + 120));
    const schoolSpan = school?.indices?.[1];
    if (school && schoolSpan) {
      push(spans, 'name', nameSpan[0], nameSpan[1]);
      push(spans, 'school', end + schoolSpan[0], end + schoolSpan[1]);
      continue;
    }
    // the school first: "i go to jefferson middle school and my name is sarah miller"
    const from = Math.max(0, m.index - 120);
    const before = SCHOOL_BEFORE.exec(text.slice(from, m.index));
    const beforeSpan = before?.indices?.[1];
    if (!before || !beforeSpan) continue;
    push(spans, 'name', nameSpan[0], nameSpan[1]);
    push(spans, 'school', from + beforeSpan[0], from + beforeSpan[1]);
  }
  return extendLocalities(text, dropCitedPlaces(text, dropQuantities(text, merge(spans))));
}

/**
 * Whose number it is: a possessive before a phone word ("my number", "mi número", "mój numer", "mein Handy", "my
 * nan's landline") or a request to call, text or ring the writer, in our languages.
 */
const PHONE_MINE =
  /\b(?:(?:my|our|mums?|moms?|dads?|mamas?|papas?|nans?|grans?|his|her|their|mi|mio|mia|m[oó]j|moje|min|mitt|mijn|meine?|mon|ma|meu|minha)(?:'s)?\s+(?:[\w']+\s+){0,2}?(?:number|phone|cell|cellphone|mobile|landline|whatsapp|digits|#|n[uú]mero|numer|nummer|num[eé]ro|telefon\w*|t[eé]l[eé]phone|tel[eé]fono|handy\w*|m[oó]vil|cellulare|celular|portable|mobiel|mobil\w*)|(?:call|text|txt|ring|phone|whatsapp|bel|sms|message|facetime|reach|contact)\s+(?:me|us|my [\w']+|her|him|mum|mom|dad)|hmu|hit me up|ll[aá]mame|escr[ií]beme|chiamami|scrivimi|appelle[- ]moi|[eé]cris[- ]moi|ruf mich|zadzwo[nń]|ring (?:meg|mig)|liga(?:-me| pra mim)|app me)/i;
/** A phone word as a label right before the digits: "phone: ...", "tel 020 ...", "numero de telefono 6123...". */
const PHONE_LABEL =
  /\b(?:phone|cell|cellphone|mobile|landline|tel|telephone|whatsapp|facetime|handy\w*|telefon\w*|t[eé]l[eé]phone|tel[eé]fono|celular|portable|mobiel|cellulare|contact|call|ring|text)\b(?: ?(?:number|nummer|n[uú]mero|num[eé]ro|no\.?|#))?(?: ?(?:is|:|=|-|on|at))?$/i;
/** A count, not a phone: thousands in groups of three ending in 000, or a plural noun right after ("150 000 000 players"). */
const THOUSANDS = /^\d{1,3}(?:[\s.,]\d{3})*[\s.,]000$/;
const COUNT_AFTER = /^\s+(?!(?:is|was|its|thats|his|yes|pls|plz|lols?|thanks|texts?)\b)[a-z]+s\b/i;

/**
 * A number a phone detector found is kept only when it is the writer's (PHONE_MINE, or a phone label just before it, or
 * written with "+" / "00"), and is not a count. Spelled digits ("five five five ...") are kept as they are.
 */
function dropQuantities(text: string, spans: PiiSpan[]): PiiSpan[] {
  if (!spans.some((s) => s.kind === 'phone')) return spans;
  const mine = PHONE_MINE.test(text);
  return spans.filter((s) => {
    if (s.kind !== 'phone') return true;
    const value = text.slice(s.start, s.end);
    if (!/\d/.test(value)) return true;
    const international = /^(?:\+|00[1-9])/.test(value);
    if (!international && THOUSANDS.test(value)) return false;
    // a plural noun after the digits reads as a count only when nothing says whose number it is ("shes" is not a noun)
    if (!international && !mine && COUNT_AFTER.test(text.slice(s.end, s.end + 30))) return false;
    return (
      international || mine || PHONE_LABEL.test(text.slice(Math.max(0, s.start - 40), s.start).trimEnd())
    );
  });
}

/** Famous and fictional addresses in a question about history or a story are not the writer's (CITED_PLACE). */
function dropCitedPlaces(text: string, spans: PiiSpan[]): PiiSpan[] {
  if (!spans.some((s) => s.kind === 'address') || !CITED_PLACE.test(text) || FIRST_PERSON_PLACE.test(text))
    return spans;
  return spans.filter((s) => s.kind !== 'address');
}

/** Each address span grows over the postcode and town that follow it ("..., 10115 Berlin", "..., Leeds LS6 2DT"). */
function extendLocalities(text: string, spans: PiiSpan[]): PiiSpan[] {
  let grown = false;
  for (const s of spans) {
    if (s.kind !== 'address') continue;
    const tail = LOCALITY_TAIL.exec(text.slice(s.end, s.end + 60));
    if (!tail) continue;
    s.end += tail[0].length;
    grown = true;
  }
  return grown ? merge(spans) : spans;
}

function merge(spans: PiiSpan[]): PiiSpan[] {
  if (spans.length < 2) return spans;
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: PiiSpan[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) {
      if (s.end > last.end) last.end = s.end;
      continue;
    }
    out.push({ ...s });
  }
  return out;
}

export function redact(text: string, spans: PiiSpan[]): string {
  if (spans.length === 0) return text;
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += text.slice(at, s.start) + PII_PLACEHOLDER[s.kind];
    at = s.end;
  }
  return out + text.slice(at);
}
