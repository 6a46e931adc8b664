/**
 * The tutor session a question of each check-set subject is asked in (eval.ts, calibrate.ts): the subject tutor
 * a student would have open; any other subject is asked in 'General Studies'.
 */
export const SESSION_SUBJECT: Readonly<Record<string, string>> = {
  science: 'Science Explorer',
  reading: 'Reading Mentor',
  writing: 'Writing Coach',
  'social studies': 'History Master',
  music: 'Music Teacher',
  art: 'Art Studio',
};
