/** Suggested inquiry topics on the enrichment page; each opens the tutor with the topic begun. */
export const SUGGESTED_TOPICS = [
  {
    topic: 'Climate Science',
    subject: 'Science',
    description: 'How the climate system works and how it is changing.',
  },
  {
    topic: 'Historical Analysis',
    subject: 'Social Studies',
    description: 'Read sources and ask why events happened.',
  },
  {
    topic: 'Mathematical Proofs',
    subject: 'Math',
    description: 'Why mathematical statements are always true.',
  },
] as const;
