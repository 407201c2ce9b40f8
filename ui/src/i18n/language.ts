/**
 * The language a person reads the product in, chosen on this browser: English (the default) or
 * another language with a catalogue. Kept in localStorage, a setting of the page and nothing
 * personal; applied as `lang` and `dir` on the root element. One store for the shell and every
 * remote: it lives in `@leave/ui`, which they share as a singleton, so a choice made on the
 * sign-in page reaches every view at once.
 */
import { useSyncExternalStore } from 'react';

/**
 * The languages with a catalogue, each named in its own language (as a person looks for it), with
 * its word for "Language" (the choice's label in that language).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', label: 'Language', locale: 'en-IN', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', label: 'भाषा', locale: 'hi-IN', dir: 'ltr' },
  // Right to left: the sign-in pages, the frame and the student's first view are translated so far.
  { code: 'ur', name: 'اردو', label: 'زبان', locale: 'ur-IN', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

/** The language every word is written in first, and shown when a catalogue lacks a word. */
export const SOURCE_LANGUAGE = 'en' satisfies Language;

const KEY = 'leave-language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language.code === value);

export const languageInfo = (code: Language) => LANGUAGES.find((language) => language.code === code)!;

let schoolDefault: Language = SOURCE_LANGUAGE;
let current: Language | null = null;
const listeners = new Set<() => void>();

/** The school's default for a person who has not chosen (the shell sets it from its configuration). */
export function setSchoolLanguage(code: Language): void {
  schoolDefault = code;
  if (current === null) applyLanguage(readLanguage());
}

/** The language kept on this browser, else the school's default. */
export function readLanguage(): Language {
  if (current !== null) return current;
  try {
    const kept = window.localStorage.getItem(KEY);
    if (isLanguage(kept)) return kept;
  } catch {
    // Storage refused (private mode): the school's default.
  }
  return schoolDefault;
}

/** The language chosen on this browser, or null while nobody chose one here (the school's default is in use). */
export function keptLanguage(): Language | null {
  if (current !== null) return current;
  try {
    const kept = window.localStorage.getItem(KEY);
    return isLanguage(kept) ? kept : null;
  } catch {
    return null;
  }
}

/** Sets `lang` and `dir` on the document, which screen readers, fonts and layout follow. */
export function applyLanguage(code: Language): void {
  const root = document.documentElement;
  root.lang = code;
  root.dir = languageInfo(code).dir;
}

/** Keeps the choice for the next visit, applies it, and tells every view that reads it. */
export function chooseLanguage(code: Language): void {
  current = code;
  try {
    window.localStorage.setItem(KEY, code);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  applyLanguage(code);
  for (const listener of listeners) listener();
}

/** Forgets the choice held in memory (tests start each case from what the browser keeps). */
export function forgetLanguageInMemory(): void {
  current = null;
  schoolDefault = SOURCE_LANGUAGE;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language in use; a view re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, readLanguage, () => SOURCE_LANGUAGE);
}
