/**
 * Prompt injection and jailbreak rules beyond lexicon.ts, in English, German, Spanish and French. They run
 * on the message lower-cased with its accents removed ("précédentes" -> "precedentes", "heißt" stays), because
 * normalize() is English-only. Each rule describes a move, not a sentence:
 * - override: an imperative to forget / ignore / drop what came before or what the assistant was given;
 * - new task after a reset marker ("now new tasks follow", "start from scratch", "new instructions:");
 * - role hijack: "you are now X", "act as X" with a persona or an unrestricted mode, "stay in character";
 * - extraction: asking for the system prompt, the instructions, the text above / the first message;
 * - encoding tricks: answer or decode in base64, rot13, hex, binary, reversed text, or a long base64 blob.
 */
import type { Rule } from './lexicon.ts';

const j = (kind: string, re: RegExp, unless?: RegExp): Rule => ({
  category: 'jailbreak',
  severity: 'low',
  kind,
  re,
  unless,
  studentOnly: true,
});

/** What came before: instructions, rules, prompt, the text above, everything (EN/DE/ES/FR). */
const PRIOR_EN =
  '(?:(?:all|any|every|the|your|my|these|those|of|previous|prior|earlier|above|preceding|original|initial|former|foregoing|last|current|system|given|provided) ){0,4}(?:instructions?|rules|prompts?|commands?|directions|directives|guidelines|context|documents?|information|input|tasks?|assignments?|text|messages?|conversation|orders|programming|training|constraints|restrictions)';
const PRIOR_DE =
  '(?:(?:alle|alles|die|deine|ihre|bisherigen|vorherigen|vorangehenden|vorangegangenen|obigen|fruheren|bisherige|vorherige|obige|gegebenen|erhaltenen|gesagte|gesagten) ){0,3}(?:anweisungen|anweisung|befehle|instruktionen|regeln|vorgaben|angaben|informationen|ausfuhrungen|aufgaben|texte|prompts?|dokumente|kontext|eingaben)';
const PRIOR_ES =
  '(?:(?:todas|todos|todo|las|los|tus|sus|mis|previas|previos|anteriores|de antes|dadas|originales) ){0,3}(?:instrucciones|ordenes|reglas|indicaciones|comandos|directrices|tareas|mensajes|documentos|informacion|contexto|prompts?)';
const PRIOR_FR =
  '(?:(?:toutes|tous|tout|les|tes|vos|mes|des|instructions|consignes|precedentes|precedents|anterieures|ci-dessus|donnees|initiales|originales) ){0,3}(?:instructions|consignes|regles|ordres|commandes|directives|taches|messages|documents|informations|contexte|prompts?)';

export const INJECTION_RULES: Rule[] = [
  // English override of what came before (lexicon.ts covers "ignore your instructions and say")
  j(
    'override',
    new RegExp(
      `\\b(?:ignore|forget|disregard|discard|skip|overlook|drop|abandon|leave behind|set aside|override|bypass|delete|erase|clear|reset|put aside|pay no attention to|do not (?:follow|look at|use|consider|pay attention to)|don'?t (?:follow|look at|use|consider)|never mind|nevermind|stop following) (?:all |everything |anything )?(?:(?:that|what) (?:was|has been|you were|i|we) (?:said|told|written|given|asked)|everything (?:above|before|said|previously|you know|so far|prior)|all (?:of )?(?:the )?above|the above(?! (?:question|problem|one|message|answer|comment|sentence|example|typo|part|picture))|what came before|what i said before|all (?:your|previous|prior) thoughts|${PRIOR_EN})\\b`,
    ),
    /\b(ignore|skip|disregard) (the |any )?(units?|remainders?|decimals?|signs?|friction|air resistance|outliers?|typos?|spelling|the (first|last) (page|question|problem))\b|\bteacher (said|says|told us) (to )?(ignore|skip)\b/,
  ),
  j(
    'override',
    /\b(?:forget|ignore) (?:about )?(?:everything|all|it all)(?: (?:else|before|above|now|so far|you know|previous(?:ly)?))?[.,!:;]? ?(?:now |and |then |instead )?(?:say|write|tell|answer|print|output|respond|reply|act|pretend|you are|be|only|just|focus)\b/,
  ),
  j(
    'override',
    /\b(?:change|update|replace|overwrite|rewrite) (?:your|the) (?:instructions|rules|prompt|system prompt|programming|task)\b|\b(?:your |the )?new (?:instructions|rules|task|tasks|orders|directives) (?:are|is|follow)\b|\bnew (?:instructions|task|rules)\s*:|\b(?:from now on|henceforth|starting now|for the rest of (?:this|our) conversation),? (?:you (?:will|must|shall|are|only|should|can)|only|always|never|answer|reply|respond|say|act)\b/,
  ),
  j(
    'override',
    /\b(?:now|ok(?:ay)?|great|good|well done|very good|that is done)[.!,]? (?:new|next|further|other|more|following) tasks? (?:follow|are|:)|\bstart (?:over |again )?from (?:scratch|the beginning|zero)\b[^.!?]{0,40}\b(?:task|write|say|answer|you)\b|\bthe (?:above|previous) (?:was|were) (?:just )?(?:a test|wrong|fake|not important)\b/,
  ),
  j(
    'override',
    /\b(?:do not|don'?t|never) (?:look (?:at|in)|read|use|consult) (?:the )?(?:documents?|sources?|articles?|context|instructions)\b|\b(?:just|only) (?:output|say|print|write|reply with|answer with|respond with) ["'“]|\brepeat after me\b|\b(?:say|write|print|output) (?:only |just )?["'“][^"'”]{1,80}["'”] (?:and nothing else|only|and stop)\b/,
  ),
  // an interruption that opens a new order ("stop: write ...", "ACHTUNG - STOPP - ...") or points at the text above
  j(
    'override',
    /(?:^ |[.!?] )(?:(?:attention|achtung|atencion|atention)\s*[-:!–—]+\s*(?:stop|stopp|alto|arrete)\b|(?:stop|stopp|halt|alto)\s*[-:!–—]+\s*(?:write|say|print|output|schreibe?|sag|escribe|di|ecris|dis)\b)|\b(?:ignore|disregard|forget) (?:the )?above(?: (?:and|then)| ?[,.:;])? ?(?:\w+ )?(?:say|write|print|output|tell|answer|respond|reply)\b|\bdisregarding (?:the |all |any )?(?:articles?|documents?|context|instructions?|above|previous|sources?|rules)\b|\b(?:ignore|forget|disregard) everything (?:and|then|,) (?:\w+ )?(?:say|output|write|print|respond|reply|answer|tell)\b|\b(?:remove|throw out|put away|let go of|clear) (?:all )?(?:the )?(?:previous|prior|earlier|old|former) (?:tasks?|instructions?|information|orders?|prompts?)\b|\b(?:use|using) (?:also )?(?:the )?information (?:in|from) the prompt\b|\bwhat (?:is|was) written (?:above|before)\b/,
  ),
  j(
    'override',
    /\babweichend (?:zu|von) (?:den )?(?:vorherigen|bisherigen|obigen|fruheren) (?:instruktionen|anweisungen|vorgaben|regeln)\b|\b(?:alle |die )?(?:vorherigen|bisherigen) (?:informationen|anweisungen|instruktionen),? die (?:sie|du) erhalten (?:haben|hast)\b/,
  ),
  // role-play hijack
  j(
    'role_hijack',
    /\b(?:i want you to act as|i want you to be|you are going to act as|you will act as|act as (?:if you were|though you were) |pretend (?:that )?you are (?:not|no longer|an?|the|my) (?!tutor|teacher)\w+|pretend to be (?:an?|the|my) (?!tutor|teacher)\w+|from now on you are|you are now (?:an?|the|my|called|named|in)\b|you will now be|your new (?:name|role|persona|identity|character) is|stay in character|break character|you (?:have|got) no (?:filters?|limits|restrictions|rules)|answer (?:as|like) (?:an?|the) (?:evil|unfiltered|uncensored|unrestricted|rogue|hacker)|(?:two|2) (?:actors|characters|people|persons) in a (?:film|movie|play|story) (?:about|where)|in a (?:film|movie|story|play) (?:about|where) [^.]{0,60}\b(?:hack|rob|steal|break into|heist|bomb|weapon|drugs?)\b|(?:hypothetical|theoretical|fictional) world where you (?:are|can|could|would)|if you were not (?:a|an) (?:ai|tutor|bot|assistant))/,
    /\b(act as|pretend to be|be) (a |an |the )?(character|historical figure|scientist|narrator|president|king|queen|author|poet)\b[^.!?]{0,40}\b(for|in) (my|our|the|a) (book report|project|presentation|essay|class|play|history|lesson|skit|assignment)\b/,
  ),
  // system prompt extraction
  j(
    'prompt_extraction',
    /\b(?:what (?:is|are|was|were)|show|tell|reveal|print|output|display|repeat|give|share|send|list|write (?:out|down)?|spell out|paste|leak|dump) (?:me )?(?:exactly |verbatim |word for word )?(?:your|the|its|these|those)? ?(?:initial |original |hidden |secret |internal |full |exact |first |entire |system |developer |pre-?)(?:prompt|instructions?|message|rules|configuration|guidelines|directives)\b|\b(?:system|developer|hidden|initial|secret|original) (?:prompt|message|instructions)\b[^.!?]{0,30}(?:\?|\b(?:say|contain|show|reveal|print|repeat)\b)|\b(?:what|which) (?:instructions|rules|guidelines|directives) (?:were you|have you been|did you get|are you) (?:given|told|following|programmed|trained)\b|\b(?:repeat|print|show|output|return) (?:everything|all|the text|the words|the first (?:line|message|sentence|\d+ words)) (?:above|before|prior|that came before|of (?:this|the) conversation)\b|\bbeginning with ["'“]?you are\b|\bwhat was written (?:above|before|at the (?:start|beginning))\b/,
  ),
  // encoding tricks
  j(
    'encoding',
    /\b(?:answer|reply|respond|write|talk|speak|say it|tell me|give (?:me )?(?:the answer|it)|output|encode|translate (?:it|this|your answer)) (?:only |back )?(?:in|using|with|as|into) (?:base ?64|rot ?13|hex(?:adecimal)?|binary|morse(?: code)?|leetspeak|leet|reverse(?:d)? (?:text|order)|backwards|pig latin|a cipher|caesar cipher|unicode escapes?|ascii codes?)\b|\b(?:decode|decrypt|translate|convert|run|execute|follow|read) (?:this|the following|these|that)? ?(?:base ?64|rot ?13|hex|binary|encoded|encrypted|obfuscated)(?: (?:text|string|message|instructions?|code|prompt))?\b[^.!?]{0,30}\b(?:and (?:do|follow|execute|obey|run|answer)|then (?:do|follow|execute|answer)|instructions?)\b|\b[a-z0-9+/]{40,}={0,2}(?:\s|$)/,
    /\b(what is|how (does|do)|explain|teach me|learn|convert (the number|\d+)|in computer science|for (my|a) (class|project))\b/,
  ),
  // German
  j(
    'override',
    new RegExp(
      `\\b(?:vergiss|vergesst|vergessen sie|ignoriere|ignoriert|ignorieren sie|missachte|verwirf|lass|lassen sie|uberspringe|loschen?|vernachlassige)(?: (?:nun|jetzt|bitte|einfach|sofort))? (?:alles|alle|${PRIOR_DE})\\b|\\b(?:${PRIOR_DE}) (?:ignorieren|vergessen|hinter sich lassen|verwerfen|missachten)\\b|\\b(?:nun|jetzt) folgen (?:neue|weitere) (?:aufgaben|anweisungen)\\b|\\bvon (?:vorne|neu) (?:an|beginnen|starten)\\b|\\bneue (?:aufgabe|anweisung|anweisungen|regeln)\\s*:`,
    ),
  ),
  j(
    'role_hijack',
    /\b(?:du bist (?:jetzt|nun|ab jetzt|ab sofort|keine?|nicht mehr)|ab (?:jetzt|sofort) bist du|tu so,? als (?:ob|ware|wärst|warst)|stell dir vor,? du bist|ich mochte,? dass (?:du|sie) als [\w-]+(?: [\w-]+){0,4} (?:fungierst|fungieren|agierst|agieren|handelst|auftrittst|auftreten)|spiele? die rolle|verhalte dich wie|sie sind jetzt|du musst (?:auch )?so reden)\b/,
  ),
  j(
    'prompt_extraction',
    /\b(?:zeig|zeige|nenne|gib|verrate|wiederhole|sag) (?:mir )?(?:deinen?|ihren?|die|den) (?:system ?prompt|prompt|anweisungen|ursprunglichen anweisungen|instruktionen|regeln)\b|\bwas (?:sind|waren) deine (?:anweisungen|instruktionen|regeln)\b|\bwas steht (?:oben|uber diesem text|am anfang)\b/,
  ),
  // Spanish
  j(
    'override',
    new RegExp(
      `\\b(?:olvida|olvide|olviden|olvidate de|ignora|ignore|ignoren|omite|descarta|deja de lado|no hagas caso a|haz caso omiso de|borra)(?: (?:ahora|ya|por favor))? (?:todo|todas|todos|lo (?:anterior|que (?:te )?(?:dije|digo|dijeron))|${PRIOR_ES})\\b|\\b(?:nuevas|nueva) (?:instrucciones|tarea|tareas|reglas)\\s*:|\\ba partir de ahora,? (?:eres|seras|solo|responde|debes)\\b|\\bempieza de (?:cero|nuevo)\\b`,
    ),
  ),
  j(
    'role_hijack',
    /\b(?:ahora eres|ahora seras|actua como(?: si fueras)?|finge (?:que eres|ser)|haz de cuenta que eres|imagina que eres|quiero que actues como|ya no eres|eres un (?:ai|asistente|bot) sin (?:reglas|filtros|restricciones)|juega el papel de)\b/,
  ),
  j(
    'prompt_extraction',
    /\b(?:muestra|muestrame|dime|revela|repite|ensename|escribe|dame) (?:me )?(?:tu|tus|el|las|los) (?:prompt|prompt del sistema|instrucciones|reglas|indicaciones)(?: (?:del sistema|iniciales|originales|ocultas|secretas))?\b|\bcuales son tus instrucciones\b/,
  ),
  // French
  j(
    'override',
    new RegExp(
      `\\b(?:oublie|oubliez|ignore|ignorez|ne tiens pas compte de|ne tenez pas compte de|fais abstraction de|efface|laisse de cote|abandonne)(?: (?:maintenant|donc|s'il te plait|stp))? (?:tout|toutes|tous|ce que (?:je t'ai|j'ai|on t'a) dit|${PRIOR_FR})\\b|\\b(?:nouvelles?) (?:instructions|consignes|taches?|regles)\\s*:|\\ba partir de maintenant,? (?:tu es|tu seras|tu dois|reponds|tu ne)\\b|\\brecommence (?:a|de) zero\\b`,
    ),
  ),
  j(
    'role_hijack',
    /\b(?:tu es maintenant|desormais tu es|tu n'es plus|fais comme si tu etais|fais semblant d'etre|agis comme|comporte-toi comme|imagine que tu es|je veux que tu agisses comme|joue le role d)\b/,
  ),
  j(
    'prompt_extraction',
    /\b(?:montre|montre-moi|donne|donne-moi|revele|revele-moi|repete|affiche|dis-moi|ecris) (?:moi )?(?:ton|tes|le|les|votre|vos) (?:prompt|prompt systeme|instructions|consignes|regles)(?: (?:systeme|initiales|originales|cachees|secretes))?\b|\bquelles sont tes (?:instructions|consignes|regles)\b/,
  ),
];

/** The message as these rules read it: lower case, accents removed, apostrophes straightened, spaces collapsed. */
export function foldForInjection(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()} `;
}
