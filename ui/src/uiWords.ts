import { createContext, useContext } from 'react';

/**
 * The design system's own words: Loading, a notice's Dismiss, the skip link, the product's name in
 * the page's title. Their English is here (the words every page said before); a `Translated` in
 * another language (`@leave/ui/i18n`) gives them in that language from its catalogue, else from the
 * `Translated` around it (the shell's catalogue has them all: docs/translating.md). In English, or
 * outside any `Translated`, they are said as here.
 */
export const UI_WORDS = {
  loading: { id: 'ui.loading', defaultMessage: 'Loading...' },
  dismiss: { id: 'ui.dismiss', defaultMessage: 'Dismiss message' },
  skipToMain: { id: 'ui.skipToMain', defaultMessage: 'Skip to main content' },
  // The product's name, after a view's in the page's title.
  product: { id: 'ui.product', defaultMessage: 'Leave Management' },
} as const;

export type UiWordKey = keyof typeof UI_WORDS;
export type UiWordId = (typeof UI_WORDS)[UiWordKey]['id'];

/** The design system's words in the language in use, given by `Translated` (null: English). */
export const UiWordsContext = createContext<Record<UiWordKey, string> | null>(null);

/** One of the design system's words in the language in use. */
export const useUiWord = (key: UiWordKey): string => useContext(UiWordsContext)?.[key] ?? UI_WORDS[key].defaultMessage;
