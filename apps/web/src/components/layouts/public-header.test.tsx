import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PublicHeader } from '@/components/layouts/public-header';
import { renderAt } from '@/testing/render';

describe('PublicHeader mobile menu', () => {
  it('toggles the links open and closed and reflects it in aria-expanded', async () => {
    const { user } = renderAt(<PublicHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    const mobileNav = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(mobileNav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
    expect(mobileNav.getByRole('link', { name: 'Subject Tutors' })).toHaveAttribute(
      'href',
      '/subject-tutors',
    );
    expect(mobileNav.getByRole('link', { name: 'For Educators' })).toHaveAttribute('href', '/for-educators');
    expect(mobileNav.getByRole('link', { name: 'For Parents' })).toHaveAttribute('href', '/for-parents');
    expect(mobileNav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');

    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes the menu when a link is followed', async () => {
    const { user } = renderAt(<PublicHeader />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', { name: 'For Parents' }),
    );
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
