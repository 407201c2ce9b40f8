import { useRef, useState } from 'react';
import type { z } from 'zod';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * The values and per-field errors of a form of text inputs. `field(key)` ties one input to its
 * value, error and change handler; `validate(schema)` checks the values with a schema built from
 * the domain's field rules, shows each field's first problem, and returns the parsed values
 * (undefined when something is wrong) after moving the focus to the first field in error, so
 * its message is read out. So each field has one rule, the same as the server's.
 */
export function useSchemaForm<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const controls = useRef(new Map<keyof V, HTMLElement>());

  const field = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key],
    error: errors[key],
    ref: (element: HTMLElement | null) => {
      if (element) controls.current.set(key, element);
      else controls.current.delete(key);
    },
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
    firstInPage(Object.keys(found).flatMap((key) => controls.current.get(key) ?? []))?.focus();
    return undefined;
  };

  return { values, setValues, errors, field, validate };
}

/** The element that comes first in the page. */
function firstInPage(elements: HTMLElement[]): HTMLElement | undefined {
  return [...elements].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}
