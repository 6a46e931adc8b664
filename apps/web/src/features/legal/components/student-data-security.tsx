import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Your data stays with your school',
    body: (
      <p>
        Academy is self-hosted: the school runs it on its own server with its own PostgreSQL database. Student
        data is not sent to the software&apos;s authors or to any analytics or advertising service.
      </p>
    ),
  },
  {
    title: 'Signing in',
    body: (
      <ul>
        <li>Passwords are stored only as argon2id hashes.</li>
        <li>
          Short-lived signed access tokens (one hour) and a rotating refresh token in an HTTP-only cookie; a
          reused refresh token ends the session.
        </li>
        <li>At most 5 sign-in attempts per email in 5 minutes, and a proof-of-work captcha (ALTCHA).</li>
        <li>Every sign-in and sign-up attempt is recorded in an audit log.</li>
      </ul>
    ),
  },
  {
    title: 'Access control',
    body: (
      <ul>
        <li>Students see only their own data.</li>
        <li>Teachers see the students on their own class rosters.</li>
        <li>Parents see only children whose link the school has verified, and every access is logged.</li>
        <li>Each request is checked on the server, not only in the browser.</li>
      </ul>
    ),
  },
  {
    title: 'AI safety',
    body: (
      <p>
        A Safeguard agent screens every tutoring message. Concerns are flagged for review by school staff and
        recorded in moderation logs. The tutor runs offline by default; if the school configures an external
        AI provider, messages are redacted of personal details and sent with the grade level only, never the
        student&apos;s name.
      </p>
    ),
  },
  {
    title: 'In the browser',
    body: (
      <ul>
        <li>
          A strict Content Security Policy: the app loads scripts only from its own server and cannot be
          framed by other sites.
        </li>
        <li>No third-party scripts, fonts or trackers.</li>
        <li>Read-aloud uses the device&apos;s built-in voices; the text is not sent anywhere.</li>
      </ul>
    ),
  },
  {
    title: 'FERPA and COPPA',
    body: (
      <p>
        Academy is designed to help schools comply with FERPA and COPPA: the school controls education
        records, parents can review, correct and have deleted their child&apos;s information, and data is used
        only for education. Compliance also depends on how each school operates its installation.
      </p>
    ),
  },
  {
    title: 'Retention, export and deletion',
    body: (
      <p>
        Sign-in attempts are deleted after a day and expired refresh tokens a day after expiry. Everything
        else is kept while the account exists and deleted with it. To request an export or deletion, contact
        your school administrator.
      </p>
    ),
  },
  {
    title: 'Help and contact',
    body: (
      <p>
        Questions about your account or your child&apos;s data go to your school administrator, who runs your
        school&apos;s Academy installation. Security issues in the software itself can be reported to the
        project&apos;s maintainers through its source repository.
      </p>
    ),
  },
];

export function StudentDataSecurity() {
  return (
    <LegalDocument
      title="Student Data Security"
      intro={<p>How Academy protects student data, and how schools and parents stay in control of it.</p>}
      sections={SECTIONS}
    />
  );
}
