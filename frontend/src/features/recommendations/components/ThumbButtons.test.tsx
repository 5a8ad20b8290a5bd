import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThumbButtons } from './ThumbButtons';

describe('ThumbButtons', () => {
  it('names each thumb after the wine, shows which is pressed, and takes a pressed thumb back', async () => {
    const onThumb = vi.fn();
    const { rerender } = render(<ThumbButtons wineName="Penfolds Bin 28" thumb={null} onThumb={onThumb} />);
    const up = screen.getByRole('button', { name: 'Thumbs up for Penfolds Bin 28' });
    const down = screen.getByRole('button', { name: 'Thumbs down for Penfolds Bin 28' });
    expect(up).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(down);
    expect(onThumb).toHaveBeenLastCalledWith('down');

    rerender(<ThumbButtons wineName="Penfolds Bin 28" thumb="down" onThumb={onThumb} />);
    expect(screen.getByRole('button', { name: 'Thumbs down for Penfolds Bin 28' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Thumbs down for Penfolds Bin 28' }));
    expect(onThumb).toHaveBeenLastCalledWith(null);
    await userEvent.click(screen.getByRole('button', { name: 'Thumbs up for Penfolds Bin 28' }));
    expect(onThumb).toHaveBeenLastCalledWith('up');
  });
});
