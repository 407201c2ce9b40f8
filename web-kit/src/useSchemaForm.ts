import { useRef, useState } from 'react';
import type { z } from 'zod';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * The values and per-field errors of a form of text inputs. `field(key)` ties one input to its
 * value, error and change handler; `validate(pick)` checks the values with a schema built from
 * the domain's field rules, shows each field's first problem, and returns the parsed values
 * (undefined when something is wrong) after moving the focus to the first field in error, so
 * its message is read out. So each field has one rule, the same as the server's.
 *
 * The rules are not needed to show a form, only to check it, so they arrive apart:
 * `loadRules` imports the form's rules module (`() => import('./xRules')`, which holds the
 * form's schemas and with them the schema library), from the first keystroke or at the latest
 * on submit. `pick` chooses the schema from that module.
 */
export function useSchemaForm<V extends Record<string, string>, Rules>(
  initial: V | (() => V),
  loadRules: () => Promise<Rules>,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const controls = useRef(new Map<keyof V, HTMLElement>());
  const rules = useRef<Promise<Rules> | null>(null);

  const load = () => {
    rules.current ??= loadRules().catch((error: unknown) => {
      // Not kept: the next attempt downloads them again.
      rules.current = null;
      throw error;
    });
    return rules.current;
  };

  const field = <K extends keyof V & string>(key: K) => ({
    name: key,
    value: values[key],
    error: errors[key],
    ref: (element: HTMLElement | null) => {
      if (element) controls.current.set(key, element);
      else controls.current.delete(key);
    },
    onChange: (event: { target: { value: string } }) => {
      load().catch(() => undefined);
      setValues((current) => ({ ...current, [key]: event.target.value }));
    },
  });

  const validate = async <Out>(pick: (rules: Rules) => z.ZodType<Out>): Promise<Out | undefined> => {
    const result = pick(await load()).safeParse(values);
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
