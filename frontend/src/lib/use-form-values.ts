import { useState, type ChangeEvent } from 'react';

/** A form's text values, and the props that bind one text field to its value. */
export function useFormValues<Values extends { [Name in keyof Values]: string }>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, setValues, bind };
}
