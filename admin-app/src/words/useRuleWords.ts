import { useEffect, useState } from 'react';
import { SOURCE_LANGUAGE, useLanguage } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import type { ServerSaid } from '@leave/ui/i18n';
import type { RULE_WORDS } from './ruleWords';

/** A form field's message, said in the language in use. */
type Said = (message: string | undefined) => string | undefined;

/**
 * A rule's message in the language in use, as auth-app's `useRuleWords`: in English the domain's
 * message as it is; in another language the rules' words (`ruleWords.ts`) are loaded once, by the
 * time a rule speaks. `known` are messages with a code the form may give besides the field rules
 * (a timetable's term, named by its course): said by their code, as the server's refusals are.
 */
export function useRuleWords(known: ServerSaid[] = []): Said {
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
    if (message === undefined || language === SOURCE_LANGUAGE) return message;
    const said = known.find((one) => one.message === message);
    if (said) return sayServerMessage(intl, said);
    const found = rules?.get(message);
    if (!found) return message;
    const values = Object.fromEntries(
      Object.entries(found.values).map(
        ([name, value]) => [name, typeof value === 'object' ? intl.formatMessage(value) : value] as const,
      ),
    );
    return intl.formatMessage(found.word, values);
  };
}

/** A form's `field(key)` whose rule messages are said in the language in use (`useRuleWords`). */
export const sayingRules =
  <K extends string, P extends { error?: string }>(field: (key: K) => P, said: Said) =>
  (key: K): P => {
    const props = field(key);
    return { ...props, error: said(props.error) };
  };
