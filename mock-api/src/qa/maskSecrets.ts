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

/** `leave_session=abc; Path=/; HttpOnly` as `leave_session=***; Path=/; HttpOnly`: a cookie's value is a secret. */
const maskCookie = (cookie: string) => cookie.replace(/^([^=;]*)=[^;]*/, `$1=${MASK}`);

/**
 * A copy of an answer's headers with its secrets masked: the value of each cookie it sets, and
 * any header whose name says it holds a secret. Names in lower case, as Node keeps them.
 */
export function maskHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => {
      if (name === 'set-cookie')
        return [name, Array.isArray(value) ? value.map(String).map(maskCookie) : maskCookie(String(value))];
      return [name, SECRET_FIELD.test(name) ? MASK : value];
    }),
  );
}
