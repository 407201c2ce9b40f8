import { useState } from 'react';
import type { z } from 'zod';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * The values and per-field errors of a form of text inputs. `field(key)` ties one input to its
 * value, error and change handler; `validate(schema)` checks the values with a schema built from
 * the domain's field rules, shows each field's first problem, and returns the parsed values
 * (undefined when something is wrong). So each field has one rule, the same as the server's.
 */
export function useSchemaForm<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});

  const field = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  const validate = <Out>(schema: z.ZodType<Out>): Out | undefined => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: Errors<V> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]) as keyof V;
      found[key] ??= issue.message;
    }
    setErrors(found);
    return undefined;
  };

  return { values, setValues, errors, field, validate };
}
