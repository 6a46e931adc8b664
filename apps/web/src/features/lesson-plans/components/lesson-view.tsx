import type { LessonTemplate } from '@academy/shared';
import { subjectLabel } from '@academy/shared/subjects';

/** A lesson as students and printouts see it: the template's fields, in order, read-only. */
export function LessonView({ lesson, headingLevel = 2 }: { lesson: LessonTemplate; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <article className="grid gap-4 leading-relaxed" aria-label={`Lesson: ${lesson.title}`}>
      <header>
        <H className="text-2xl font-bold">{lesson.title}</H>
        <p className="text-sm text-muted-foreground">
          Grade {lesson.grade} · {subjectLabel(lesson.subject)}
          {lesson.standard ? ` · Standard ${lesson.standard}` : ''} · {lesson.duration}
        </p>
      </header>
      <section>
        <Sub className="font-semibold">Anticipatory set</Sub>
        <p className="whitespace-pre-line">{lesson.anticipatory_set}</p>
      </section>
      <section>
        <Sub className="font-semibold">Guided practice</Sub>
        <ol className="list-decimal pl-6">
          {lesson.guided_practice.map((item, i) => (
            <li key={i} className="whitespace-pre-line">
              {item}
            </li>
          ))}
        </ol>
      </section>
      <section>
        <Sub className="font-semibold">Independent practice</Sub>
        <ul className="list-disc pl-6">
          {lesson.independent_practice.map((item, i) => (
            <li key={i} className="whitespace-pre-line">
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <Sub className="font-semibold">Assessment</Sub>
        <p>
          <span className="font-medium">Formative: </span>
          {lesson.assessment.formative}
        </p>
        <p>
          <span className="font-medium">Exit ticket: </span>
          {lesson.assessment.exit_ticket}
        </p>
      </section>
      <section>
        <Sub className="font-semibold">Materials</Sub>
        <ul className="list-disc pl-6">
          {lesson.materials.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
