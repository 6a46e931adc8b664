import { zodResolver } from '@hookform/resolvers/zod';
import { classInputSchema, type Classroom } from '@academy/shared';
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
import { useSaveClass } from '@/features/classrooms/api/save-class';
import { getErrorMessage } from '@/lib/api-client';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The class to edit; none to create one. */
  editing?: Classroom | null;
};

/** 'Create a New Class' or 'Edit Class': Class Name (required) and Grade Level. Closes on success. */
export function ClassDialog({ open, onOpenChange, editing }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? (
          <ClassForm
            key={editing?.id ?? 'new'}
            editing={editing ?? null}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ClassForm({ editing, onDone }: { editing: Classroom | null; onDone: () => void }) {
  const save = useSaveClass();
  const form = useForm({
    resolver: zodResolver(classInputSchema),
    defaultValues: { name: editing?.name ?? '', grade: editing?.grade ?? '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: editing?.id, input });
      toast.success(editing ? 'Class updated' : 'Class created', { description: saved.name });
      onDone();
    } catch {
      /* shown below */
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit Class' : 'Create a New Class'}</DialogTitle>
        <DialogDescription>
          {editing ? 'Update the details for your class.' : 'Fill in the details for your new class.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="class-name">Class Name</Label>
        <Input
          id="class-name"
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'class-name-error' : undefined}
          {...form.register('name')}
        />
        {errors.name ? (
          <p id="class-name-error" className="text-sm text-destructive">
            {errors.name.message}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="class-grade">Grade Level</Label>
        <Input
          id="class-grade"
          placeholder="e.g., 9th, 10th"
          autoComplete="off"
          aria-invalid={errors.grade ? true : undefined}
          {...form.register('grade')}
        />
        {errors.grade ? <p className="text-sm text-destructive">{errors.grade.message}</p> : null}
      </div>
      {save.isError ? <Alert variant="destructive">{getErrorMessage(save.error)}</Alert> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {editing ? 'Save Changes' : 'Create Class'}
        </Button>
      </DialogFooter>
    </form>
  );
}
