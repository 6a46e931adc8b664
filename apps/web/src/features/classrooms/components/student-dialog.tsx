import { zodResolver } from '@hookform/resolvers/zod';
import { rosterInputSchema, type RosterStudent } from '@academy/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSaveStudent } from '@/features/classrooms/api/save-student';
import { displayName } from '@/features/classrooms/utils/format';
import { getErrorMessage } from '@/lib/api-client';

type Props = {
  classId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing?: RosterStudent | null;
};

/** 'Add a New Student' or 'Edit Student': first name, last name, email (optional, valid when given). */
export function StudentDialog({ classId, open, onOpenChange, editing }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? (
          <StudentForm
            key={editing?.id ?? 'new'}
            classId={classId}
            editing={editing ?? null}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = [
  { name: 'first_name', label: 'First Name', autoComplete: 'off' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'off' },
  { name: 'email', label: 'Email', autoComplete: 'off' },
] as const;

function StudentForm({
  classId,
  editing,
  onDone,
}: {
  classId: string;
  editing: RosterStudent | null;
  onDone: () => void;
}) {
  const save = useSaveStudent();
  const form = useForm({
    resolver: zodResolver(rosterInputSchema),
    defaultValues: {
      first_name: editing?.first_name ?? '',
      last_name: editing?.last_name ?? '',
      email: editing?.email ?? '',
    },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ classId, id: editing?.id, input });
      toast.success(editing ? 'Student updated' : 'Student added', { description: displayName(saved) });
      onDone();
    } catch {
      /* shown below */
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Student' : 'Add a New Student'}</DialogTitle>
        <DialogDescription>
          With an email, the entry links to the student&apos;s account (now, or when they sign up with it).
        </DialogDescription>
      </DialogHeader>
      {FIELDS.map((field) => {
        const error = errors[field.name];
        const id = `student-${field.name}`;
        return (
          <div key={field.name} className="grid gap-2">
            <Label htmlFor={id}>{field.label}</Label>
            <Input
              id={id}
              type={field.name === 'email' ? 'email' : 'text'}
              autoComplete={field.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register(field.name)}
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {error.message}
              </p>
            ) : null}
          </div>
        );
      })}
      {save.isError ? <Alert variant="destructive">{getErrorMessage(save.error)}</Alert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {editing ? 'Save Changes' : 'Add Student'}
        </Button>
      </DialogFooter>
    </form>
  );
}
