import { CURRICULUM_MESSAGES as M, type CurriculumDoc } from '@academy/shared/curriculum';
import { DownloadIcon, FileTextIcon, TrashIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useCreatePathFromDocument } from '@/features/curriculum/api/create-path';
import { useDeleteDocument } from '@/features/curriculum/api/delete-document';
import { downloadDocument } from '@/features/curriculum/api/download-document';
import { useDocuments } from '@/features/curriculum/api/get-documents';
import { formatDate, formatSize } from '@/features/curriculum/components/format';
import { getErrorMessage } from '@/lib/api-client';

const KIND_LABEL: Record<CurriculumDoc['kind'], string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  txt: 'TXT',
  markdown: 'Markdown',
};

/** 'My Uploaded Resources': a card per document. */
export function DocumentList({ pathHref }: { pathHref: (pathId: string) => string }) {
  const documents = useDocuments();
  return (
    <section aria-labelledby="my-resources" className="grid gap-4">
      <h2 id="my-resources" className="text-xl font-semibold">
        {M.listTitle}
      </h2>
      {documents.isPending ? (
        <p className="text-muted-foreground">{M.loading}</p>
      ) : documents.isError ? (
        <p role="alert" className="text-destructive">
          Error: {getErrorMessage(documents.error)}
        </p>
      ) : documents.data.length === 0 ? (
        <p className="text-muted-foreground">{M.empty}</p>
      ) : (
        <ul className="grid gap-4">
          {documents.data.map((doc) => (
            <li key={doc.id}>
              <DocumentCard doc={doc} pathHref={pathHref} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentCard({ doc, pathHref }: { doc: CurriculumDoc; pathHref: (pathId: string) => string }) {
  const navigate = useNavigate();
  const createPath = useCreatePathFromDocument();
  const remove = useDeleteDocument();
  const [confirming, setConfirming] = useState(false);

  const onCreate = () =>
    createPath.mutate(doc.id, {
      onSuccess: (path) => {
        toast.success('Learning path created', {
          description: `${path.steps.length} ${path.steps.length === 1 ? 'step' : 'steps'} drawn from ${doc.title}.`,
        });
        void navigate(pathHref(path.id));
      },
      onError: (error) =>
        toast.error('The learning path could not be created', { description: getErrorMessage(error) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileTextIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">{doc.title}</span>
        </CardTitle>
        <CardDescription>
          Uploaded on: {formatDate(doc.createdAt)} · {KIND_LABEL[doc.kind]} · {formatSize(doc.sizeBytes)}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {doc.textStatus === 'ok' ? (
          <p className="line-clamp-3 text-sm text-muted-foreground">{doc.excerpt}</p>
        ) : (
          <p className="text-sm font-medium text-amber-800 dark:text-amber-300">{M.unreadable}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onCreate} disabled={createPath.isPending}>
            {createPath.isPending ? 'Creating...' : M.createPath}
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              void downloadDocument(doc).catch((error: unknown) =>
                toast.error('The file could not be downloaded', { description: getErrorMessage(error) }),
              )
            }
          >
            <DownloadIcon aria-hidden="true" /> Download <span className="sr-only">{doc.title}</span>
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <TrashIcon aria-hidden="true" /> Delete <span className="sr-only">{doc.title}</span>
          </Button>
        </div>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Are you sure?</DialogTitle>
            <DialogDescription>
              This permanently deletes the document “{doc.title}” and its file. Learning paths drawn from it
              stay. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(doc.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    toast.success('Document deleted');
                  },
                  onError: (error) =>
                    toast.error('The document could not be deleted', { description: getErrorMessage(error) }),
                })
              }
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
