/**
 * What the page says about the remotes' versions (ReleaseNoticesView, and a version the shell
 * refused: remoteRefused.ts): their words apart from words.ts, so that they download with the
 * notices or the refusal, which most pages never show. Each message's
 * English text under its key, exactly as the notices said it; its id is the key after
 * `shell.releases.`. The Hindi is in hi.ts with the shell's other words (downloaded only in Hindi).
 */
import { defineWords } from '@leave/ui/i18n';
import type { WordIds } from '@leave/ui/i18n';

export const releaseWords = defineWords('shell.releases', {
  previewVersion: 'Preview in this browser only: the {app} is version {version}, not the live one.',
  previewEntry: 'Preview in this browser only: the {app} is loaded from {entry}, not the live one.',
  endPreview: 'End preview',
  previewRefused: 'Preview refused. {why}',
  fallback: 'The newest version of the {app} cannot run here yet, so the one before it is shown.',
  loadFallback: 'The newest version of the {app} did not load, so the one before it is shown.',
  newer: 'A new version of the {app} is available:',
  reload: 'Reload',
  // Why a remote could not be loaded, when the shell refused its version (RemoteRefused).
  refused: 'This version of the {app} cannot run here yet.',
  // What the shell calls each remote (REMOTE_APP_NAMES).
  auth: 'sign-in app',
  student: 'student app',
  instructor: 'instructor app',
  admin: 'admin app',
});

export type ReleaseWordId = WordIds<typeof releaseWords>;
