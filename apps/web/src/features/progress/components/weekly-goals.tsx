import type { WeeklyGoals as WeeklyGoalsData } from '@academy/shared/practice';

import { Progress as Bar } from '@/components/ui/progress';

const ROWS = [
  { key: 'lessons', label: 'Lessons' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'tests', label: 'Practice tests' },
] as const;

const SOURCE = {
  default: 'Default goals',
  student: 'Your own goals',
  class: "Set by your class's teacher",
} as const;

/** This week's goals and how far along they are (the week starts on Monday). */
export function WeeklyGoalsBars({ goals }: { goals: WeeklyGoalsData }) {
  return (
    <div className="grid gap-3">
      {ROWS.map((row) => {
        const { done, target } = goals[row.key];
        return (
          <div key={row.key} className="grid gap-1">
            <div className="flex justify-between text-sm">
              <span>{row.label}</span>
              <span>
                {done}/{target}
              </span>
            </div>
            <Bar
              value={target > 0 ? (done / target) * 100 : 100}
              aria-label={`${row.label}: ${done} of ${target} this week`}
            />
          </div>
        );
      })}
      <p className="text-xs text-muted-foreground">
        {SOURCE[goals.source]} · week of {goals.week_start}
      </p>
    </div>
  );
}
