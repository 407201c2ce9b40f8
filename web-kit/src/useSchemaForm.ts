import { useRef, useState } from 'react';
import type { z } from 'zod';
import { uiMessages } from '@leave/domain';
import type { Words } from '@leave/ui/i18n';
import { errorField, errorMessage } from './apiStore';

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
 * on submit. `pick` chooses the schema from that module. If they cannot be downloaded, nothing
 * is sent: the first field says so.
 *
 * What only the server can check (a name taken, dates that overlap) comes back as `{message,
 * field}`: `showServerError(error, fields)` puts that message under the field it names (`fields`
 * maps the wire's names to the form's) and moves the focus there, as for the form's own rules.
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

  /** Shows each field's message and moves the focus to the first of them. */
  const show = (found: Errors<V>) => {
    setErrors(found);
    firstInPage(Object.keys(found).flatMap((key) => controls.current.get(key) ?? []))?.focus();
  };

  const validate = async <Out>(pick: (rules: Rules) => z.ZodType<Out>): Promise<Out | undefined> => {
    let loaded: Rules;
    try {
      loaded = await load();
    } catch {
      // Nothing is sent unchecked: the first field says why, and the values stay as typed.
      const first = firstInPage([...controls.current.values()]);
      const key = [...controls.current].find(([, control]) => control === first)?.[0];
      if (key !== undefined) show({ [key]: uiMessages.formNotChecked } as Errors<V>);
      return undefined;
    }
    const result = pick(loaded).safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: Errors<V> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]) as keyof V;
      found[key] ??= issue.message;
    }
    show(found);
    return undefined;
  };

  /**
   * Shows a failed call's message under the field the server named, if the form has that field
   * (`fields` maps the server's field names to the form's keys), and moves the focus there. Says
   * whether it did: if not, the caller shows the message elsewhere. Given the language's words, a
   * refusal is said by its code where the catalogue has it (`errorMessage`); else as the server said.
   */
  const showServerError = (error: unknown, fields: Partial<Record<string, keyof V>>, words?: Words): boolean => {
    const named = errorField(error);
    const key = named === undefined ? undefined : fields[named];
    if (key === undefined || !controls.current.has(key)) return false;
    show({ [key]: errorMessage(error, undefined, words) } as Errors<V>);
    return true;
  };

  return { values, setValues, errors, field, validate, showServerError };
}

/** The element that comes first in the page. */
function firstInPage(elements: HTMLElement[]): HTMLElement | undefined {
  return [...elements].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}
