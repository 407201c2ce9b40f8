/**
 * The start-up screen of webpack/index.html ("Loading..." and the footer, painted before the
 * app's scripts) said by the early start in the language the page knows: the browser's choice,
 * else the school's. In English the page is left exactly as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { chooseLanguage, forgetLanguageInMemory } from '@leave/ui';
import { uiHi } from '@leave/web-kit/words/uiHi';
import { uiUr } from '@leave/web-kit/words/uiUr';
import { formatPlain } from '@leave/ui/i18n';
import shellHi from '../words/hi';
import shellUr from '../words/ur';
import { STARTUP_WORDS, sayStartupInLanguage } from './startupLanguage';

/** The start-up screen as the page's template writes it, this year's footer in. */
const template = fs.readFileSync(path.join(__dirname, '../../../webpack/index.html'), 'utf8');
const startup = /<div class="startup">[\s\S]*?<\/footer>\s*<\/div>/
  .exec(template)![0]
  .replace('<%= new Date().getFullYear() %>', '2026');

/** The page's body arriving after the head's early start, as the parser adds it. */
async function parseBody() {
  document.body.innerHTML = startup;
  await Promise.resolve();
}

afterEach(() => {
  window.localStorage.clear();
  forgetLanguageInMemory();
  document.documentElement.lang = 'en';
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '';
});

it('says the start-up screen in Hindi on a browser where Hindi was chosen', async () => {
  chooseLanguage('hi');
  forgetLanguageInMemory();
  document.documentElement.lang = 'en';
  sayStartupInLanguage(undefined);
  expect(document.documentElement).toHaveAttribute('lang', 'hi');
  await parseBody();
  expect(screen.getByRole('status')).toHaveTextContent(/^लोड हो रहा है\.\.\.$/);
  expect(screen.getByRole('contentinfo')).toHaveTextContent(/^© 2026 अवकाश प्रबंधन। सर्वाधिकार सुरक्षित।$/);
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
});

it("says it in the school's language where nobody chose one, and right to left in Urdu", async () => {
  sayStartupInLanguage('ur');
  await parseBody();
  expect(screen.getByRole('status')).toHaveTextContent(/^لوڈ ہو رہا ہے\.\.\.$/);
  expect(screen.getByRole('contentinfo')).toHaveTextContent(/^© 2026 رخصت کا انتظام۔ جملہ حقوق محفوظ ہیں۔$/);
  expect(document.documentElement).toHaveAttribute('lang', 'ur');
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

it('says each text once the parser has added it whole, with nothing of the English left', async () => {
  window.localStorage.setItem('leave-language', 'hi');
  sayStartupInLanguage(undefined);
  const [, open, status, rest] = /^([\s\S]*?<main><p role="status">)(Loading\.\.\.)([\s\S]*)$/.exec(startup)!;
  document.body.innerHTML = open!;
  await Promise.resolve();
  document.querySelector('.startup p')!.append(status!);
  await Promise.resolve();
  const footer = document.createElement('footer');
  document.querySelector('.startup')!.append(footer);
  await Promise.resolve();
  footer.append(/<footer>([^<]*)<\/footer>/.exec(rest!)![1]!);
  await Promise.resolve();
  expect(screen.getByRole('status')).toHaveTextContent(/^लोड हो रहा है\.\.\.$/);
  expect(screen.getByRole('contentinfo')).toHaveTextContent(/^© 2026 अवकाश प्रबंधन। सर्वाधिकार सुरक्षित।$/);
});

it('leaves the English page exactly as written: nothing chosen, English chosen over the school’s Hindi', async () => {
  sayStartupInLanguage(undefined);
  await parseBody();
  expect(document.body.innerHTML).toBe(startup);
  expect(document.documentElement).toHaveAttribute('lang', 'en');
  expect(document.documentElement).not.toHaveAttribute('dir');

  document.body.innerHTML = '';
  window.localStorage.setItem('leave-language', 'en');
  sayStartupInLanguage('hi');
  await parseBody();
  expect(document.body.innerHTML).toBe(startup);
  expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  expect(document.documentElement).toHaveAttribute('lang', 'en');
  expect(document.documentElement).not.toHaveAttribute('dir');
});

it("writes the catalogues' own words: ui.loading and shell.copyright", () => {
  expect(STARTUP_WORDS.hi!.loading).toBe(uiHi['ui.loading']);
  expect(STARTUP_WORDS.ur!.loading).toBe(uiUr['ui.loading']);
  expect(STARTUP_WORDS.hi!.copyright).toBe(shellHi['shell.copyright']);
  expect(STARTUP_WORDS.ur!.copyright).toBe(shellUr['shell.copyright']);
  expect(formatPlain(shellHi['shell.copyright'], { year: 2026 })).toBe('© 2026 अवकाश प्रबंधन। सर्वाधिकार सुरक्षित।');
});
