/**
 * Self-harm in Spanish, French and German (session 11, issue 18): direct crisis statements in one's own words, a
 * stated intent with a time or a means, self-injury told as an act, and someone close who says they will kill
 * themselves. The normaliser (normalize.ts) drops accented letters, so these rules read the accent-folded text
 * (`foldForInjection`, "brücke" -> "brucke"), like the injection rules. Severity per ADR 020: high (a direct
 * statement, an act, a plan, someone at risk). Figures of speech ("me muero de risa", "je suis mort de rire", "ich
 * sterbe vor Langeweile") have no rule here; cuts while cooking or shaving are kept out (`unless`).
 */
import type { Rule } from './lexicon.ts';

/** A cut that is an accident: the finger, hair, cooking, shaving, paper. */
const ACCIDENTAL_CUT =
  /\b(?:dedo|pelo|unas|cebolla|cocina\w*|papel|afeit\w*|doigt|cheveux|ongles|oignons?|legumes|cuisin\w*|papier|rasant|rasage|finger|haare?|nagel|zwiebel\w*|kochen|gemuse|papier|rasier\w*)\b/;

export const SELF_HARM_STRUCTURES_11: Rule[] = [
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent_es',
    unless: /\b(?:morirme|morir) de (?:risa|ganas|verguenza|aburrimiento|hambre|frio|calor|sueno)\b/,
    // "quiero matarme", "me voy a quitar la vida", "no quiero seguir viviendo", "voy a acabar con todo esta noche"
    re: /\b(?:(?:me )?(?:quiero|voy a|pienso|estoy pensando en|he pensado en|tengo ganas de) (?:matarme|suicidarme|quitarme la vida|morirme|acabar con (?:mi vida|todo)|desaparecer para siempre)|me (?:quiero|voy a) (?:matar|suicidar|quitar la vida|morir|tirar (?:del|de un|de una|desde|por|al)|colgar)|no quiero (?:seguir )?(?:vivir(?! en\b| con\b| cerca\b| lejos\b| solo\b| sola\b)|viviendo|estar vivo|estar viva|despertar mas|existir)|no quiero (?:volver a )?despertar(?:me)? (?:manana|nunca|mas|otra vez)|ya (?:se )?(?:tomo|tome) (?:todas )?las pastillas|me tome todas las pastillas|ya no quiero (?:estar aqui|vivir|seguir)|(?:ya )?(?:tengo|guarde|junte|he guardado|he juntado) (?:las|unas|muchas|todas las) pastillas)\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'other_es',
    // "mi amiga dice que se va a quitar la vida", "mi hermano quiere suicidarse"
    re: /\b(?:se (?:va|quiere|piensa) (?:a )?(?:matar|suicidar|quitar la vida|tirar (?:del|de un|desde))|(?:quiere|va a|piensa) (?:matarse|suicidarse|quitarse la vida|morirse)|se quiere morir|ya no quiere vivir|no quiere seguir viviendo|se (?:corta|corto|lastima|hace cortes) (?:los brazos|las munecas|las piernas|a escondidas|otra vez|a proposito))\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'injury_es',
    // "me corte otra vez anoche", "me hago cortes", "me autolesiono"
    re: /\b(?:me (?:corte|corto|he cortado|lastime|lastimo|hago dano|hice dano|quemo|queme) (?:otra vez|de nuevo|a proposito|los brazos|las munecas|las piernas|el brazo|la muneca|con (?:una|la) (?:cuchilla|navaja))|me hago cortes|me autolesion\w*|autolesionarme)\b/,
    unless: ACCIDENTAL_CUT,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent_fr',
    unless: /\bmourir de (?:rire|honte|ennui|faim|froid|chaud)\b/,
    // "je veux mourir", "je vais me tuer", "je ne veux plus vivre", "ce soir je vais sauter du pont"
    re: /\b(?:je (?:veux|vais|voudrais|pense a|pense) (?:me tuer|me suicider|mourir|en finir(?! avec)|en finir avec (?:la|ma) vie|mettre fin a (?:mes jours|ma vie)|disparaitre pour toujours)|je vais me (?:tuer|suicider|jeter|pendre|foutre en l'air)|je (?:ne )?veux plus (?:vivre|etre la|exister|me reveiller)|j'ai (?:plus|pas) envie de vivre|je n'ai plus envie de vivre|je vais sauter (?:du|d'un|de la|par la|depuis) (?:pont|fenetre|toit|immeuble|falaise)|j'ai (?:deja )?(?:garde|prepare|cache|rassemble) (?:les|des|mes) (?:medicaments|cachets|comprimes))\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'other_fr',
    // "mon ami m'a dit qu'il va se tuer demain", "elle veut mourir", "ma soeur se scarifie"
    re: /\b(?:(?:il|elle|qu'il|qu'elle) (?:va|veut|voulait|allait) (?:se tuer|se suicider|mourir|en finir(?! avec)|mettre fin a ses jours|se jeter)|ne veut plus vivre|se (?:scarifie|mutile)|(?:il|elle) se coupe les (?:bras|poignets))\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'injury_fr',
    // "je me suis encore coupee", "je me scarifie", "je me fais du mal expres"
    re: /\b(?:je me suis (?:encore|a nouveau|de nouveau) (?:coupee?s?|scarifiee?s?|mutilee?s?|brulee?s?)|je me (?:suis )?(?:coupee?s?|scarifiee?s?|mutilee?s?|brulee?s?) (?:encore|a nouveau|de nouveau|expres|les (?:bras|poignets|cuisses))|je me (?:scarifie|mutile)|je me fais (?:du mal|mal) (?:expres|volontairement))\b/,
    unless: ACCIDENTAL_CUT,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'intent_de',
    unless: /\bsterbe\w* vor (?:lachen|langeweile|scham|hunger)\b/,
    // "ich will mich umbringen", "ich will nicht mehr leben", "heute nacht springe ich von der brucke"
    re: /\b(?:ich (?:will|werde|mochte|moechte|wollte|denke daran,?) (?:mich (?:\w+ ){0,2}(?:umbringen|toten|toeten|erhangen|aufhangen|vergiften)|sterben|tot sein|nicht mehr (?:leben|aufwachen|da sein|hier sein))|ich bringe mich (?:\w+ ){0,2}um|ich (?:will|mag|mochte|moechte) nicht mehr leben|(?:springe|werfe) ich mich (?:\w+ ){0,2}(?:von|vor)|ich springe (?:\w+ ){0,3}(?:von der|vor den|vor einen) (?:brucke|bruecke|dach|zug|hochhaus)|springe ich (?:\w+ ){0,3}von der (?:brucke|bruecke|dach)|ich (?:denke|dachte) (?:an|uber) (?:selbstmord|suizid)|ich habe (?:schon )?(?:die |alle )?tabletten (?:gesammelt|gehortet|versteckt))\b/,
    negatable: true,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'other_de',
    // "sie hat gesagt dass sie sich heute umbringen will", "mein bruder will sich das leben nehmen"
    re: /\b(?:sich (?:\w+ ){0,3}(?:umbringen|das leben nehmen|toten|toeten|erhangen) (?:will|wird|mochte|moechte|wollte)|(?:will|wird|mochte|moechte|wollte) sich (?:\w+ ){0,3}(?:umbringen|das leben nehmen|toten|toeten)|(?:er|sie|schwester|bruder|freund|freundin|cousin|cousine) (?:will|mochte|moechte) nicht mehr leben|(?:er|sie) ritzt sich)\b/,
  },
  {
    category: 'self_harm',
    severity: 'high',
    kind: 'injury_de',
    // "ich habe mich gestern wieder geritzt", "ich ritze mich"
    re: /\b(?:ich (?:habe|hab) mich (?:\w+ ){0,3}(?:geritzt|absichtlich (?:geschnitten|verletzt|verbrannt))|ich ritze mich|ich verletze mich (?:\w+ ){0,2}(?:selbst|absichtlich))\b/,
    unless: ACCIDENTAL_CUT,
  },
  {
    category: 'self_harm',
    severity: 'medium',
    kind: 'check_in',
    // a worried question or thought, not a plan: "es normal pensar en la muerte", "penser a disparaitre",
    // "nicht mehr aufwachen moechte" (a gentle check-in, ADR 020)
    re: /\b(?:(?:pensar|pienso|pensando) en (?:la muerte|morir(?:me)?|desaparecer|matarme|no despertar)|(?:penser|pense) a (?:la mort|mourir|disparaitre|me tuer|ne plus me reveiller)|(?:an den tod|ans sterben|an selbstmord|an suizid) (?:denken|denke|gedacht)|nicht mehr aufwachen)\b/,
  },
];
