import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '@/test/render';
import { ThemeModeToggle } from './ThemeModeToggle';

describe('ThemeModeToggle', () => {
  it('follows the OS preference until the user picks, then remembers the choice', async () => {
    // The test setup reports a light OS preference.
    const { user } = renderWithStore(<ThemeModeToggle />);
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(localStorage.getItem('cellar-door-color-mode')).toBe('dark');
  });
});
