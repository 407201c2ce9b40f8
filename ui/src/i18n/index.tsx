/**
 * Words in the person's language, shared at run time as one singleton like `@leave/ui/routing`.
 * Each feature keeps its words beside its code: `defineWords` gives each message its English text
 * (`defaultMessage`) under a key, and its id from that key (`<feature>.<key>`). English, the
 * default, is formatted by a few lines of our own (`plain.ts`: text and `{name}`), so an English
 * page downloads neither a catalogue nor the message library. Another language loads, on demand and only when it is in use,
 * the message library (FormatJS, `formatjs.ts`) and the feature's catalogue for it. The API is
 * react-intl's, in part: `useIntl().formatMessage`, `<FormattedMessage>`.
 */
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { languageInfo, SOURCE_LANGUAGE, UI_WORDS, UiWordsContext, useLanguage } from '@leave/ui';
import type { UiWordKey } from '@leave/ui';
import type { Language } from '@leave/ui';
import { formatPlain } from './plain';
import type { Catalogue, MessageDescriptor, ServerSaid, Values, Words } from './words';

export type { Catalogue, MessageDescriptor, ServerSaid, Values, Words } from './words';
export { formatPlain } from './plain';
/** For tests: forget the choice held in memory, so the next render reads what the browser keeps. */
export { forgetLanguageInMemory } from '@leave/ui';

/** How a feature loads its catalogue for a language other than English (a dynamic import). */
export type CatalogueLoader = (language: Exclude<Language, typeof SOURCE_LANGUAGE>) => Promise<{ default: Catalogue }>;

/**
 * A feature's words: each key's English text (its `defaultMessage`). A message's id is its key
 * with the feature's prefix, `<prefix>.<key>`, made here once as the feature's code loads, so the
 * English page carries no id of its own: the keys are in the code anyway (`words.key`), and the
 * ids are typed (`WordIds`), so a catalogue typed by them fails `tsc` on a missing or unused word.
 */
export function defineWords<const Prefix extends string, const Texts extends Record<string, string>>(
  prefix: Prefix,
  texts: Texts,
): FeatureWords<Prefix, Texts> {
  const messages: Record<string, MessageDescriptor> = {};
  for (const key in texts) messages[key] = { id: `${prefix}.${key}`, defaultMessage: texts[key]! };
  return messages as FeatureWords<Prefix, Texts>;
}

/** A feature's messages, as `defineWords` makes them: its id and its English for each key. */
export type FeatureWords<Prefix extends string, Texts extends Record<string, string>> = {
  [Key in keyof Texts & string]: { id: `${Prefix}.${Key}`; defaultMessage: Texts[Key] };
};

/** The ids of a feature's messages, the keys a catalogue of that feature has. */
export type WordIds<Messages extends Record<string, MessageDescriptor>> = Messages[keyof Messages]['id'];

/**
 * Messages written with their ids in full, as remote releases built before `defineWords` call it
 * (the shell shares this module with them at run time); new words use `defineWords`.
 */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/**
 * What the server said, in the language in use: its code's message when the language's catalogue
 * has it (the code is the message id, docs/translating.md), else the server's English as it is.
 * The work is the message library's (`formatjs.ts`), so an English page carries none of it.
 */
export const sayServerMessage = (words: Words, said: ServerSaid): string => words.sayServer?.(said) ?? said.message;

const ENGLISH: Words = {
  locale: languageInfo(SOURCE_LANGUAGE).locale,
  formatMessage: (descriptor, values) => formatPlain(descriptor.defaultMessage, values),
};

const WordsContext = createContext<Words>(ENGLISH);

/** The words of the language in use (English outside any `Translated`). */
export function useIntl(): Words {
  return useContext(WordsContext);
}

/** One message in the language in use. */
export function FormattedMessage({ values, ...descriptor }: MessageDescriptor & { values?: Values }) {
  return <>{useIntl().formatMessage(descriptor, values)}</>;
}

/**
 * The design system's words in a language: the view's catalogue's, else those of the `Translated`
 * around it (the shell's, for a remote's view), else English.
 */
const uiWordsIn = (words: Words, around: Record<UiWordKey, string> | null) =>
  Object.fromEntries(
    Object.entries(UI_WORDS).map(([key, word]) => {
      const said = words.formatMessage(word);
      return [key, said === word.defaultMessage ? (around?.[key as UiWordKey] ?? said) : said];
    }),
  ) as Record<UiWordKey, string>;

/** Each feature's words per language, once loaded: a view opened again shows them at once. */
const loadedWords = new Map<CatalogueLoader, Map<Language, Words>>();

async function loadWords(load: CatalogueLoader, language: Exclude<Language, typeof SOURCE_LANGUAGE>): Promise<Words> {
  const [library, catalogue] = await Promise.all([
    import(/* webpackChunkName: "message-library" */ './formatjs'),
    load(language).catch((error: unknown) => {
      console.error(`The ${language} words did not load; English is shown:`, error);
      return { default: {} };
    }),
  ]);
  const words = library.wordsIn(languageInfo(language).locale, ENGLISH.locale, catalogue.default);
  if (!loadedWords.has(load)) loadedWords.set(load, new Map());
  loadedWords.get(load)!.set(language, words);
  return words;
}

/** Loads a feature's words in this language ahead of its view (nothing to load for English); never fails. */
export async function preloadWords(load: CatalogueLoader, language: Language): Promise<void> {
  if (language === SOURCE_LANGUAGE || loadedWords.get(load)?.has(language)) return;
  await loadWords(load, language).catch((error: unknown) =>
    console.error(`The ${language} words did not load:`, error),
  );
}

/**
 * A feature's words in the language in use. English renders at once. Another language waits for
 * its catalogue and the message library, the first time (nothing is drawn before, rather than
 * English that would then change); chosen on the page, the words shown stay until the new ones
 * are there. If they fail to load, the words are English.
 */
export function Translated({ load, children }: { load: CatalogueLoader; children: ReactNode }) {
  const language = useLanguage();
  const around = useContext(UiWordsContext);
  const cached = language === SOURCE_LANGUAGE ? ENGLISH : loadedWords.get(load)?.get(language);
  const [shown, setShown] = useState<{ language: Language; words: Words } | null>(
    cached ? { language, words: cached } : null,
  );

  useEffect(() => {
    if (language === SOURCE_LANGUAGE || cached) return;
    let current = true;
    loadWords(load, language).then(
      (words) => current && setShown({ language, words }),
      (error: unknown) => {
        console.error(`The ${language} words did not load; English is shown:`, error);
        if (current) setShown({ language, words: ENGLISH });
      },
    );
    return () => {
      current = false;
    };
  }, [language, load, cached]);

  const words = cached ?? shown?.words;
  if (!words) return null;
  return (
    <WordsContext.Provider value={words}>
      {/* The design system's own words (Loading, Dismiss...) too; in English, as they are. */}
      <UiWordsContext.Provider value={words === ENGLISH ? null : uiWordsIn(words, around)}>
        {children}
      </UiWordsContext.Provider>
    </WordsContext.Provider>
  );
}
