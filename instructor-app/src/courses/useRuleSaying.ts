import { sayingRules, useRuleWords } from '@leave/web-kit/words/useRuleWords';
import { loadCourseRuleWords } from './ruleWords';

/** A form's `field` whose rule messages are said in the language in use, the fields they name by their words. */
export function useRuleSaying<K extends string, P extends { error?: string }>(field: (key: K) => P): (key: K) => P {
  return sayingRules(field, useRuleWords(loadCourseRuleWords));
}
