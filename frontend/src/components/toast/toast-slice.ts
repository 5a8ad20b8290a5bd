import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
  /** A follow-up shown once this one closes (one toast is visible at a time). */
  then?: ToastOptions;
}

export interface Toast extends Required<Pick<ToastOptions, 'title' | 'variant' | 'durationMs'>> {
  id: number;
  description?: string;
  then?: ToastOptions;
}

function toToast(
  { title, description, variant = 'default', durationMs = TOAST_DURATION_MS, then }: ToastOptions,
  id: number,
): Toast {
  return { id, title, description, variant, durationMs, then };
}

// docs/product-rules.md#screens-and-client-behaviour: a toast stays 5000 ms unless told otherwise.
export const TOAST_DURATION_MS = 5000;

export interface ToastState {
  // docs/product-rules.md#screens-and-client-behaviour: one toast visible at a time, so a new one replaces the current one.
  current: Toast | null;
  open: boolean;
  nextId: number;
}

const initialState: ToastState = { current: null, open: false, nextId: 1 };

// Kept in Redux so non-React code (e.g. a future 401 listener) can raise a toast too.
export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<ToastOptions>) {
      state.current = toToast(action.payload, state.nextId);
      state.open = true;
      state.nextId += 1;
    },
    /** A retry succeeded: an error toast still showing is out of date (a success toast stays). */
    staleErrorDismissed(state) {
      if (!state.open || state.current?.variant !== 'destructive') return;
      state.current.then = undefined;
      state.open = false;
    },
    toastDismissed(state, action: PayloadAction<number>) {
      // Ignore a late dismissal of a toast that was already replaced.
      if (state.current?.id !== action.payload) return;
      if (state.current.then) {
        state.current = toToast(state.current.then, state.nextId);
        state.nextId += 1;
      } else state.open = false;
    },
  },
  selectors: {
    selectToast: (toast) => toast,
  },
});

export const { toastShown, toastDismissed, staleErrorDismissed } = toastSlice.actions;
export const { selectToast } = toastSlice.selectors;
