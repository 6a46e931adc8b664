import type { FollowUpRow } from './check-set-2/check-set.ts';
import type { CheckRow } from './eval/check-set.ts';

/**
 * Issue 17, branch notes68sci (2026-11-24): grades 6-8 core science questions for the topics of
 * `topics/notes-middle-science.ts`, in children's words (spellings and fragments included), written and
 * labelled with the notes before any run by the engineer who wrote them (so they flatter them). `a|b` where an
 * older topic answers the question as well. Tuned on like the rest of the development questions.
 */
export const DEV_SET_MIDDLE_SCIENCE: (CheckRow | FollowUpRow)[] = [
  ['science', 7, 'what is the law of conservation of mass', 'conservation-of-mass'],
  ['science', 6, 'when wood burns where does the mass go', 'conservation-of-mass|fire'],
  ['science', 8, 'does the mass change in a chemical reaction in a closed system', 'conservation-of-mass'],
  ['science', 7, 'how do you balance a chemical equation', 'chemical-equations'],
  ['science', 6, 'what does the 2 in h2o mean', 'chemical-equations'],
  ['science', 8, 'what are reactants and products', 'chemical-equations'],
  ['science', 7, 'what is an exothermic reaction', 'exothermic-endothermic'],
  ['science', 6, 'how do hand warmers get hot', 'exothermic-endothermic'],
  ['science', 8, 'why does an instant cold pack get cold when you squeeze it', 'exothermic-endothermic'],
  ['science', 6, 'how is plastic made', 'synthetic-materials'],
  ['science', 7, 'what are synthetic materials', 'synthetic-materials'],
  ['science', 8, 'what is a polymer', 'synthetic-materials'],
  ['science', 7, 'what are characteristic properties of a substance', 'characteristic-properties'],
  ['science', 6, 'how can you tell real gold from fools gold', 'characteristic-properties'],
  ['science', 8, 'is melting point a physical or chemical property', 'characteristic-properties'],
  ['science', 8, 'whats the difference between ionic and covalent bonds', 'chemical-bonds'],
  ['science', 7, 'how do atoms stick together', 'chemical-bonds'],
  ['science', 6, 'why are salt crystals shaped like cubes', 'chemical-bonds'],
  ['science', 7, 'why does boiling water stay at 100 degrees', 'phase-change-energy'],
  ['science', 8, 'what is a heating curve', 'phase-change-energy'],
  ['science', 6, 'what happens to particles when you heat them up', 'phase-change-energy|states-of-matter'],
  ['science', 7, 'whats the difference between speed and velocity', 'speed-velocity-acceleration'],
  ['science', 6, 'how do you calculate speed', 'speed-velocity-acceleration'],
  ['science', 8, 'what is acceleration', 'speed-velocity-acceleration'],
];
