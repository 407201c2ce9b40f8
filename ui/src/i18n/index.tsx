/**
 * Words in the person's language: the parts of react-intl (ICU MessageFormat) the apps use, and
 * only those, shared at run time as one singleton like `@leave/ui/routing`. Each feature keeps its
 * own catalogue beside its code: the English words are the `defaultMessage`s in the code (so
 * English downloads no catalogue), and every other language is a module the feature loads on
 * demand, only for the language in use. Import from here, never from react-intl itself.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SelectField } from '../fields';
import { LANGUAGES, SOURCE_LANGUAGE, chooseLanguage, isLanguage, languageInfo, useLanguage } from './language';
import type { Language } from './language';

export { defineMessages, FormattedMessage, useIntl } from 'react-intl';
export type { MessageDescriptor } from 'react-intl';
/** For tests: forget the choice held in memory, so the next render reads what the browser keeps. */
export { forgetLanguageInMemory } from './language';

/** A catalogue: message id to ICU message. */
export type Catalogue = Record<string, string>;

/** How a feature loads its catalogue for a language other than English (a dynamic import). */
export type CatalogueLoader = (language: Exclude<Language, typeof SOURCE_LANGUAGE>) => Promise<{ default: Catalogue }>;

const NO_WORDS: Catalogue = {};

/**
 * A feature's words in the language in use. English renders at once; another language waits for
 * its catalogue (one small file), and a catalogue that fails to load leaves the English words.
 */
export function Translated({ load, children }: { load: CatalogueLoader; children: ReactNode }) {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<{ language: Language; messages: Catalogue } | null>(null);

  useEffect(() => {
    if (language === SOURCE_LANGUAGE) return;
    let current = true;
    load(language).then(
      (module) => current && setLoaded({ language, messages: module.default }),
      (error: unknown) => {
        console.error(`The ${language} words did not load; English is shown:`, error);
        if (current) setLoaded({ language, messages: NO_WORDS });
      },
    );
    return () => {
      current = false;
    };
  }, [language, load]);

  if (language !== SOURCE_LANGUAGE && loaded?.language !== language) return null;
  const messages = language === SOURCE_LANGUAGE ? NO_WORDS : loaded!.messages;
  return (
    <IntlProvider
      locale={languageInfo(language).locale}
      defaultLocale={languageInfo(SOURCE_LANGUAGE).locale}
      messages={messages}
      onError={(error) => {
        // A word not yet translated shows in English, as it should; anything else is a fault.
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      }}
    >
      {children}
    </IntlProvider>
  );
}

/** The language choice, named in the language in use ("Language" / "भाषा"); each option in its own language. */
export function LanguageField() {
  const language = useLanguage();
  return (
    <SelectField
      label={languageInfo(language).label}
      value={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) chooseLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((option) => (
        <option key={option.code} value={option.code} lang={option.code}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
