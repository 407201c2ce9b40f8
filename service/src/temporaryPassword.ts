import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: read aloud or copied by hand without mistakes.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A random temporary password such as "Kq7m-XbP4-w9Td" (about 70 bits). */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}
