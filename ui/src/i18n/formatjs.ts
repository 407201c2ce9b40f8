/**
 * The message library, FormatJS (react-intl's `createIntl`: ICU MessageFormat, plurals, numbers
 * and dates in the locale). Loaded on demand, in a file of its own, only when a language other
 * than English is in use: this is the one file that imports it (lint refuses it anywhere else).
 */
import { createIntl, createIntlCache } from 'react-intl';
import { formatPlain } from './plain';
import type { Catalogue, MessageDescriptor, ServerSaid, Values, Words } from './words';

const cache = createIntlCache();

/**
 * A catalogue's words in its locale; a word it lacks is said in English (its `defaultMessage`).
 * `strict` (for a catalogue's tests): any fault, a missing word among them, throws.
 */
export function wordsIn(locale: string, defaultLocale: string, messages: Catalogue, { strict = false } = {}): Words {
  const intl = createIntl(
    {
      locale,
      defaultLocale,
      messages,
      onError: (error) => {
        if (strict) throw error;
        // A word not yet translated shows in English, as it should; anything else is a fault.
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    cache,
  );
  return {
    locale,
    formatMessage: (descriptor: MessageDescriptor, values?: Values) => intl.formatMessage(descriptor, values),
    sayServer: (said: ServerSaid) =>
      said.code && Object.hasOwn(messages, said.code)
        ? intl.formatMessage({ id: said.code, defaultMessage: said.message }, valuesOf(said.params))
        : said.message,
  };
}

/** A refusal's parameter as a placeholder's value: a list joined, an object's fields as `name_field`. */
function valuesOf(params: Record<string, unknown> = {}): Values {
  const values: Values = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number' || typeof value === 'string') values[name] = value;
    else if (Array.isArray(value)) values[name] = value.join(', ');
    else if (typeof value === 'object' && value !== null) {
      for (const [field, inner] of Object.entries(value)) values[`${name}_${field}`] = String(inner ?? '');
    } else values[name] = String(value ?? '');
  }
  return values;
}

const english = createIntl({ locale: 'en', messages: {}, onError: () => {} }, cache);

/**
 * Whether a message is plain (text and `{name}` only), so the English path formats it exactly as
 * FormatJS does; for tests (`@leave/ui/i18n/testing`), not the pages.
 */
export function isPlainMessage(message: string): boolean {
  const names = [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const rest = message.replace(/\{\w+\}/g, '');
  // ICU quoting, a tag, a stray brace, or a complex argument ({n, plural, ...}) is not plain.
  if (/''|'[{}<>#|]|[<>{}]/.test(rest)) return false;
  const values = Object.fromEntries(names.map((name) => [name, `[${name}]`]));
  return formatPlain(message, values) === english.formatMessage({ id: message, defaultMessage: message }, values);
}
