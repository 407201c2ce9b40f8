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

/** The language chosen on this browser, else the school's; undefined when it is English or unknown. */
function startupLanguage(schoolLanguage: unknown): string | undefined {
  let kept: string | null = null;
  try {
    kept = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage refused (private mode): the school's language.
  }
  const code = kept === 'en' || (kept !== null && kept in STARTUP_WORDS) ? kept : schoolLanguage;
  return typeof code === 'string' && Object.hasOwn(STARTUP_WORDS, code) ? code : undefined;
}

/** Says the start-up screen in the person's language, as its elements arrive. */
export function sayStartupInLanguage(schoolLanguage: unknown): void {
  const code = startupLanguage(schoolLanguage);
  if (!code) return;
  const words = STARTUP_WORDS[code]!;
  document.documentElement.lang = code;
  document.documentElement.dir = words.dir;
  // Each text is said once the parser has added it whole (the English the page is written in).
  const said = new Set<Element>();
  const say = () => {
    const status = document.querySelector('.startup p');
    if (status && !said.has(status) && status.textContent === 'Loading...') {
      said.add(status);
      status.textContent = words.loading;
    }
    const footer = document.querySelector('.startup footer');
    const english =
      footer?.textContent && /^© (\d{4}) Leave Management\. All rights reserved\.$/.exec(footer.textContent);
    if (footer && english && !said.has(footer)) {
      said.add(footer);
      footer.textContent = words.copyright.replace('{year}', english[1]!);
    }
    return said.size === 2;
  };
  if (say()) return;
  // The body is still being parsed: each text is said as it is added, before the page is painted.
  const watch = new MutationObserver(() => {
    if (say()) watch.disconnect();
  });
  watch.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  // Once the page is parsed nothing more comes.
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      say();
      watch.disconnect();
    },
    { once: true },
  );
}
