import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useLessons } from '@/features/lesson-plans/api/get-lessons';
import { getErrorMessage } from '@/lib/api-client';

/** The teacher's saved lessons, with how many of the assigned students have done each. */
export function SavedLessons({ onOpen, openId }: { onOpen: (id: string) => void; openId: string | null }) {
  const lessons = useLessons();
  return (
    <section aria-labelledby="saved-lessons-heading" className="grid gap-3 print:hidden">
      <h2 id="saved-lessons-heading" className="text-xl font-semibold">
        Your saved lessons
      </h2>
      {lessons.isPending ? (
        <p role="status">Loading your lessons...</p>
      ) : lessons.isError ? (
        <Alert variant="destructive">Error loading data: {getErrorMessage(lessons.error)}</Alert>
      ) : lessons.data.length === 0 ? (
        <p className="text-muted-foreground">No saved lessons yet. Generate one and Save &amp; Assign it.</p>
      ) : (
        <ul className="grid gap-2">
          {lessons.data.map((l) => (
            <li
              key={l.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <span>
                <span className="font-medium">{l.title}</span>
                <span className="block text-sm text-muted-foreground">
                  Grade {l.gradeBand} · {l.standardCode ?? 'No standard'} · {l.completed} of {l.assigned} done
                </span>
              </span>
              <Button
                type="button"
                size="sm"
                variant={openId === l.id ? 'default' : 'outline'}
                aria-label={`Open ${l.title}`}
                onClick={() => onOpen(l.id)}
              >
                Open
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
