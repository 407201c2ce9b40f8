/**
 * The message library, FormatJS (react-intl's `createIntl`: ICU MessageFormat, plurals, numbers
 * and dates in the locale). Loaded on demand, in a file of its own, only when a language other
 * than English is in use: this is the one file that imports it (lint refuses it anywhere else).
 */
import { createIntl, createIntlCache } from 'react-intl';
import type { Catalogue, MessageDescriptor, Values, Words } from './words';

const cache = createIntlCache();

/** A catalogue's words in its locale; a word it lacks is said in English (its `defaultMessage`). */
export function wordsIn(locale: string, defaultLocale: string, messages: Catalogue): Words {
  const intl = createIntl(
    {
      locale,
      defaultLocale,
      messages,
      onError: (error) => {
        // A word not yet translated shows in English, as it should; anything else is a fault.
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    cache,
  );
  return {
    locale,
    formatMessage: (descriptor: MessageDescriptor, values?: Values) => intl.formatMessage(descriptor, values),
  };
}
