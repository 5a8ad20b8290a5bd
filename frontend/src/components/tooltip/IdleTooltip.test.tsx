import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '@/test/render';
import { IdleTooltip } from './IdleTooltip';

// The tooltip joins its button when the browser is idle, and its code may still be loading then:
// the button is rebuilt once or twice, and a keyboard user on it must keep the focus throughout.
async function focusThenWaitForTooltip(focusedLast: 'Our score' | 'Elsewhere') {
  renderWithStore(
    <>
      <IdleTooltip title="How well this wine fits">
        <button type="button">Our score</button>
      </IdleTooltip>
      <button type="button">Elsewhere</button>
    </>,
  );
  screen.getByRole('button', { name: 'Our score' }).focus();
  if (focusedLast === 'Elsewhere') screen.getByRole('button', { name: 'Elsewhere' }).focus();
  // the tooltip has joined once MUI names the button by its title
  await waitFor(() => expect(screen.getByRole('button', { name: 'How well this wine fits' })).toBeInTheDocument());
}

describe('a tooltip added when the browser is idle', () => {
  it('keeps the focus on its button through every rebuild', async () => {
    await focusThenWaitForTooltip('Our score');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'How well this wine fits' }));
  });

  it('leaves the focus where the user took it', async () => {
    await focusThenWaitForTooltip('Elsewhere');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
