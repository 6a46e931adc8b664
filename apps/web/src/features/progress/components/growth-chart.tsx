import type { Progress } from '@academy/shared/practice';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The growth chart (mastery per week). The same figures are in the table beside it for screen readers. */
export default function GrowthChart({ growth }: { growth: Progress['growth'] }) {
  const data = growth.map((g) => ({ week: g.week.slice(5), mastery: g.mastery, mastered: g.mastered }));
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="week" />
          <YAxis domain={[0, 100]} unit="%" width={48} />
          <Tooltip />
          <Line
            type="monotone"
            dataKey="mastery"
            name="Mastery"
            stroke="#2563eb"
            strokeWidth={2}
            connectNulls
          />
          <Line type="monotone" dataKey="mastered" name="Skills mastered" stroke="#16a34a" strokeWidth={2} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
