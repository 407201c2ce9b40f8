import { REMOTE_APP_NAMES } from '@leave/contract';
import type { RemoteName } from '@leave/contract';
import type { Words } from '@leave/ui/i18n';
import { releaseWords } from '../words/releases';

/** What a person reads when the newest version was refused and an earlier one is shown instead. */
export const fallbackSentence = (remote: RemoteName) =>
  `The newest version of the ${REMOTE_APP_NAMES[remote]} cannot run here yet, so the one before it is shown.`;

/** What a person reads when the version they were given did not load and the one before it is shown. */
export const loadFallbackSentence = (remote: RemoteName) =>
  `The newest version of the ${REMOTE_APP_NAMES[remote]} did not load, so the one before it is shown.`;

/** A remote's version the shell refused to mount, and why. */
export class RemoteRefused extends Error {
  override name = 'RemoteRefused';
  /**
   * What the person reads, in the page's language (the federation runtime prefixes the message of
   * errors it passes on): no version numbers or contracts (the reason is for the team: the
   * error's message, the console and the shell's /health). Its words come with this file, which
   * loads only for a refusal.
   */
  readonly sentence: (say: Words['formatMessage']) => string;
  constructor(remote: RemoteName, version: string, reason: string) {
    super(`The ${REMOTE_APP_NAMES[remote]} ${version} was refused: ${reason}`);
    this.sentence = (say) => say(releaseWords.refused, { app: say(releaseWords[remote]) });
  }
}
