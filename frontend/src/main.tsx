import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/App';
import { AppProvider } from '@/app/AppProvider';
import { createStore } from '@/app/store';
import { keepFirstVisitCopies } from '@/lib/offline-copies';

const store = createStore();
// Enables RTK Query's refetchOnFocus (docs/product-rules.md#screens-and-client-behaviour: refetch on window focus).
setupListeners(store.dispatch);
keepFirstVisitCopies(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProvider store={store}>
        <App />
      </AppProvider>
    </BrowserRouter>
  </StrictMode>,
);
