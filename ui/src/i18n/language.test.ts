import { LANGUAGE_CODES } from '@leave/contract';
import { chooseLanguage, forgetLanguageInMemory, LANGUAGES, readLanguage, setSchoolLanguage } from './language';

afterEach(() => {
  window.localStorage.clear();
  forgetLanguageInMemory();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

it('names the languages the configuration accepts (SCHOOL_LANGUAGE), English first', () => {
  expect(LANGUAGES.map((language) => language.code)).toEqual([...LANGUAGE_CODES]);
  expect(LANGUAGES[0].code).toBe('en');
});

it("is English until the school or the person chooses, and the person's choice wins", () => {
  expect(readLanguage()).toBe('en');
  setSchoolLanguage('hi');
  expect(readLanguage()).toBe('hi');
  expect(document.documentElement).toHaveAttribute('lang', 'hi');
  chooseLanguage('en');
  expect(readLanguage()).toBe('en');
  expect(window.localStorage.getItem('leave-language')).toBe('en');
});

it('reads the choice this browser kept, and ignores a value that is not a language', () => {
  window.localStorage.setItem('leave-language', 'hi');
  expect(readLanguage()).toBe('hi');
  window.localStorage.setItem('leave-language', 'xx');
  expect(readLanguage()).toBe('en');
});

it('sets the document language and direction, and keeps the choice when storage is refused', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('refused');
  });
  chooseLanguage('hi');
  expect(document.documentElement).toHaveAttribute('lang', 'hi');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(readLanguage()).toBe('hi');
  jest.restoreAllMocks();
});
