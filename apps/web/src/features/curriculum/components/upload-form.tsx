import {
  CURRICULUM_ACCEPT,
  CURRICULUM_LIMITS,
  CURRICULUM_MESSAGES as M,
  fileKindOf,
} from '@academy/shared/curriculum';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useUploadDocument } from '@/features/curriculum/api/upload-document';
import { getErrorMessage } from '@/lib/api-client';

/** 'Upload New Resource': a title and a file (PDF, DOCX, TXT or Markdown up to 20 MB). */
export function UploadForm() {
  const id = useId();
  const upload = useUploadDocument();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string; form?: string }>({});

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const title = String(data.get('title') ?? '').trim();
    const file = data.get('file');
    const next: typeof errors = {};
    if (!title) next.title = M.titleRequired;
    else if (title.length > CURRICULUM_LIMITS.titleMax)
      next.title = `Resource title must be at most ${CURRICULUM_LIMITS.titleMax} characters long.`;
    if (!(file instanceof File) || file.size === 0 || !file.name) next.file = M.fileRequired;
    else if (!fileKindOf(file.name)) next.file = M.wrongType;
    else if (file.size > CURRICULUM_LIMITS.fileMaxBytes) next.file = M.tooLarge;
    setErrors(next);
    if (next.title || next.file || !(file instanceof File)) return;
    upload.mutate(
      { title, file },
      {
        onSuccess: (doc) => {
          formRef.current?.reset();
          toast.success('Resource uploaded', {
            description:
              doc.textStatus === 'ok' ? `${doc.title} is ready for a learning path.` : M.unreadable,
          });
        },
        onError: (error) => setErrors({ form: getErrorMessage(error) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-none">{M.uploadTitle}</h2>
        <CardDescription>PDF, DOCX, TXT or Markdown, up to 20 MB.</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>Resource Title</Label>
            <Input
              id={`${id}-title`}
              name="title"
              maxLength={CURRICULUM_LIMITS.titleMax}
              aria-invalid={Boolean(errors.title)}
              aria-describedby={errors.title ? `${id}-title-error` : undefined}
            />
            {errors.title ? (
              <p id={`${id}-title-error`} className="text-sm text-destructive">
                {errors.title}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-file`}>File</Label>
            <Input
              id={`${id}-file`}
              name="file"
              type="file"
              accept={CURRICULUM_ACCEPT}
              aria-invalid={Boolean(errors.file)}
              aria-describedby={errors.file ? `${id}-file-error` : undefined}
            />
            {errors.file ? (
              <p id={`${id}-file-error`} className="text-sm text-destructive">
                {errors.file}
              </p>
            ) : null}
          </div>
          {errors.form ? <Alert variant="destructive">{errors.form}</Alert> : null}
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
