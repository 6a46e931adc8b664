import { CheckIcon } from 'lucide-react';

/** What the product offers each audience. */
export const AUDIENCE_FEATURES = [
  {
    audience: 'For students',
    items: [
      'A dashboard with progress for each subject',
      'A Socratic AI tutor chat with a choice of tutor agent',
      'An inquiry and voice page for enrichment',
      'Practice tests and a progress overview',
      'Read-aloud for every passage, instruction and explanation',
    ],
  },
  {
    audience: 'For educators',
    items: [
      'A standards-aligned K-3 lesson generator that assigns lessons to students',
      'A homework checker',
      'Classrooms with rosters imported from CSV, and learning paths built from uploaded resources',
      'CSV auto-grading of short answers and progress-report generation',
      'Professional development resources',
    ],
  },
  {
    audience: 'For parents',
    items: [
      'A portal with the progress of each verified linked child',
      'Sessions, scores and subjects at a glance',
      'Every access to a child’s data is logged',
    ],
  },
] as const;

export function AudienceFeatures() {
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-3">
      {AUDIENCE_FEATURES.map((group) => (
        <section
          key={group.audience}
          aria-labelledby={`aud-${group.audience.replace(/\s+/g, '-')}`}
          className="rounded-xl border p-6"
        >
          <h2 id={`aud-${group.audience.replace(/\s+/g, '-')}`} className="text-xl font-semibold">
            {group.audience}
          </h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {group.items.map((item) => (
              <li key={item} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
