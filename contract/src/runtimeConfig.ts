/** The JSON the shell reads at start-up: where the API and each remote live. */
export const REMOTE_NAMES = ['auth', 'student', 'instructor', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  /** Origin of the backend, e.g. http://localhost:3001 (no trailing slash). */
  apiHost: string;
  /** Path the app is served under, '' for the root or e.g. /leave (no trailing slash). */
  basePath: string;
  /** URL of each remote's mf-manifest.json. */
  remotes: Record<RemoteName, string>;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function absoluteUrl(value: unknown, key: string): string {
  if (typeof value !== 'string' || value === '') throw new ConfigError(`${key} is missing`);
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError(`${key} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export function normaliseBasePath(value: unknown): string {
  if (value === undefined || value === null || value === '' || value === '/') return '';
  if (typeof value !== 'string' || !/^\/[A-Za-z0-9._~\-/]*$/.test(value)) {
    throw new ConfigError(`basePath must start with / and contain only URL path characters, got "${String(value)}"`);
  }
  return value.replace(/\/+$/, '');
}

/** Checks the runtime config and says exactly what is wrong with it. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  if (typeof input !== 'object' || input === null) throw new ConfigError('config must be a JSON object');
  const raw = input as Record<string, unknown>;
  const remotesRaw = raw.remotes;
  if (typeof remotesRaw !== 'object' || remotesRaw === null) throw new ConfigError('remotes is missing');
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, absoluteUrl((remotesRaw as Record<string, unknown>)[name], `remotes.${name}`)]),
  ) as Record<RemoteName, string>;
  return { apiHost: absoluteUrl(raw.apiHost, 'apiHost'), basePath: normaliseBasePath(raw.basePath), remotes };
}

/** The name each remote registers under with Module Federation (its global in the page). */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  auth: 'leave_auth',
  student: 'leave_student',
  instructor: 'leave_instructor',
  admin: 'leave_admin',
};
