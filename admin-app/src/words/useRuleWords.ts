import { SOURCE_LANGUAGE, useLanguage } from '@leave/ui';
import { sayServerMessage, useIntl } from '@leave/ui/i18n';
import type { ServerSaid } from '@leave/ui/i18n';
import { useRuleWords as useFormRuleWords } from '@leave/web-kit/words/useRuleWords';

export { sayingRules } from '@leave/web-kit/words/useRuleWords';

const loadRuleWords = () => import('./ruleWords').then((module) => module.RULE_WORDS);

/**
 * A rule's message in the language in use: the admin's forms' rule words (`ruleWords.ts`), loaded
 * once in a language other than English, through web-kit's `useRuleWords`. `known` are messages
 * with a code the form may give besides the field rules (a timetable's term, named by its course):
 * said by their code, as the server's refusals are.
 */
export function useRuleWords(known: ServerSaid[] = []): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  const language = useLanguage();
  const sayRule = useFormRuleWords(loadRuleWords);
  return (message) => {
    const said = language === SOURCE_LANGUAGE ? undefined : known.find((one) => one.message === message);
    return said ? sayServerMessage(intl, said) : sayRule(message);
  };
}
