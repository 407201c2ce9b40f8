import { useEffect, useState } from 'react';
import { SOURCE_LANGUAGE, useLanguage } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { RULE_WORDS } from './ruleWords';

/** A form field's props: its message, said in the language in use. */
type Said = (message: string | undefined) => string | undefined;

/**
 * A rule's message in the language in use, as the auth-app's `useRuleWords`. In English it is the
 * domain's message as it is; in another language the rules' words (`ruleWords.ts`) are loaded
 * once, by the time a rule speaks. A message not listed there stays as the rules wrote it.
 */
export function useRuleWords(): Said {
  const intl = useIntl();
  const language = useLanguage();
  const [rules, setRules] = useState<typeof RULE_WORDS | null>(null);
  useEffect(() => {
    if (language === SOURCE_LANGUAGE || rules) return;
    let current = true;
    void import('./ruleWords').then((module) => current && setRules(module.RULE_WORDS));
    return () => {
      current = false;
    };
  }, [language, rules]);
  return (message) => {
    const found = message === undefined || language === SOURCE_LANGUAGE ? undefined : rules?.get(message);
    if (!found) return message;
    const names = Object.fromEntries(Object.entries(found.names).map(([key, name]) => [key, intl.formatMessage(name)]));
    return intl.formatMessage(found.word, { ...found.values, ...names });
  };
}

/** A form's `field(key)` whose rule messages are said in the language in use (`useRuleWords`). */
export const sayingRules =
  <K extends string, P extends { error?: string }>(field: (key: K) => P, said: Said) =>
  (key: K): P => {
    const props = field(key);
    return { ...props, error: said(props.error) };
  };
