/** Names of fields that hold a secret: passwords, second-factor and recovery codes, tokens. */
const SECRET_FIELD = /passw|otp|token|secret|recovery/i;

export const MASK = '***';

/** A copy of a JSON value with every secret field's value replaced by `***`, at any depth. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, SECRET_FIELD.test(key) ? MASK : maskSecrets(inner)]),
  );
}
