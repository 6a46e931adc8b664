import { LegalDocument, type LegalSection } from '@/features/legal/components/legal-document';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'The service',
    body: (
      <p>
        Academy is an AI tutoring academy for K-12 that a school runs on its own server. It offers students an
        AI tutor, practice and progress; educators lesson, grading and classroom tools; and parents a view of
        their verified children&apos;s progress. These terms apply to everyone who uses an Academy
        installation.
      </p>
    ),
  },
  {
    title: 'Accounts',
    body: (
      <ul>
        <li>Students and teachers may sign up; parent accounts are created and verified by the school.</li>
        <li>Keep your password secret; you are responsible for what happens under your account.</li>
        <li>Give your real name and grade so the tutor and your teachers can help you.</li>
        <li>The school may suspend or delete accounts that break these terms or its own rules.</li>
      </ul>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Use Academy for learning and teaching.</li>
        <li>
          Do not share other people&apos;s personal information, harass anyone, or try to make the tutor
          produce harmful content. The Safeguard agent screens messages and flags concerns for review by
          school staff.
        </li>
        <li>Do not try to access data that is not yours or to disrupt the service.</li>
      </ul>
    ),
  },
  {
    title: 'The AI tutor',
    body: (
      <p>
        The tutor is a learning aid: it can be wrong. It guides with questions and hints rather than doing
        work for you, and it does not replace your teacher. Check important facts with your teacher. Marketing
        figures such as 95% student improvement and up to 70% teacher time saved are claims, not guarantees.
      </p>
    ),
  },
  {
    title: 'Your content',
    body: (
      <p>
        What you write and upload remains yours and your school&apos;s. The installation stores it to provide
        the service, as described in the Privacy Policy, and does not use it for advertising.
      </p>
    ),
  },
  {
    title: 'Open-source software',
    body: (
      <p>
        The Academy software is licensed under the GNU Affero General Public License v3.0 or later and is
        provided without warranty, to the extent the law allows. The school operating an installation is
        responsible for running it.
      </p>
    ),
  },
  {
    title: 'Privacy and your rights',
    body: (
      <p>
        The Privacy Policy and the Student Data Security page describe what is stored, who can see it and your
        rights under COPPA and FERPA. To request an export or deletion of data, contact your school
        administrator.
      </p>
    ),
  },
  {
    title: 'Changes to these terms',
    body: <p>Changed terms are posted on this page with a new effective date before they apply.</p>,
  },
];

export function TermsOfService() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>By using Academy you agree to these terms. Please read them with a parent if you are a student.</p>
      }
      sections={SECTIONS}
    />
  );
}
