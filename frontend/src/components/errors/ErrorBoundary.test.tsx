import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { RenderErrorFallback } from './RenderErrorFallback';

function Broken(): never {
  throw new Error('render failure');
}

describe('ErrorBoundary', () => {
  // React reports the caught error to console.error; keep the test output clean.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the render-error fallback', () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('We encountered an unexpected error. Please try refreshing the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('renders its children again when the reset key changes', () => {
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/pricing">
        <p>Pricing</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Pricing')).toBeInTheDocument();
  });

  it('Refresh Page reloads', async () => {
    const onRefresh = vi.fn();
    render(<RenderErrorFallback onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });
});
