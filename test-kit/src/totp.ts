/**
 * An authenticator app for the suites: RFC 6238 codes computed here with node:crypto, apart
 * from the library the backends use, so a wrong setting on their side fails a test.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The 30-second step a moment falls in. */
export const totpStep = (nowMs = Date.now()) => Math.floor(nowMs / 30_000);

/** The six-digit code of a step for a base32 secret (HMAC-SHA1, dynamic truncation). */
export function totpCode(secret: string, step = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const number = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}

/**
 * A code the backend has not taken yet: of the step after `lastStep`, or the earliest the
 * backend still takes (one step either side of now) for at least two more seconds, waiting for
 * the clock when the step is too far ahead. Answers the code and its step, to pass as
 * `lastStep` next time, so that a suite can use several codes in a row without waiting.
 */
export async function freshTotp(secret: string, lastStep: number | null): Promise<{ code: string; step: number }> {
  const step = Math.max((lastStep ?? -Infinity) + 1, totpStep(Date.now() + 2000) - 1);
  while (step > totpStep() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  return { code: totpCode(secret, step), step };
}
