import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { toastSlice } from '@/components/toast/toast-slice';
import { authSlice } from '@/features/auth/auth-slice';
import { api } from '@/lib/api';
import { offlineCopiesSlice } from '@/lib/offline-copies';

const rootReducer = combineSlices(api, authSlice, toastSlice, offlineCopiesSlice);

export type RootState = ReturnType<typeof rootReducer>;

// A factory rather than a singleton, so every test builds its own store from a preloaded state.
export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
