import { useEffect, useState } from 'react';
import { SOURCE_LANGUAGE, useLanguage } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { RuleWords } from './ruleWords';

/**
 * A form's rule messages in the language in use: in
 * English the domain's message as it is; in another language the form's rule words, from `load`,
 * are asked for once, by the time a rule speaks. A message not among them stays as the domain wrote
 * it. `load` is the form's one loader, defined once beside it (its words come with the form's own
 * lazily loaded file: a file of their own would be one more entry in each remote's list of files).
 */
export function useRuleWords(load: () => Promise<RuleWords>): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  const language = useLanguage();
  const [rules, setRules] = useState<RuleWords | null>(null);
  useEffect(() => {
    if (language === SOURCE_LANGUAGE || rules) return;
    let current = true;
    void load().then((loaded) => current && setRules(loaded));
    return () => {
      current = false;
    };
  }, [language, rules, load]);
  return (message) => {
    const found = message === undefined || language === SOURCE_LANGUAGE ? undefined : rules?.get(message);
    if (!found) return message;
    const values = Object.fromEntries(
      Object.entries(found.values ?? {}).map(
        ([name, value]) => [name, typeof value === 'object' ? intl.formatMessage(value) : value] as const,
      ),
    );
    return intl.formatMessage(found.word, values);
  };
}

/** A form's `field(key)` whose rule messages are said by `said` (a form's `useRuleWords`). */
export const sayingRules =
  <K extends string, P extends { error?: string }>(
    field: (key: K) => P,
    said: (message: string | undefined) => string | undefined,
  ) =>
  (key: K): P => {
    const props = field(key);
    return { ...props, error: said(props.error) };
  };
