import { REMOTE_APP_NAMES } from '@leave/contract';
import type { RemoteName } from '@leave/contract';

/** What a person reads about a version the shell's gate refused. */
export const refusalSentence = (remote: RemoteName, version: string, reason: string) =>
  `The ${REMOTE_APP_NAMES[remote]} ${version} cannot run in this version of the app: ${reason}.`;

/** A remote's version the shell refused to mount, and why. */
export class RemoteRefused extends Error {
  override name = 'RemoteRefused';
  /** What the person reads (the federation runtime prefixes the message of errors it passes on). */
  readonly sentence: string;
  constructor(remote: RemoteName, version: string, reason: string) {
    const sentence = refusalSentence(remote, version, reason);
    super(sentence);
    this.sentence = sentence;
  }
}
