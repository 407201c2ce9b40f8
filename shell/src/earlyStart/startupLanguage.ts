/**
 * The start-up screen (webpack/index.html: "Loading..." and the footer, painted before the app's
 * scripts arrive) said in the person's language where the page already knows it: the language
 * chosen on this browser (localStorage `leave-language`, as `@leave/ui`'s language.ts keeps it),
 * else the school's (`language` in the runtime configuration the page carries). Run by the
 * early-start script at the end of the head: `lang` and `dir` are set at once, and the screen's
 * two texts as the parser adds them, before they are painted. In English nothing is touched.
 *
 * Its words are the catalogues' own (`ui.loading`, `shell.copyright`; startupLanguage.test.ts
 * checks), written here so that the early start carries two short lines per language and no
 * catalogue.
 */

/** The language's start-up words and direction; `{year}` is the footer's year as the page wrote it. */
export const STARTUP_WORDS: Readonly<Record<string, { loading: string; copyright: string; dir: 'ltr' | 'rtl' }>> = {
  hi: { loading: 'लोड हो रहा है...', copyright: '© {year} अवकाश प्रबंधन। सर्वाधिकार सुरक्षित।', dir: 'ltr' },
  ur: { loading: 'لوڈ ہو رہا ہے...', copyright: '© {year} رخصت کا انتظام۔ جملہ حقوق محفوظ ہیں۔', dir: 'rtl' },
};

/** The key `@leave/ui` keeps the browser's choice under (language.ts). */
export const LANGUAGE_KEY = 'leave-language';

/** Says the start-up screen in the person's language, as its elements arrive. */
export function sayStartupInLanguage(schoolLanguage: unknown): void {
  let code = schoolLanguage;
  try {
    const kept = window.localStorage.getItem(LANGUAGE_KEY);
    if (kept === 'en' || (kept && Object.hasOwn(STARTUP_WORDS, kept))) code = kept;
  } catch {
    // Storage refused (private mode): the school's language.
  }
  const words = typeof code === 'string' && Object.hasOwn(STARTUP_WORDS, code) ? STARTUP_WORDS[code] : undefined;
  if (!words) return;
  document.documentElement.lang = code as string;
  document.documentElement.dir = words.dir;
  // Each text is said once the parser has added it whole (the English the page is written in), as
  // the body is parsed and before it is painted; the footer comes last.
  const watch = new MutationObserver(() => say());
  const say = () => {
    const status = document.querySelector('.startup p');
    if (status?.textContent === 'Loading...') status.textContent = words.loading;
    const footer = document.querySelector('.startup footer');
    const year = /^© (\d{4}) Leave Management\. All rights reserved\.$/.exec(footer?.textContent ?? '')?.[1];
    if (footer && year) {
      footer.textContent = words.copyright.replace('{year}', year);
      watch.disconnect();
    }
  };
  watch.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  say();
  // Once the page is parsed nothing more comes.
  document.addEventListener('DOMContentLoaded', () => watch.disconnect(), { once: true });
}
