import { CURRICULUM_MESSAGES as M, type ClassAssignment } from '@academy/shared/curriculum';
import { curriculumChannel } from '@academy/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useAssignPath, useClassAssignments } from '@/features/curriculum/api/class-assignments';
import { usePaths } from '@/features/curriculum/api/get-paths';
import { formatDate } from '@/features/curriculum/components/format';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useRealtime } from '@/lib/realtime';

/**
 * The class detail page's Assignments tab: a card per assigned learning path (SPEC: title, 'Assigned on',
 * 'Due on', description, with their fallbacks) and each student's completion, and 'Assign Learning Path'.
 */
export function ClassAssignmentsTab({ classId }: { classId: string }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const assignments = useClassAssignments(classId);
  useRealtime(
    user ? [curriculumChannel(user.id)] : [],
    () => void queryClient.invalidateQueries({ queryKey: ['curriculum', 'class-assignments', classId] }),
  );
  return (
    <section aria-label="Assignments" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Assignments</h2>
        <AssignPathDialog classId={classId} />
      </div>
      {assignments.isPending ? (
        <p className="text-muted-foreground">{M.assignmentsLoading}</p>
      ) : assignments.isError ? (
        <p role="alert" className="text-destructive">
          Error: {getErrorMessage(assignments.error)}
        </p>
      ) : assignments.data.length === 0 ? (
        <p className="text-muted-foreground">{M.assignmentsEmpty}</p>
      ) : (
        <ul className="grid gap-4">
          {assignments.data.map((a) => (
            <li key={a.id}>
              <AssignmentCard assignment={a} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AssignmentCard({ assignment: a }: { assignment: ClassAssignment }) {
  const title = a.learningPath.title?.trim() || M.untitledPath;
  const finished = a.progress.filter((p) => a.stepCount > 0 && p.done >= a.stepCount).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          Assigned on {formatDate(a.createdAt)}
          {a.dueDate ? <> · Due on {formatDate(a.dueDate)}</> : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm">{a.learningPath.description?.trim() || M.noDescription}</p>
        {a.progress.length === 0 ? (
          <p className="text-sm text-muted-foreground">No students with an account are on this class yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="mb-2 text-left text-muted-foreground">
                Completion: {finished} of {a.progress.length}{' '}
                {a.progress.length === 1 ? 'student has' : 'students have'} finished all {a.stepCount}{' '}
                {a.stepCount === 1 ? 'step' : 'steps'}
              </caption>
              <thead>
                <tr className="border-b text-left">
                  <th scope="col" className="py-1 pr-4 font-medium">
                    Student
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Steps done
                  </th>
                </tr>
              </thead>
              <tbody>
                {a.progress.map((p) => (
                  <tr key={p.studentId} className="border-b last:border-0">
                    <td className="py-1 pr-4">{p.name}</td>
                    <td className="py-1">
                      {p.done} / {a.stepCount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function AssignPathDialog({ classId }: { classId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pathId, setPathId] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const paths = usePaths();
  const assign = useAssignPath();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!pathId) return setError('Choose a learning path.');
    setError(null);
    assign.mutate(
      { classId, body: { pathId, dueDate: dueDate || null } },
      {
        onSuccess: () => {
          toast.success('Learning path assigned');
          setOpen(false);
          setPathId('');
          setDueDate('');
        },
        onError: (err) => setError(getErrorMessage(err)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Assign Learning Path</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign Learning Path</DialogTitle>
          <DialogDescription>
            Choose one of your learning paths and, if you like, a due date.
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-path`}>Learning path</Label>
            <Select value={pathId} onValueChange={setPathId}>
              <SelectTrigger id={`${id}-path`}>
                <SelectValue
                  placeholder={paths.isPending ? 'Loading learning paths...' : 'Select a learning path...'}
                />
              </SelectTrigger>
              <SelectContent>
                {(paths.data ?? []).map((p) => (
                  <SelectItem key={p.id} value={p.id}>
                    {p.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {paths.data?.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                You have no learning paths yet: create one from a document under Curriculum.
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-due`}>Due date (optional)</Label>
            <Input
              id={`${id}-due`}
              type="date"
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
            />
          </div>
          {error ? <Alert variant="destructive">{error}</Alert> : null}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={assign.isPending}>
            {assign.isPending ? 'Assigning...' : 'Assign'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
