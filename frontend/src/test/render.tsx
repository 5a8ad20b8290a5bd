import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProvider } from '@/app/AppProvider';
import { createStore, type RootState } from '@/app/store';

interface RenderOptions {
  preloadedState?: Partial<RootState>;
  // The starting URL, e.g. '/cellar/x'.
  route?: string;
}

// Renders with a fresh store and an in-memory router, as the app would at `route`.
export function renderWithStore(ui: ReactElement, { preloadedState, route = '/' }: RenderOptions = {}) {
  const store = createStore(preloadedState);
  // No pause between keystrokes: typing-heavy dialog tests would otherwise crowd a parallel run.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProvider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { store, user, ...result };
}

// Exposes the router location so tests can assert redirects.
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location" hidden>{`${pathname}${search}`}</output>;
}
