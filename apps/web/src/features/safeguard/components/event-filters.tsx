import { formatCategory, SAFEGUARD_CATEGORIES, type StudentOption } from '@academy/shared';
import { useId } from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { EventFilters as Filters } from '@/features/safeguard/api/get-events';

const ALL = 'all';
const SEVERITIES = [
  ['high', 'High'],
  ['medium', 'Medium'],
  ['low', 'Low'],
  ['other', 'Other'],
] as const;

function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: readonly (readonly [string, string])[];
  allLabel: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
        <SelectTrigger id={id} className="w-full sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map(([v, text]) => (
            <SelectItem key={v} value={v}>
              {text}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function EventFilters({
  filters,
  students,
  onChange,
}: {
  filters: Filters;
  students: StudentOption[];
  onChange: (next: Filters) => void;
}) {
  return (
    <div className="flex flex-wrap gap-4" role="group" aria-label="Filter moderation events">
      <FilterSelect
        label="Severity"
        value={filters.severity}
        allLabel="All severities"
        options={SEVERITIES}
        onChange={(severity) => onChange({ ...filters, severity })}
      />
      <FilterSelect
        label="Category"
        value={filters.category}
        allLabel="All categories"
        options={SAFEGUARD_CATEGORIES.map((c) => [c, formatCategory(c)] as const)}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <FilterSelect
        label="Student"
        value={filters.studentId}
        allLabel="All students"
        options={students.map((s) => [s.id, s.name] as const)}
        onChange={(studentId) => onChange({ ...filters, studentId })}
      />
    </div>
  );
}
