import type { SpecializedTutorName } from '@academy/shared/catalog';
import { SPECIALIZED_TUTORS } from '@academy/shared/catalog';
import {
  BookOpenIcon,
  BrainIcon,
  CalculatorIcon,
  FlaskConicalIcon,
  LandmarkIcon,
  MusicIcon,
  PaletteIcon,
  PenLineIcon,
  type LucideIcon,
} from 'lucide-react';

export type TutorLevel = 'Advanced' | 'Intermediate' | 'Beginner' | 'All Levels';

export type SpecializedTutor = {
  name: SpecializedTutorName;
  subject: string;
  level: TutorLevel;
  description: string;
  features: readonly [string, string, string];
  icon: LucideIcon;
};

const DETAILS: Record<SpecializedTutorName, Omit<SpecializedTutor, 'name' | 'subject'>> = {
  'Math Genius': {
    level: 'Advanced',
    description:
      'From counting to fractions and early algebra, one step at a time, with hints before answers.',
    features: ['Step-by-step problem solving', 'Visual number models', 'Mental math strategies'],
    icon: CalculatorIcon,
  },
  'Writing Coach': {
    level: 'Intermediate',
    description: 'Helps students plan, draft and revise their own writing without writing it for them.',
    features: ['Brainstorming and outlines', 'Grammar in context', 'Feedback on drafts'],
    icon: PenLineIcon,
  },
  'Science Explorer': {
    level: 'Beginner',
    description: 'Turns questions about the world into small investigations: predict, observe, explain.',
    features: ['Experiment ideas', 'The scientific method', 'Everyday science questions'],
    icon: FlaskConicalIcon,
  },
  'History Master': {
    level: 'Intermediate',
    description: 'Communities, maps and the past, told through causes, effects and the people involved.',
    features: ['Timelines and cause and effect', 'Reading primary sources', 'Communities and civics'],
    icon: LandmarkIcon,
  },
  'Reading Mentor': {
    level: 'All Levels',
    description:
      'Phonics for new readers, comprehension and vocabulary for growing ones, read aloud on request.',
    features: ['Phonics and fluency', 'Comprehension questions', 'Vocabulary building'],
    icon: BookOpenIcon,
  },
  'Music Teacher': {
    level: 'Beginner',
    description: 'Rhythm, notes and listening: the building blocks of music for young learners.',
    features: ['Rhythm and beat', 'Reading notes', 'Instruments and composers'],
    icon: MusicIcon,
  },
  'Critical Thinker': {
    level: 'Advanced',
    description: 'Puzzles and questions that train students to reason, compare evidence and explain why.',
    features: ['Puzzles and patterns', 'Evidence and arguments', 'Asking better questions'],
    icon: BrainIcon,
  },
  'Creative Arts Coach': {
    level: 'All Levels',
    description: 'Ideas and techniques for drawing, color and design, and the stories behind famous art.',
    features: ['Drawing techniques', 'Color and shape', 'Stories of artists'],
    icon: PaletteIcon,
  },
};

/** The eight specialised tutors of /subjects, in the catalogue's order. */
export const SPECIALIZED_TUTOR_CARDS: readonly SpecializedTutor[] = SPECIALIZED_TUTORS.map((tutor) => ({
  ...tutor,
  ...DETAILS[tutor.name],
}));

/** The navigation state /student/tutor receives from the catalogue's start buttons. */
export type TutorNavigationState = { tutorName: string; subject: string; specialized?: boolean };

/** The six subject cards of /subject-tutors; each opens the tutor as '{title} Tutor'. */
export const SUBJECT_CARDS = [
  { title: 'Mathematics', description: 'Numbers, operations, shapes and measurement.', icon: CalculatorIcon },
  { title: 'Reading', description: 'Phonics, fluency, comprehension and vocabulary.', icon: BookOpenIcon },
  { title: 'Writing', description: 'Sentences, paragraphs, stories and opinions.', icon: PenLineIcon },
  { title: 'Science', description: 'Living things, forces, weather and the Earth.', icon: FlaskConicalIcon },
  { title: 'Social Studies', description: 'Communities, maps, history and citizenship.', icon: LandmarkIcon },
  { title: 'Critical Thinking', description: 'Puzzles, patterns, logic and reasoning.', icon: BrainIcon },
] as const;
