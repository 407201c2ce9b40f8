import { REMOTE_APP_NAMES } from '@leave/contract';
import type { RemoteName } from '@leave/contract';

/**
 * What a person reads about a version the shell's gate refused: no version numbers or contracts
 * (the reason is for the team: the error's message, the console and the shell's /health).
 */
export const refusalSentence = (remote: RemoteName) =>
  `This version of the ${REMOTE_APP_NAMES[remote]} cannot run here yet.`;

/** What a person reads when the newest version was refused and an earlier one is shown instead. */
export const fallbackSentence = (remote: RemoteName) =>
  `The newest version of the ${REMOTE_APP_NAMES[remote]} cannot run here yet, so the one before it is shown.`;

/** What a person reads when the version they were given did not load and the one before it is shown. */
export const loadFallbackSentence = (remote: RemoteName) =>
  `The newest version of the ${REMOTE_APP_NAMES[remote]} did not load, so the one before it is shown.`;

/** A remote's version the shell refused to mount, and why. */
export class RemoteRefused extends Error {
  override name = 'RemoteRefused';
  /** What the person reads (the federation runtime prefixes the message of errors it passes on). */
  readonly sentence: string;
  constructor(remote: RemoteName, version: string, reason: string) {
    super(`The ${REMOTE_APP_NAMES[remote]} ${version} was refused: ${reason}`);
    this.sentence = refusalSentence(remote);
  }
}
