import type { FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { staleErrorDismissed } from '@/components/toast/toast-slice';
import { useToast } from '@/components/toast/use-toast';
import { failureToast } from './api-error';
import type { FormProblem } from './form-problem';

interface FormSubmit {
  /** The form's own check before any call: what is missing or wrong, or null to go on. */
  problem?: () => FormProblem | null;
  /** The call, and what follows its success. */
  send: () => Promise<void>;
  /** The failure toast's title, and its words where the server gives none. */
  failure: { title: string; fallback: string };
  /** A failed call's error, e.g. to show the message under the field it names. */
  onFailure?: (error: unknown) => void;
}

/**
 * A form's submit: its problem as a toast, else the call; a failed call toasts the server's message,
 * and a successful retry dismisses that error toast (no stale error over the next screen).
 */
export function useFormSubmit({ problem, send, failure, onFailure }: FormSubmit) {
  const { toast } = useToast();
  const dispatch = useDispatch();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problem?.();
    if (found) return toast({ ...found, variant: 'destructive' });
    send().then(
      () => dispatch(staleErrorDismissed()),
      (error: unknown) => {
        toast(failureToast(failure.title, error, failure.fallback));
        onFailure?.(error);
      },
    );
  };
}
