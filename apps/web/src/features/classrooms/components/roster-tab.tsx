import { CLASSROOM_MESSAGES, fillMessage, type RosterStudent } from '@academy/shared';
import { LinkIcon, UploadIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDeleteStudent } from '@/features/classrooms/api/delete-student';
import { useRoster } from '@/features/classrooms/api/get-roster';
import { ConfirmDelete } from '@/features/classrooms/components/confirm-delete';
import { RosterImport } from '@/features/classrooms/components/roster-import';
import { StudentDialog } from '@/features/classrooms/components/student-dialog';
import { displayName } from '@/features/classrooms/utils/format';
import { getErrorMessage } from '@/lib/api-client';

type Props = {
  classId: string;
  /** Where a linked student's record opens. */
  studentHref: (classId: string, entryId: string) => string;
};

/** The Roster tab: the class's students, with add, edit, delete, CSV import and linked students' records. */
export function RosterTab({ classId, studentHref }: Props) {
  const roster = useRoster(classId);
  const remove = useDeleteStudent();
  const [dialog, setDialog] = useState<{ open: boolean; editing: RosterStudent | null }>({
    open: false,
    editing: null,
  });
  const [importOpen, setImportOpen] = useState(false);
  const [deleting, setDeleting] = useState<RosterStudent | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ classId, id: deleting.id });
      toast.success('Student removed', { description: displayName(deleting) });
      setDeleting(null);
    } catch (error) {
      toast.error('Could not remove the student', { description: getErrorMessage(error) });
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => setImportOpen(true)}>
          <UploadIcon aria-hidden="true" />
          Import CSV
        </Button>
        <Button onClick={() => setDialog({ open: true, editing: null })}>
          <UserPlusIcon aria-hidden="true" />
          Add Student
        </Button>
      </div>
      {roster.isPending ? (
        <p role="status">{CLASSROOM_MESSAGES.loadingStudents}</p>
      ) : roster.isError ? (
        <Alert variant="destructive">
          {fillMessage(CLASSROOM_MESSAGES.studentsError, getErrorMessage(roster.error))}
        </Alert>
      ) : roster.data.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">{CLASSROOM_MESSAGES.noStudents}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">First Name</TableHead>
              <TableHead scope="col">Last Name</TableHead>
              <TableHead scope="col">Email</TableHead>
              <TableHead scope="col">Account</TableHead>
              <TableHead scope="col">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {roster.data.map((s) => {
              const name = displayName(s);
              return (
                <TableRow key={s.id}>
                  <TableCell>{s.first_name || 'N/A'}</TableCell>
                  <TableCell>{s.last_name || 'N/A'}</TableCell>
                  <TableCell className="break-all">{s.email || 'N/A'}</TableCell>
                  <TableCell>
                    {s.user_id ? (
                      <Link
                        to={studentHref(classId, s.id)}
                        className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
                        aria-label={`Open ${name}'s tutoring and scores`}
                      >
                        <LinkIcon className="size-4" aria-hidden="true" />
                        Linked
                      </Link>
                    ) : (
                      <Badge variant="outline">Not linked</Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Edit ${name}`}
                        onClick={() => setDialog({ open: true, editing: s })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete ${name}`}
                        onClick={() => setDeleting(s)}
                      >
                        Delete
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <StudentDialog
        classId={classId}
        open={dialog.open}
        editing={dialog.editing}
        onOpenChange={(open) => !open && setDialog({ open: false, editing: null })}
      />
      <RosterImport classId={classId} open={importOpen} onOpenChange={setImportOpen} />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        description={
          <>
            This will permanently delete the student <strong>{deleting ? displayName(deleting) : ''}</strong>{' '}
            from this class. This action cannot be undone. The student&apos;s own account and work are kept.
          </>
        }
      />
    </div>
  );
}
