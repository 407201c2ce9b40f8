/** Attendance's catalogue for the language in use, loaded on demand with the view (English needs none). */
import type { CatalogueLoader } from '@leave/ui/i18n';

/** Every language but English has an entry; Urdu has no words here yet, so it says Attendance in English. */
const CATALOGUES: Record<Parameters<CatalogueLoader>[0], () => ReturnType<CatalogueLoader>> = {
  hi: () => import('./hi'),
  ur: () => Promise.resolve({ default: {} }),
};

export const loadWords: CatalogueLoader = (language) => CATALOGUES[language]();
