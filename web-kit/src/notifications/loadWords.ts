/**
 * The Notifications view's catalogue for the language in use, loaded with the view and only in
 * that language: the notifications' Hindi templates never download with English.
 */
import type { CatalogueLoader } from '@leave/ui/i18n';

/** Every language but English has an entry; Urdu has the frame's words only, so notifications stay in English. */
const CATALOGUES: Record<Parameters<CatalogueLoader>[0], () => ReturnType<CatalogueLoader>> = {
  hi: () => import('./notificationsHi'),
  ur: () => import('../words/frameUr').then(({ frameUr }) => ({ default: frameUr })),
};

export const loadWords: CatalogueLoader = (language) => CATALOGUES[language]();
