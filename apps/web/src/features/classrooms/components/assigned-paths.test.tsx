import type { ClassAssignmentSummary } from '@academy/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AssignedPaths } from '@/features/classrooms/components/assigned-paths';
import { renderAt } from '@/testing/render';

const assignment = (over: Partial<ClassAssignmentSummary>): ClassAssignmentSummary => ({
  id: crypto.randomUUID(),
  due_date: null,
  created_at: new Date(2026, 10, 2, 10).toISOString(),
  learning_path: { id: crypto.randomUUID(), title: 'Fractions', description: 'Halves and quarters' },
  ...over,
});

describe('AssignedPaths', () => {
  it('shows the SPEC states: loading, error and empty', () => {
    const { unmount } = renderAt(<AssignedPaths assignments={undefined} isPending error={null} />);
    expect(screen.getByText('Loading assignments...')).toBeInTheDocument();
    unmount();
    const second = renderAt(<AssignedPaths assignments={[]} isPending={false} error={new Error('boom')} />);
    expect(screen.getByText('Error: boom')).toBeInTheDocument();
    second.unmount();
    renderAt(<AssignedPaths assignments={[]} isPending={false} error={null} />);
    expect(screen.getByText('No learning paths have been assigned to this class yet.')).toBeInTheDocument();
  });

  it('shows title, assigned and due dates, and the fallbacks', () => {
    renderAt(
      <AssignedPaths
        isPending={false}
        error={null}
        assignments={[
          assignment({ due_date: '2026-11-30' }),
          assignment({ learning_path: { id: crypto.randomUUID(), title: null, description: null } }),
        ]}
      />,
    );
    expect(screen.getByText('Fractions')).toBeInTheDocument();
    expect(screen.getByText('Assigned on Nov 2, 2026 · Due on Nov 30, 2026')).toBeInTheDocument();
    expect(screen.getByText('Untitled Learning Path')).toBeInTheDocument();
    expect(screen.getByText('No description available.')).toBeInTheDocument();
  });
});
