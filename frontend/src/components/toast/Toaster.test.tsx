import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '@/test/render';
import { SWIPE_DISMISS_PX, Toaster } from './Toaster';
import { useToast } from './use-toast';

function Trigger({ label, ...options }: Parameters<ReturnType<typeof useToast>['toast']>[0] & { label: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

describe('toasts', () => {
  it('shows one at a time: a new toast replaces the previous one', async () => {
    const { user } = renderWithStore(
      <>
        <Trigger label="first" title="Wine Saved!" description="Added to your cellar." />
        <Trigger label="second" title="Wine Removed" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('status')).toHaveTextContent('Wine Saved!Added to your cellar.');
    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Wine Removed');
    expect(screen.queryByText('Wine Saved!')).not.toBeInTheDocument();
  });

  it('announces a destructive toast as an alert', async () => {
    const { user } = renderWithStore(
      <>
        <Trigger label="fail" title="Error" description="Failed to save wine. Please try again." variant="destructive" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save wine. Please try again.');
  });

  it('hides itself after its duration', async () => {
    const { user, store } = renderWithStore(
      <>
        <Trigger label="quick" title="Changes Saved" durationMs={50} />
        <Toaster />
      </>,
    );
    expect(store.getState().toast.current).toBeNull();
    await user.click(screen.getByRole('button', { name: 'quick' }));
    expect(store.getState().toast.current?.durationMs).toBe(50);
    await waitFor(() => expect(screen.queryByText('Changes Saved')).not.toBeInTheDocument());
  });

  it('defaults to 5000 ms', async () => {
    const { user, store } = renderWithStore(
      <>
        <Trigger label="default" title="Wine Saved!" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'default' }));
    expect(store.getState().toast.current).toMatchObject({ durationMs: 5000, variant: 'default' });
  });

  it('is dismissed by a swipe of 50 px, not by a shorter one', async () => {
    const { user } = renderWithStore(
      <>
        <Trigger label="show" title="Wine Saved!" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'show' }));
    const swipe = async (px: number) => {
      const target = screen.getByRole('status');
      await user.pointer([
        { keys: '[MouseLeft>]', target, coords: { clientX: 100, clientY: 10 } },
        { target, coords: { clientX: 100 + px, clientY: 10 } },
        { keys: '[/MouseLeft]', target, coords: { clientX: 100 + px, clientY: 10 } },
      ]);
    };
    await swipe(49);
    expect(screen.getByRole('status')).toHaveTextContent('Wine Saved!');
    await swipe(SWIPE_DISMISS_PX);
    await waitFor(() => expect(screen.queryByText('Wine Saved!')).not.toBeInTheDocument());
  });

  it('shows a follow-up once the first closes', async () => {
    const { user } = renderWithStore(
      <>
        <Trigger label="show" title="Profile Complete!" durationMs={50} then={{ title: 'Welcome!', durationMs: 50 }} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('status')).toHaveTextContent('Profile Complete!');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Welcome!'));
    await waitFor(() => expect(screen.queryByText('Welcome!')).not.toBeInTheDocument());
  });
});
