import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { routes } from '@/app/router';
import { renderRoutes } from '@/testing/render';

vi.mock('altcha', () => ({}));

describe('unknown paths', () => {
  it("show 'Oops! Page not found' with a 'Return to Home' link to /", async () => {
    const { user, router } = renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: '← Back to Home' })).toBeInTheDocument();

    await user.click(home);
    // The home page's module loads lazily: the navigation completes once it has arrived.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Ready to Start Learning?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '← Back to Home' })).not.toBeInTheDocument();
  });

  it('render known pages instead', async () => {
    renderRoutes(routes, '/security-compliance');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Student Data Security' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });
});
