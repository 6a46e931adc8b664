import { CLASSROOM_MESSAGES, fillMessage, type ClassAssignmentSummary } from '@academy/shared';

import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/features/classrooms/utils/format';
import { getErrorMessage } from '@/lib/api-client';

type Props = { assignments: ClassAssignmentSummary[] | undefined; isPending: boolean; error: unknown };

/** The learning paths assigned to a class (read only), per SPEC: title, Assigned on, Due on, description. */
export function AssignedPaths({ assignments, isPending, error }: Props) {
  if (isPending) return <p role="status">{CLASSROOM_MESSAGES.loadingAssignments}</p>;
  if (error)
    return <Alert variant="destructive">{fillMessage('Error: {message}', getErrorMessage(error))}</Alert>;
  if (!assignments || assignments.length === 0) {
    return <p className="py-6 text-center text-muted-foreground">{CLASSROOM_MESSAGES.noAssignments}</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {assignments.map((a) => (
        <li key={a.id}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle>{a.learning_path?.title || CLASSROOM_MESSAGES.untitledPath}</CardTitle>
              <CardDescription>
                Assigned on {formatDate(a.created_at)}
                {a.due_date ? ` · Due on ${formatDate(a.due_date)}` : ''}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <p className="text-sm">{a.learning_path?.description || CLASSROOM_MESSAGES.noDescription}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
