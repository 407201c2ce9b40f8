/** The JSON the shell reads at start-up: where the API and each remote live. */
export const REMOTE_NAMES = ['auth', 'student', 'instructor', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  /** Origin of the backend, e.g. http://localhost:3001 (no trailing slash). */
  apiHost: string;
  /** Path the app is served under, '' for the root or e.g. /leave (no trailing slash). */
  basePath: string;
  /** URL of each remote's mf-manifest.json: its live version's, when it has released ones. */
  remotes: Record<RemoteName, string>;
  /** The live release of each remote that has one, as the shell's server read it for this page. */
  releases?: Partial<Record<RemoteName, LiveRelease>>;
  /** Origins a browser may load a preview of a remote from (per-browser override); none: refused. */
  overrideOrigins?: string[];
  /** How long an action that can be taken back waits for Undo before it is sent (UNDO_SECONDS). */
  undoSeconds?: number;
  /** The language a person reads the pages in until they choose one (SCHOOL_LANGUAGE); unset: English. */
  language?: LanguageCode;
  /** How long the page waits for each remote's files (the shell's own defaults where left out). */
  remoteTimeouts?: Partial<Record<RemoteName, RemoteTimeouts>>;
}

/**
 * How long the page waits for a remote's manifest (each of two tries) and for its entry script
 * before it gives up and offers Retry: a slow but working host on a slow network needs more.
 */
export interface RemoteTimeouts {
  manifestSeconds: number;
  entrySeconds: number;
}

export const DEFAULT_REMOTE_TIMEOUTS: RemoteTimeouts = { manifestSeconds: 3, entrySeconds: 20 };
export const MAX_REMOTE_TIMEOUT_SECONDS = 120;

function remoteTimeouts(raw: unknown): Partial<Record<RemoteName, RemoteTimeouts>> {
  if (typeof raw !== 'object' || raw === null) throw new ConfigError('remoteTimeouts must be an object');
  const seconds = (value: unknown, key: string) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_REMOTE_TIMEOUT_SECONDS) {
      throw new ConfigError(
        `${key} must be a whole number from 1 to ${MAX_REMOTE_TIMEOUT_SECONDS}, got ${JSON.stringify(value)}`,
      );
    }
    return value;
  };
  return Object.fromEntries(
    REMOTE_NAMES.flatMap((name) => {
      const given = (raw as Record<string, unknown>)[name];
      if (given === undefined) return [];
      const { manifestSeconds, entrySeconds } = (given ?? {}) as Record<string, unknown>;
      const key = `remoteTimeouts.${name}`;
      return [
        [
          name,
          {
            manifestSeconds: seconds(manifestSeconds, `${key}.manifestSeconds`),
            entrySeconds: seconds(entrySeconds, `${key}.entrySeconds`),
          },
        ],
      ];
    }),
  );
}

/** The languages the pages have a catalogue for (`@leave/ui`'s LANGUAGES names each). */
export const LANGUAGE_CODES = ['en', 'hi'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The Undo window's bounds, in seconds. */
export const MAX_UNDO_SECONDS = 60;

export interface LiveRelease {
  /** The version the page loads. */
  version: string;
  /**
   * The live version the shell's gate refused, and why. `version` is then the newest version live
   * before it that the shell can run, or the refused one itself when there is none: the page
   * then refuses to load it.
   */
  refused?: { version: string; reason: string };
  /** Set when `version` is a canary this browser was given (a share of browsers get it). */
  canary?: true;
  /**
   * The last version known to work, which the page loads when `version` fails to load (its
   * manifest or entry fails or is too slow, or the page refuses it): for a canary the live
   * version, else the newest version live before it that the shell can run. None: Retry only.
   */
  fallback?: { version: string; entry: string };
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
  const config: RuntimeConfig = {
    apiHost: absoluteUrl(raw.apiHost, 'apiHost'),
    basePath: normaliseBasePath(raw.basePath),
    remotes,
  };
  // Written by the shell's server from the live pointers and its settings.
  if (raw.releases) config.releases = raw.releases as RuntimeConfig['releases'];
  if (raw.overrideOrigins) config.overrideOrigins = raw.overrideOrigins as string[];
  if (raw.undoSeconds !== undefined) {
    const seconds = raw.undoSeconds;
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1 || seconds > MAX_UNDO_SECONDS) {
      throw new ConfigError(
        `undoSeconds must be a whole number from 1 to ${MAX_UNDO_SECONDS}, got ${JSON.stringify(seconds)}`,
      );
    }
    config.undoSeconds = seconds;
  }
  if (raw.language !== undefined) {
    if (!LANGUAGE_CODES.includes(raw.language as LanguageCode)) {
      throw new ConfigError(
        `language must be one of ${LANGUAGE_CODES.join(', ')}, got ${JSON.stringify(raw.language)}`,
      );
    }
    config.language = raw.language as LanguageCode;
  }
  if (raw.remoteTimeouts !== undefined) config.remoteTimeouts = remoteTimeouts(raw.remoteTimeouts);
  return config;
}

/** The name each remote registers under with Module Federation (its global in the page). */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  auth: 'leave_auth',
  student: 'leave_student',
  instructor: 'leave_instructor',
  admin: 'leave_admin',
};
