/**
 * More public-domain fables and folk tales (Aesop; the Brothers Grimm, 1812-1857; Hans Christian Andersen,
 * 1835-1872; English, Norwegian and Russian folk tales), retold for Academy in our own words (issue 17,
 * branch notes), in the form of `notes-stories.ts`. The tutor reads them extractively.
 */
export const STORY_NOTES_2 = `
`;
