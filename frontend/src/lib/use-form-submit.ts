import type { FormEvent } from 'react';
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
}

/** A form's submit: its problem as a toast, else the call; a failed call toasts the server's message. */
export function useFormSubmit({ problem, send, failure }: FormSubmit) {
  const { toast } = useToast();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = problem?.();
    if (found) return toast({ ...found, variant: 'destructive' });
    send().catch((error: unknown) => toast(failureToast(failure.title, error, failure.fallback)));
  };
}
