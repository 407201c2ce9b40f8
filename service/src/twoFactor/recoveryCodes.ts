import { createHash, randomInt } from 'node:crypto';
import { normaliseRecoveryCode, RECOVERY_CODE_COUNT } from '@leave/domain';

/** Base32's letters and digits: no 0, 1, 8 or 9 to mistake for O, I, B or g. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** One code: ten characters (50 random bits), shown as two groups of five. */
const newCode = () => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/**
 * A recovery code's hash as stored. Fifty random bits cannot be guessed from a fast hash the way
 * a person's password could, and every try is counted by the sign-in throttle.
 */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');

/** A new set of recovery codes, to show once, and their hashes, to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
