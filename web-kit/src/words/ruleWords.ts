/**
 * A form's rule words, kept apart from its English (`useRuleWords`): each message a form's rules
 * can give, as the domain words it in English, matched to its word, whose values name the
 * form's labels by their words. A form's rule words are a module of their own, loaded only for a
 * language other than English.
 */
import { formatPlain } from '@leave/ui/i18n';
import type { MessageDescriptor } from '@leave/ui/i18n';

/** A rule's word, and its values: a field's label is said by the form's word for it. */
export interface RuleWord {
  word: MessageDescriptor;
  values?: Record<string, string | number | MessageDescriptor>;
}

/** Each rule message's English, as the domain words it, to its word. */
export type RuleWords = ReadonlyMap<string, RuleWord>;

/** The English a rule gives: its word with the fields' English labels. */
export const englishOf = ({ word, values = {} }: RuleWord) =>
  formatPlain(
    word.defaultMessage,
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        key,
        typeof value === 'object' ? formatPlain(value.defaultMessage) : value,
      ]),
    ),
  );

/** The rules' words by their English. */
export const ruleWordsOf = (rules: RuleWord[]): RuleWords => new Map(rules.map((rule) => [englishOf(rule), rule]));
