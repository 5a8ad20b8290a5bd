import { describe, expect, it } from 'vitest';
import { staleErrorDismissed, toastShown, toastSlice } from './toast-slice';

const reduce = toastSlice.reducer;

describe('a successful retry dismisses a stale error toast', () => {
  it('closes an error toast and drops its follow-up', () => {
    const shown = reduce(undefined, toastShown({ title: 'Sign Up Failed', variant: 'destructive', then: { title: 'Later' } }));
    const after = reduce(shown, staleErrorDismissed());
    expect(after.open).toBe(false);
    expect(after.current?.then).toBeUndefined();
  });

  it('leaves a success toast showing', () => {
    const shown = reduce(undefined, toastShown({ title: 'Success!' }));
    expect(reduce(shown, staleErrorDismissed())).toEqual(shown);
  });
});
