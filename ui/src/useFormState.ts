import { useState } from 'react';

/**
 * The values and per-field errors of a form of text inputs, and `field(key)`: the props that
 * tie one input to its value, error and change handler.
 */
export function useFormState<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<V>>({});
  const field = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });
  return { values, setValues, errors, setErrors, field };
}
