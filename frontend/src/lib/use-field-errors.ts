import { useState } from 'react';

/**
 * The problems shown under a form's fields: MUI's TextField sets aria-invalid from `error` and
 * points aria-describedby at the helper text, so a screen reader reads the problem with the field.
 */
export function useFieldErrors<Name extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  return {
    errors,
    /** Shows these problems (and no others); true when there are none. */
    show: (found: Partial<Record<Name, string>>) => {
      setErrors(found);
      return Object.values(found).every((message) => !message);
    },
    clear: (name: Name) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)),
    /** The props that show a field's problem, or its usual hint when it has none. */
    props: (name: Name, hint?: string) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? hint }),
  };
}
