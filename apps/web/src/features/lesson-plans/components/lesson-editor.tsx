import type { LessonTemplate } from '@academy/shared';
import { LESSON_LIMITS } from '@academy/shared/lessons';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type ListField = 'guided_practice' | 'independent_practice' | 'materials';

function ListEditor({
  label,
  items,
  onChange,
  multiline = true,
}: {
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  multiline?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{label}</legend>
      {items.map((item, i) => (
        <div key={i} className="flex items-start gap-2">
          <Label htmlFor={`${id}-${i}`} className="sr-only">
            {`${label} item ${i + 1}`}
          </Label>
          {multiline ? (
            <Textarea
              id={`${id}-${i}`}
              value={item}
              maxLength={LESSON_LIMITS.item}
              rows={2}
              onChange={(e) => onChange(items.map((x, k) => (k === i ? e.target.value : x)))}
            />
          ) : (
            <Input
              id={`${id}-${i}`}
              value={item}
              maxLength={LESSON_LIMITS.item}
              onChange={(e) => onChange(items.map((x, k) => (k === i ? e.target.value : x)))}
            />
          )}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${label.toLowerCase()} item ${i + 1}`}
            onClick={() => onChange(items.filter((_, k) => k !== i))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {items.length < LESSON_LIMITS.items && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange([...items, ''])}
        >
          <Plus aria-hidden="true" /> Add {label.toLowerCase()} item
        </Button>
      )}
    </fieldset>
  );
}

/** The lesson as structured fields (SPEC's template), each editable on its own. */
export function LessonEditor({
  lesson,
  onChange,
}: {
  lesson: LessonTemplate;
  onChange: (next: LessonTemplate) => void;
}) {
  const id = useId();
  const set = <K extends keyof LessonTemplate>(key: K, value: LessonTemplate[K]) =>
    onChange({ ...lesson, [key]: value });
  const list = (key: ListField) => (items: string[]) => set(key, items);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          value={lesson.title}
          maxLength={LESSON_LIMITS.title}
          onChange={(e) => set('title', e.target.value)}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        Grade {lesson.grade} · {lesson.subject}
        {lesson.standard ? ` · Standard ${lesson.standard}` : ' · No standard'}
      </p>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-set`}>Anticipatory set</Label>
        <Textarea
          id={`${id}-set`}
          rows={4}
          value={lesson.anticipatory_set}
          maxLength={LESSON_LIMITS.paragraph}
          onChange={(e) => set('anticipatory_set', e.target.value)}
        />
      </div>
      <ListEditor label="Guided practice" items={lesson.guided_practice} onChange={list('guided_practice')} />
      <ListEditor
        label="Independent practice"
        items={lesson.independent_practice}
        onChange={list('independent_practice')}
      />
      <div className="grid gap-1">
        <Label htmlFor={`${id}-formative`}>Formative assessment</Label>
        <Textarea
          id={`${id}-formative`}
          rows={3}
          value={lesson.assessment.formative}
          maxLength={LESSON_LIMITS.paragraph}
          onChange={(e) => set('assessment', { ...lesson.assessment, formative: e.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-exit`}>Exit ticket</Label>
        <Textarea
          id={`${id}-exit`}
          rows={2}
          value={lesson.assessment.exit_ticket}
          maxLength={LESSON_LIMITS.paragraph}
          onChange={(e) => set('assessment', { ...lesson.assessment, exit_ticket: e.target.value })}
        />
      </div>
      <ListEditor label="Materials" items={lesson.materials} onChange={list('materials')} multiline={false} />
      <div className="grid gap-1">
        <Label htmlFor={`${id}-duration`}>Duration</Label>
        <Input
          id={`${id}-duration`}
          value={lesson.duration}
          maxLength={LESSON_LIMITS.duration}
          onChange={(e) => set('duration', e.target.value)}
        />
      </div>
    </div>
  );
}
