import type { FaqItem } from '@/features/marketing/components/faq';

export const PARENT_FAQ: readonly FaqItem[] = [
  {
    question: 'How do I get a parent account?',
    answer:
      "Parents cannot sign themselves up. Your school administrator creates your account and links it to your child. Your child's teacher can also give you a one-time pairing code to enter in the parent portal; once the teacher or the administrator has verified the link, you see that child there.",
  },
  {
    question: 'What can I see about my child?',
    answer:
      "For each verified linked child: their name and grade, their tutoring sessions (subject, tutor, date) and the conversations themselves, their scores, an average score, sessions this week, the number of subjects studied, their progress (skills mastered and weekly goals, updated live), their saved homework checks, and any Safeguard events about them (category, severity, date and what staff did). If the school has e-mail set up, you can also choose a weekly summary by e-mail. You cannot see other children's data, and every time you open your child's data the access is logged.",
  },
  {
    question: 'Does the AI tutor just give my child the answers?',
    answer:
      'No. The tutor works one question at a time: it asks what your child already knows, gives hints and checks understanding before moving on.',
  },
  {
    question: 'How is my child kept safe in the chat?',
    answer:
      "A Safeguard agent screens every message in the tutor chat. Messages that raise a safety concern are flagged for review by the school's staff, who see every moderation event on the Safeguard page.",
  },
  {
    question: "Is my child's data sent to an AI company?",
    answer:
      "Not by default: the tutor runs on the school's own server, offline. Only if your school configures an external AI provider are the messages of a tutoring session sent to it, with personal details removed, together with the grade level and never your child's name.",
  },
  {
    question: 'Can I get a copy of my child’s data, or have it deleted?',
    answer:
      'Yes. Under FERPA you may inspect and ask to correct your child’s education records, and under COPPA (for children under 13) you may review and have deleted the personal information collected. Ask your school administrator, who can export or delete the account and everything linked to it.',
  },
  {
    question: 'Can the tutor read text aloud?',
    answer:
      "Yes. Passages, instructions and the tutor's replies can be read aloud with your device's built-in voices, and the sentence being read is highlighted.",
  },
] as const;
