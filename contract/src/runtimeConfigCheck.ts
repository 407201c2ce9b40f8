/**
 * The runtime config's check, apart from its shape (runtimeConfig.ts): the servers check the
 * configuration they are given, and the shell only a config.json it fetches itself (the
 * configuration a page carries was checked by the server that wrote it), so the pages' first
 * views do not download it.
 */
import { LANGUAGE_CODES, MAX_REMOTE_TIMEOUT_SECONDS, MAX_UNDO_SECONDS, REMOTE_NAMES } from './runtimeConfig';
import type { LanguageCode, RemoteName, RemoteTimeouts, RuntimeConfig } from './runtimeConfig';

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
