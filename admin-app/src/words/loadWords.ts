/** The admin-app's catalogue for the language in use, loaded on demand (English needs none). */
import type { CatalogueLoader } from '@leave/ui/i18n';

/** Every language but English has a catalogue here; a language added without one fails to compile. */
const CATALOGUES: Record<Parameters<CatalogueLoader>[0], () => ReturnType<CatalogueLoader>> = {
  hi: () => import('./hi'),
  ur: () => import('./ur'),
};

export const loadWords: CatalogueLoader = (language) => CATALOGUES[language]();
