import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Who is responsible',
    body: (
      <p>
        Academy is open-source software that a school or district installs on a server it controls. The school
        is responsible for the data held in its installation and decides who has an account. Nothing in this
        product sends student data to the authors of the software.
      </p>
    ),
  },
  {
    title: 'What we store',
    body: (
      <>
        <p>An installation stores, in its own PostgreSQL database:</p>
        <ul>
          <li>
            <strong>Accounts:</strong> email address and a password hash (argon2id; the password itself is
            never stored), and the sign-in sessions and refresh tokens that keep a user signed in.
          </li>
          <li>
            <strong>Profiles:</strong> role (student, educator, admin or parent), full name and grade level.
          </li>
          <li>
            <strong>Tutoring sessions and messages:</strong> the subject, the tutor, start and end times and
            the messages exchanged with the AI tutor.
          </li>
          <li>
            <strong>Scores:</strong> skill, subject, score and time, recorded during tutoring and practice.
          </li>
          <li>
            <strong>Moderation logs:</strong> for messages the Safeguard agent screened, the severity,
            category, whether the message was flagged, and the related session and user.
          </li>
          <li>
            <strong>Security and audit events:</strong> sign-in and sign-up attempts (with the email used, the
            outcome, the IP address and browser), and each access by a parent to a child&apos;s data.
          </li>
          <li>
            <strong>School records:</strong> classes, rosters, lessons and assignments, uploaded curriculum
            documents, learning paths and grading jobs created by educators.
          </li>
        </ul>
        <p>
          We do not use advertising, tracking cookies or third-party analytics. The only cookie is the
          refresh-token cookie that keeps you signed in. Read-aloud uses your device&apos;s built-in voices,
          in your browser.
        </p>
      </>
    ),
  },
  {
    title: 'Who can see it',
    body: (
      <ul>
        <li>
          <strong>The student</strong> sees their own sessions, messages, scores and progress.
        </li>
        <li>
          <strong>Teachers</strong> see the students on their own class rosters and the lessons, assignments
          and grading they created.
        </li>
        <li>
          <strong>Parents</strong> see only children whose parent-child link the school has verified: name,
          grade, sessions and scores. Every such access is logged.
        </li>
        <li>
          <strong>School administrators</strong> manage accounts and see moderation events and audit logs for
          their installation.
        </li>
      </ul>
    ),
  },
  {
    title: 'The AI tutor and external providers',
    body: (
      <>
        <p>
          By default the tutor runs offline, on the school&apos;s own server: no message leaves the
          installation.
        </p>
        <p>
          A school may configure an external AI provider. Then, for each tutoring reply, the conversation of
          that session is sent to the provider the school chose, after personal details (such as email
          addresses, phone numbers and names) have been redacted, together with the student&apos;s grade
          level. The student&apos;s name and account details are never sent. The school&apos;s agreement with
          that provider governs what it may do with the text.
        </p>
      </>
    ),
  },
  {
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Sign-in and sign-up attempts are deleted after one day.</li>
        <li>Refresh tokens expire after 30 days and are deleted a day after they expire.</li>
        <li>
          Accounts, profiles, sessions, messages and scores are kept for as long as the account exists. When
          the school deletes an account, its profile, tutoring sessions, messages, scores and parent links are
          deleted with it; moderation and audit records keep the event but lose the link to the person.
        </li>
        <li>Schools set their own retention schedule and may delete accounts at any time.</li>
      </ul>
    ),
  },
  {
    title: 'Children under 13 (COPPA)',
    body: (
      <p>
        Schools act on behalf of parents to authorise the collection of students&apos; information for
        educational use only. Parents of children under 13 may review the personal information collected from
        their child, ask for it to be deleted and refuse further collection, by contacting the school
        administrator. We collect no more information than the service needs and never use it for advertising.
      </p>
    ),
  },
  {
    title: 'Education records (FERPA)',
    body: (
      <p>
        Information about students is part of their education records, controlled by the school. Parents, and
        eligible students over 18, may inspect those records, ask for corrections and limit disclosure. The
        school discloses records only to people with a legitimate educational interest (the student&apos;s
        teachers and administrators) and to verified parents.
      </p>
    ),
  },
  {
    title: 'Export and deletion',
    body: (
      <p>
        To obtain a copy of your or your child&apos;s data, or to have it corrected or deleted, contact your
        school administrator. The administrator can export an account&apos;s data and delete the account with
        everything linked to it.
      </p>
    ),
  },
  {
    title: 'Changes',
    body: (
      <p>
        If this policy changes, the new version will be posted on this page with a new effective date before
        it applies.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what Academy stores about students, educators and parents, who can see it, how
          long it is kept and how to exercise your rights under COPPA and FERPA.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
