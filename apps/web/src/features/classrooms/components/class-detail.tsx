import { CLASSROOM_MESSAGES, fillMessage } from '@academy/shared';
import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useClass } from '@/features/classrooms/api/get-class';
import { AssignedPaths } from '@/features/classrooms/components/assigned-paths';
import { RosterTab } from '@/features/classrooms/components/roster-tab';
import { useClassesRealtime } from '@/features/classrooms/hooks/use-classes-realtime';
import { getErrorMessage } from '@/lib/api-client';

type Props = {
  classId: string;
  userId: string;
  backHref: string;
  studentHref: (classId: string, entryId: string) => string;
  /**
   * The Assignments tab's content, composed by the page (the curriculum feature assigns learning paths);
   * without it the tab lists the class's assigned paths read only.
   */
  assignments?: ReactNode;
  /** The Weekly goals tab's content, composed by the page (the progress feature); no tab without it. */
  goals?: ReactNode;
};

/** Class detail: the class's name and grade, then the Roster (default), Assignments and Weekly goals tabs. */
export function ClassDetail({ classId, userId, backHref, studentHref, assignments, goals }: Props) {
  const detail = useClass(classId);
  useClassesRealtime(userId);
  return (
    <div className="grid gap-6">
      <Link
        to={backHref}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to all classes
      </Link>
      {detail.isPending ? (
        <p role="status">{CLASSROOM_MESSAGES.loadingClass}</p>
      ) : detail.isError ? (
        <Alert variant="destructive">{fillMessage('Error: {message}', getErrorMessage(detail.error))}</Alert>
      ) : (
        <>
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{detail.data.class.name}</h1>
            <p className="mt-2 text-muted-foreground">Grade: {detail.data.class.grade || 'Not specified'}</p>
          </div>
          <Tabs defaultValue="roster">
            <TabsList>
              <TabsTrigger value="roster">Roster</TabsTrigger>
              <TabsTrigger value="assignments">Assignments</TabsTrigger>
              {goals && <TabsTrigger value="goals">Weekly goals</TabsTrigger>}
            </TabsList>
            <TabsContent value="roster">
              <RosterTab classId={classId} studentHref={studentHref} />
            </TabsContent>
            <TabsContent value="assignments">
              {assignments ?? (
                <AssignedPaths assignments={detail.data.assignments} isPending={false} error={null} />
              )}
            </TabsContent>
            {goals && <TabsContent value="goals">{goals}</TabsContent>}
          </Tabs>
        </>
      )}
    </div>
  );
}
