import type { SkillMastery } from '@academy/shared/practice';
import { subjectLabel } from '@academy/shared/subjects';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useSkill } from '@/features/progress/api/get-skill';
import { getErrorMessage } from '@/lib/api-client';

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** A skill's detail: its mastery, the answers that moved it, and 'Practise this' (the tutor on that skill). */
export function SkillDialog({
  skill,
  studentId,
  readOnly,
  onClose,
}: {
  skill: SkillMastery | null;
  studentId?: string;
  readOnly: boolean;
  onClose: () => void;
}) {
  const detail = useSkill(skill?.key ?? null, studentId);
  const navigate = useNavigate();
  return (
    <Dialog open={Boolean(skill)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{skill?.code ?? skill?.label}</DialogTitle>
          <DialogDescription>
            {skill?.code ? skill.label : 'A skill practised with the tutor'} · {subjectLabel(skill?.subject)}{' '}
            · mastery {skill ? pct(skill.p) : ''} {skill?.mastered ? '(mastered)' : '(mastered at 95%)'}
          </DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : detail.isError ? (
          <p role="alert">{getErrorMessage(detail.error)}</p>
        ) : (
          <div>
            <h3 className="font-semibold">Evidence</h3>
            <p className="text-sm text-muted-foreground">Each answer and how it moved the estimate.</p>
            <ol className="mt-2 grid gap-1 text-sm">
              {detail.data.evidence
                .slice()
                .reverse()
                .slice(0, 30)
                .map((e, i) => (
                  <li key={`${e.at}-${i}`} className="flex flex-wrap justify-between gap-2 border-b py-1">
                    <span>
                      {new Date(e.at).toLocaleDateString()} ·{' '}
                      {e.source === 'test'
                        ? 'Practice test'
                        : e.source === 'tutor'
                          ? 'Tutor exercise'
                          : 'Score'}{' '}
                      · {e.correct ? 'right' : 'wrong'}
                    </span>
                    <span>
                      {pct(e.before)} → {pct(e.after)}
                    </span>
                  </li>
                ))}
            </ol>
          </div>
        )}
        {!readOnly && skill && (
          <Button
            onClick={() =>
              void navigate('/student/tutor', {
                state: { subject: subjectLabel(skill.subject), skill: skill.code ?? skill.label },
              })
            }
          >
            Practise this
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
