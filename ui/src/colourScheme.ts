/**
 * The colour scheme a person chose on this browser: light, dark, or (nothing kept) their
 * system's. Kept in localStorage, a setting of the page and nothing personal; applied as
 * `data-colour-scheme` on the root element, which GlobalStyle's variables follow.
 */
export const COLOUR_SCHEMES = ['system', 'light', 'dark'] as const;
export type ColourScheme = (typeof COLOUR_SCHEMES)[number];

const KEY = 'leave-colour-scheme';

export function readColourScheme(): ColourScheme {
  try {
    const kept = window.localStorage.getItem(KEY);
    return kept === 'light' || kept === 'dark' ? kept : 'system';
  } catch {
    return 'system';
  }
}

export function applyColourScheme(scheme: ColourScheme): void {
  const root = document.documentElement;
  if (scheme === 'system') delete root.dataset.colourScheme;
  else root.dataset.colourScheme = scheme;
}

/** Keeps the choice for the next visit and applies it now. */
export function chooseColourScheme(scheme: ColourScheme): void {
  try {
    if (scheme === 'system') window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, scheme);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
  applyColourScheme(scheme);
}
