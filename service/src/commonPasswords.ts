/**
 * The 49,000 most common passwords (zxcvbn's list), loaded once, on the server only, and on the
 * first password checked rather than as the server starts: the package decompresses its
 * dictionaries as it loads (about 0.05 CPU-s), which each test server paid for nothing.
 */
let common: Promise<Set<string>> | undefined;

export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'] as string[]),
  );
  return (await common).has(password.toLowerCase());
}
