import { forgetLanguageInMemory } from '@leave/ui/i18n';

/**
 * After each test, the language a test chose is forgotten: the browser's choice, the store's, and
 * the `lang` and `dir` it set on the page, so the next test starts in the school's language.
 */
export function resetLanguageAfterEach() {
  afterEach(() => {
    window.localStorage.clear();
    forgetLanguageInMemory();
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
  });
}
