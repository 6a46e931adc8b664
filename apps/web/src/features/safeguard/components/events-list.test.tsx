import type { ModerationEvent } from '@academy/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { EventsList } from '@/features/safeguard/components/events-list';
import { renderAt } from '@/testing/render';

const event = (over: Partial<ModerationEvent>): ModerationEvent => ({
  id: crypto.randomUUID(),
  created_at: new Date(2026, 0, 2, 3, 4, 5).toISOString(),
  severity: 'high',
  category: 'self_harm',
  flagged: true,
  model_response: null,
  session_id: null,
  user_id: null,
  student_name: 'Ava Garcia',
  case: null,
  message_excerpt: null,
  ...over,
});

describe('EventsList', () => {
  it("says 'No moderation events found.' when there are none", () => {
    renderAt(<EventsList events={[]} onOpenCase={() => undefined} />);
    expect(screen.getByText('No moderation events found.')).toBeInTheDocument();
  });

  it('shows the severity, the local timestamp, the category in words and the action', async () => {
    const onOpenCase = vi.fn();
    const caseId = crypto.randomUUID();
    renderAt(
      <EventsList
        events={[
          event({ case: { id: caseId, status: 'open' } }),
          event({ severity: 'low', category: 'personal_information', flagged: false, student_name: null }),
        ]}
        onOpenCase={onOpenCase}
      />,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Moderation events' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByText('high')).toHaveAttribute('data-slot', 'badge');
    expect(within(first!).getByText('2026-01-02 03:04:05')).toBeInTheDocument();
    expect(within(first!).getByText('SELF HARM')).toBeInTheDocument();
    expect(within(first!).getByText('Flagged for review')).toBeInTheDocument();
    expect(within(second!).getByText('PERSONAL INFORMATION')).toBeInTheDocument();
    expect(within(second!).getByText('Cleared')).toBeInTheDocument();
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();

    await screen
      .getByRole('button', { name: 'Open case: SELF HARM at 2026-01-02 03:04:05, Ava Garcia' })
      .click();
    expect(onOpenCase).toHaveBeenCalledWith(caseId);
  });
});
