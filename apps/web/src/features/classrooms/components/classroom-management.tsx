import { CLASSROOM_MESSAGES, fillMessage, type Classroom } from '@academy/shared';
import { MoreHorizontalIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDeleteClass } from '@/features/classrooms/api/delete-class';
import { useClasses } from '@/features/classrooms/api/get-classes';
import { ClassDialog } from '@/features/classrooms/components/class-dialog';
import { ConfirmDelete } from '@/features/classrooms/components/confirm-delete';
import { formatDate } from '@/features/classrooms/utils/format';
import { useClassesRealtime } from '@/features/classrooms/hooks/use-classes-realtime';
import { getErrorMessage } from '@/lib/api-client';

type Props = {
  userId: string;
  /** Where a class's View leads. */
  classHref: (classId: string) => string;
};

/** Classroom Management: the educator's classes with create, edit and delete. `?new=class` opens the dialog. */
export function ClassroomManagement({ userId, classHref }: Props) {
  const classes = useClasses();
  useClassesRealtime(userId);
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Classroom | null>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const [deleting, setDeleting] = useState<Classroom | null>(null);
  const remove = useDeleteClass();

  const dialogOpen = createOpen || editing !== null || params.get('new') === 'class';
  const closeDialog = (open: boolean) => {
    if (open) return;
    setCreateOpen(false);
    setEditing(null);
    if (params.has('new')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('new');
          return next;
        },
        { replace: true },
      );
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Class deleted', { description: deleting.name });
      setDeleting(null);
    } catch (error) {
      toast.error('Could not delete the class', { description: getErrorMessage(error) });
    }
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Classroom Management</h1>
          <p className="mt-2 text-muted-foreground">Create and manage your classes.</p>
        </div>
        <Button onClick={() => setCreateOpen(true)}>
          <PlusIcon aria-hidden="true" />
          Create Class
        </Button>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>My Classes</CardTitle>
        </CardHeader>
        <CardContent>
          {classes.isPending ? (
            <p role="status">{CLASSROOM_MESSAGES.loadingClasses}</p>
          ) : classes.isError ? (
            <Alert variant="destructive">
              {fillMessage(CLASSROOM_MESSAGES.classesError, getErrorMessage(classes.error))}
            </Alert>
          ) : classes.data.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">{CLASSROOM_MESSAGES.noClasses}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Name</TableHead>
                  <TableHead scope="col">Grade</TableHead>
                  <TableHead scope="col">Students</TableHead>
                  <TableHead scope="col">Created At</TableHead>
                  <TableHead scope="col">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {classes.data.map((cls) => (
                  <TableRow key={cls.id}>
                    <TableCell className="font-medium">
                      <Link to={classHref(cls.id)} className="hover:underline">
                        {cls.name}
                      </Link>
                    </TableCell>
                    <TableCell>{cls.grade || 'N/A'}</TableCell>
                    <TableCell>{cls.student_count}</TableCell>
                    <TableCell>{formatDate(cls.created_at)}</TableCell>
                    <TableCell className="text-right">
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={`Actions for ${cls.name}`}>
                            <MoreHorizontalIcon aria-hidden="true" />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <DropdownMenuItem asChild>
                            <Link to={classHref(cls.id)}>View</Link>
                          </DropdownMenuItem>
                          <DropdownMenuItem onSelect={() => setEditing(cls)}>Edit</DropdownMenuItem>
                          <DropdownMenuItem className="text-destructive" onSelect={() => setDeleting(cls)}>
                            Delete
                          </DropdownMenuItem>
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <ClassDialog open={dialogOpen} onOpenChange={closeDialog} editing={editing} />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        description={
          <>
            This action cannot be undone. This will permanently delete the class{' '}
            <strong>{deleting?.name}</strong> and all associated data (including students and assignments).
            Students&apos; own accounts, sessions and scores are kept.
          </>
        }
      />
    </div>
  );
}
