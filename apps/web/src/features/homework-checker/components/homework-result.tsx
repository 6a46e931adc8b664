import type { HomeworkPoint, HomeworkResult as Result } from '@academy/shared';

function Points({ title, points, empty }: { title: string; points: HomeworkPoint[]; empty: string }) {
  const id = `hw-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {points.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {points.map((p, i) => (
            <li key={i}>
              {p.line !== null && <span className="font-medium">Line {p.line}: </span>}
              {p.text}
              {p.quote && p.line === null && <span className="text-muted-foreground"> (“{p.quote}”)</span>}
              {p.quote && p.line !== null && <q className="ml-1 text-muted-foreground">{p.quote}</q>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** SPEC's four parts (score, strengths, improvements, suggestions), the rubric behind the score, the findings. */
export function HomeworkResult({ result }: { result: Result }) {
  return (
    <section aria-label="Check result" className="grid gap-6 rounded-lg border p-4">
      <div>
        <h2 className="text-2xl font-bold">Score: {result.score}/100</h2>
        <p className="text-sm text-muted-foreground">
          {result.kind === 'math' ? 'Math work' : 'Writing'} ·{' '}
          {result.mode === 'coach' ? 'Coach mode: hints to fix it yourself' : 'Teacher mode'}
          {result.savedId ? ' · Saved to the student’s record' : ''}
        </p>
      </div>
      <table className="w-full text-left text-sm">
        <caption className="text-left font-semibold">Rubric</caption>
        <thead>
          <tr>
            <th scope="col">Criterion</th>
            <th scope="col">Points</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {result.rubric.map((r) => (
            <tr key={r.criterion}>
              <td className="pr-2">{r.criterion}</td>
              <td className="pr-2">
                {r.points}/{r.max}
              </td>
              <td>{r.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Points
        title="Strengths"
        points={result.strengths}
        empty="Keep going: strengths show up as the work grows."
      />
      <Points title="Improvements" points={result.improvements} empty="Nothing to fix was found." />
      <Points title="Suggestions" points={result.suggestions} empty="No suggestions." />
      {result.findings.length > 0 && (
        <section aria-labelledby="hw-findings" className="grid gap-2">
          <h3 id="hw-findings" className="font-semibold">
            Findings
          </h3>
          <ul className="grid gap-1 text-sm">
            {result.findings.map((f, i) => (
              <li key={i}>
                {f.line !== null && <span className="font-medium">Line {f.line}: </span>}
                {f.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.readability && (
        <p className="text-sm text-muted-foreground">
          Readability ({result.readability.formula}): grade {result.readability.fkGrade}, target at most{' '}
          {result.readability.target}.
        </p>
      )}
    </section>
  );
}
