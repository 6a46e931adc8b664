import { CLASSROOM_LIMITS, CLASSROOM_MESSAGES, type RosterImportResult } from '@academy/shared';
import { useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useImportRoster } from '@/features/classrooms/api/import-roster';
import { getErrorMessage } from '@/lib/api-client';

const ACTION_LABEL = { add: 'Add', update: 'Update', refuse: 'Refused' } as const;
const ACTION_VARIANT = { add: 'default', update: 'secondary', refuse: 'destructive' } as const;

type Props = { classId: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * CSV roster import: choose a file, see the dry run (every row added, updated or refused, with its line and
 * reason), then confirm to write it all in one transaction.
 */
export function RosterImport({ classId, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-3xl">
        {open ? <ImportSteps classId={classId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ImportSteps({ classId, onDone }: { classId: string; onDone: () => void }) {
  const run = useImportRoster();
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [plan, setPlan] = useState<RosterImportResult | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    setPlan(null);
    setReadError(null);
    run.reset();
    if (!file) return setCsv(null);
    setFileName(file.name);
    // Far beyond 1,000 rows: refuse at once rather than upload it (the server would refuse it too).
    if (file.size > CLASSROOM_LIMITS.importCharsMax * 2) {
      setCsv(null);
      return setReadError(CLASSROOM_MESSAGES.csvTooLarge);
    }
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      setCsv(null);
      return setReadError(getErrorMessage(error));
    }
    setCsv(text);
    try {
      setPlan(await run.mutateAsync({ classId, csv: text, confirm: false }));
    } catch {
      /* shown below */
    }
  };

  const confirm = async () => {
    if (csv === null) return;
    try {
      const done = await run.mutateAsync({ classId, csv, confirm: true });
      toast.success('Roster imported', {
        description: `${done.added} added, ${done.updated} updated, ${done.refused} refused.`,
      });
      onDone();
    } catch {
      /* shown below */
    }
  };

  const writable = plan ? plan.added + plan.updated : 0;
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Import Students from CSV</DialogTitle>
        <DialogDescription>
          A header row naming first_name, last_name and email (other columns are ignored), then up to{' '}
          {CLASSROOM_LIMITS.importRowsMax.toLocaleString('en-US')} students. Nothing is written until you
          confirm.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="roster-file">CSV file</Label>
        <Input
          id="roster-file"
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      {run.isPending && !plan ? <p role="status">Checking {fileName}...</p> : null}
      {readError || run.isError ? (
        <Alert variant="destructive">{readError ?? getErrorMessage(run.error)}</Alert>
      ) : null}
      {plan ? (
        <section aria-labelledby="import-preview" className="grid gap-3">
          <h3 id="import-preview" className="font-semibold">
            Dry run: {plan.added} to add, {plan.updated} to update, {plan.refused} refused
          </h3>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Line</TableHead>
                <TableHead scope="col">Result</TableHead>
                <TableHead scope="col">First Name</TableHead>
                <TableHead scope="col">Last Name</TableHead>
                <TableHead scope="col">Email</TableHead>
                <TableHead scope="col">Reason</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {plan.rows.map((row) => (
                <TableRow key={row.line}>
                  <TableCell>{row.line}</TableCell>
                  <TableCell>
                    <Badge variant={ACTION_VARIANT[row.action]}>{ACTION_LABEL[row.action]}</Badge>
                  </TableCell>
                  <TableCell>{row.first_name ?? ''}</TableCell>
                  <TableCell>{row.last_name ?? ''}</TableCell>
                  <TableCell className="break-all">{row.email ?? ''}</TableCell>
                  <TableCell>{row.reason ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="button"
          disabled={!plan || writable === 0 || run.isPending}
          onClick={() => void confirm()}
        >
          {plan
            ? `Confirm import (${writable} ${writable === 1 ? 'student' : 'students'})`
            : 'Confirm import'}
        </Button>
      </DialogFooter>
    </div>
  );
}
