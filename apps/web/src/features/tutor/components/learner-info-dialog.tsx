import { MESSAGES, type Profile } from '@academy/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';

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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useUpdateLearnerInfo } from '@/features/tutor/api/update-learner-info';
import { GRADES } from '@/features/tutor/utils/learner';
import { TUTOR_STRINGS } from '@/features/tutor/utils/strings';
import { getErrorMessage } from '@/lib/api-client';

type FormValues = { fullName: string; grade: string };

export function needsLearnerInfo(profile: Profile | undefined): boolean {
  return Boolean(profile) && (!profile?.full_name?.trim() || !profile?.grade_level?.trim());
}

/** The first-time dialog: asks for the student's name and grade when the profile lacks either. */
export function LearnerInfoDialog({ profile }: { profile: Profile }) {
  const [dismissed, setDismissed] = useState(false);
  const save = useUpdateLearnerInfo(profile.id);
  const id = useId();
  const { register, control, handleSubmit } = useForm<FormValues>({
    defaultValues: { fullName: profile.full_name ?? '', grade: profile.grade_level ?? '' },
  });
  const open = needsLearnerInfo(profile) && !dismissed;

  const onSubmit = handleSubmit((values) => {
    const fullName = values.fullName.trim();
    if (!fullName || !values.grade) {
      toast.error(MESSAGES.missingInfoTitle, { description: MESSAGES.missingInfo });
      return;
    }
    save.mutate(
      { fullName, grade: values.grade },
      {
        onSuccess: () => {
          toast.success(TUTOR_STRINGS.infoSavedTitle, { description: TUTOR_STRINGS.infoSaved });
          setDismissed(true);
        },
        onError: (error) => toast.error(TUTOR_STRINGS.infoSaveError, { description: getErrorMessage(error) }),
      },
    );
  });

  return (
    <Dialog open={open} onOpenChange={(next) => setDismissed(!next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Welcome! Let&apos;s get to know you</DialogTitle>
          <DialogDescription>
            Tell your tutor your name and grade so it can explain things at the right level.
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={(event) => void onSubmit(event)} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Your name</Label>
            <Input id={`${id}-name`} autoComplete="given-name" maxLength={100} {...register('fullName')} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-grade`}>Grade</Label>
            <Controller
              control={control}
              name="grade"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id={`${id}-grade`} onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose your grade" />
                  </SelectTrigger>
                  <SelectContent>
                    {GRADES.map((grade) => (
                      <SelectItem key={grade.value} value={grade.value}>
                        {grade.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
        </form>
        <DialogFooter>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
