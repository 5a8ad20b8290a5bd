import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { theme } from '@/lib/theme';
import type { AppStore } from './store';

// The user's light/dark choice; absent until they pick one, so the OS preference applies.
const COLOR_MODE_STORAGE_KEY = 'cellar-door-color-mode';

interface AppProviderProps {
  store: AppStore;
  children: ReactNode;
}

// Everything the app needs except the router, which differs between the browser and tests.
export function AppProvider({ store, children }: AppProviderProps) {
  return (
    <ReduxProvider store={store}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={COLOR_MODE_STORAGE_KEY}
        // A client-only SPA: read the stored mode on the first render instead of after hydration.
        noSsr
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ReduxProvider>
  );
}
