import { useEffect, useState } from 'react';
import { SOURCE_LANGUAGE, useLanguage } from '@leave/ui';
import { useIntl } from '@leave/ui/i18n';
import type { RULE_WORDS } from './ruleWords';

/**
 * A rule's message in the language in use. In English it is the domain's message as it is; in
 * another language the rules' words (`ruleWords.ts`) are loaded once, by the time a rule speaks.
 */
export function useRuleWords(): (message: string | undefined) => string | undefined {
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
    return found ? intl.formatMessage(found.word, found.values) : message;
  };
}
