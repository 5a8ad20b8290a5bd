import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { fakeApi } from '@/test/fake-api';
import { signedOutState } from '@/test/fixtures';
import { renderWithStore } from '@/test/render';

// The plan is chosen once: the period chosen on /pricing is carried to /checkout, which shows that
// plan alone with one button on to payment (docs/product-rules.md#plans).
const plan = (name: string) => screen.queryByRole('region', { name: `${name} plan` });

describe('/checkout', () => {
  it('shows only the plan carried from /pricing, with a way to switch rather than a second choice', async () => {
    fakeApi({});
    renderWithStore(<App />, { preloadedState: signedOutState(), route: '/checkout?plan=yearly' });
    expect(await screen.findByRole('button', { name: 'Start Yearly Trial' })).toBeInTheDocument();
    expect(plan('Yearly')).toHaveTextContent('$49.99');
    expect(plan('Monthly')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Start .* Trial$/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Switch to monthly' })).toHaveAttribute('href', '/checkout?plan=monthly');
  });

  it('offers both periods to a visitor who came without one', async () => {
    fakeApi({});
    renderWithStore(<App />, { preloadedState: signedOutState(), route: '/checkout' });
    expect(await screen.findByRole('button', { name: 'Start Monthly Trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Yearly Trial' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Switch to/ })).not.toBeInTheDocument();
  });
});
