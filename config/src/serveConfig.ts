/**
 * The product's run-time settings, read from the environment once and checked at start-up.
 * Used by `npm start`, `npm run dev`, both backends and the webpack dev servers, so all agree.
 */
import {
  ConfigError,
  DEFAULT_CANARY_ABORT_FAILURES,
  DEFAULT_REMOTE_TIMEOUTS,
  LOCAL_PREVIEW_ORIGINS,
  MAX_CANARY_ABORT_FAILURES,
  MAX_REMOTE_TIMEOUT_SECONDS,
  MAX_UNDO_SECONDS,
  normaliseBasePath,
  parseRuntimeConfig,
  previewOriginPattern,
  REMOTE_NAMES,
} from '@leave/contract';
import type { RemoteName, RemoteTimeouts, RuntimeConfig } from '@leave/contract';
import { flagFrom, portFrom, positiveAtMostFrom } from './env';
import { schoolLanguageFrom } from './schoolLanguage';

export interface ServeConfig {
  /** Port of the shell (the app the user opens). */
  port: number;
  /** Port of the API (real or mock). */
  apiPort: number;
  /** Port each remote is served on (shell port + 1..4 unless set). */
  remotePorts: Record<RemoteName, number>;
  /**
   * Port of each remote's development server (`npm run dev -w <remote>`): a port of its own, never
   * one the launcher serves (served port + 10 unless `<REMOTE>_APP_DEV_PORT` is set).
   */
  remoteDevPorts: Record<RemoteName, number>;
  /** Origins allowed to call the API from a browser. */
  webOrigins: string[];
  /** What the browser is told in config.json. */
  runtime: RuntimeConfig;
  /** The launcher leaves each remote to a process of its own (`npm run serve -w <remote>`). */
  remotesSeparately: boolean;
  /** The remotes whose plain build is served from this checkout (no `*_APP_URL` set elsewhere). */
  remotesServedHere: RemoteName[];
  /** Different browsers failing to load a canary that make the shell abort it (CANARY_ABORT_FAILURES). */
  canaryAbortFailures: number;
}

/** The setting that points the shell at a remote's live manifest elsewhere. */
export const REMOTE_URL_ENV: Record<RemoteName, string> = {
  auth: 'AUTH_APP_URL',
  student: 'STUDENT_APP_URL',
  instructor: 'INSTRUCTOR_APP_URL',
  admin: 'ADMIN_APP_URL',
};

export function readServeConfig(env: NodeJS.ProcessEnv = process.env): ServeConfig {
  const shellPort = portFrom(env, 'PORT', 8080);
  const apiPort = portFrom(env, 'API_PORT', 3001);
  const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, shellPort + index + 1])) as Record<
    RemoteName,
    number
  >;
  const remoteDevPorts = remoteDevPortsFrom(env, { shell: shellPort, api: apiPort, remotes: remotePorts });
  const publicHost = env.PUBLIC_HOST || 'localhost';
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[REMOTE_URL_ENV[name]] || `http://${publicHost}:${remotePorts[name]}/mf-manifest.json`,
    ]),
  );
  const runtime = parseRuntimeConfig({
    apiHost: env.API_HOST || `http://${publicHost}:${apiPort}`,
    basePath: normaliseBasePath(env.BASE_PATH),
    remotes,
    overrideOrigins: previewOrigins(env, Object.values(remotes)),
    // Unset: the pages' own (ui's UNDO_SECONDS).
    undoSeconds: env.UNDO_SECONDS ? positiveAtMostFrom(env, 'UNDO_SECONDS', 0, MAX_UNDO_SECONDS) : undefined,
    remoteTimeouts: remoteTimeoutsFrom(env),
    language: schoolLanguageFrom(env),
  });
  // The shell, each remote, and each remote's development server (its standalone harness).
  const appPorts = [shellPort, ...Object.values(remotePorts), ...Object.values(remoteDevPorts)];
  const defaultOrigins = appPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  const webOrigins = (env.WEB_ORIGINS || defaultOrigins.join(','))
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const remotesSeparately = flagFrom(env, 'SERVE_REMOTES_SEPARATELY', false);
  const remotesServedHere = REMOTE_NAMES.filter((name) => !env[REMOTE_URL_ENV[name]]);
  const canaryAbortFailures = positiveAtMostFrom(
    env,
    'CANARY_ABORT_FAILURES',
    DEFAULT_CANARY_ABORT_FAILURES,
    MAX_CANARY_ABORT_FAILURES,
  );
  return {
    port: shellPort,
    apiPort,
    remotePorts,
    remoteDevPorts,
    webOrigins,
    runtime,
    remotesSeparately,
    remotesServedHere,
    canaryAbortFailures,
  };
}

/**
 * Each remote's load time limits: `<REMOTE>_APP_MANIFEST_TIMEOUT_SECONDS` and
 * `<REMOTE>_APP_ENTRY_TIMEOUT_SECONDS` (STUDENT_APP_..., as STUDENT_APP_URL), else
 * REMOTE_MANIFEST_TIMEOUT_SECONDS and REMOTE_ENTRY_TIMEOUT_SECONDS for all, else the defaults.
 */
function remoteTimeoutsFrom(env: NodeJS.ProcessEnv): Record<RemoteName, RemoteTimeouts> {
  const all = {
    manifestSeconds: positiveAtMostFrom(
      env,
      'REMOTE_MANIFEST_TIMEOUT_SECONDS',
      DEFAULT_REMOTE_TIMEOUTS.manifestSeconds,
      MAX_REMOTE_TIMEOUT_SECONDS,
    ),
    entrySeconds: positiveAtMostFrom(
      env,
      'REMOTE_ENTRY_TIMEOUT_SECONDS',
      DEFAULT_REMOTE_TIMEOUTS.entrySeconds,
      MAX_REMOTE_TIMEOUT_SECONDS,
    ),
  };
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const prefix = REMOTE_URL_ENV[name].replace(/_URL$/, '');
      return [
        name,
        {
          manifestSeconds: positiveAtMostFrom(
            env,
            `${prefix}_MANIFEST_TIMEOUT_SECONDS`,
            all.manifestSeconds,
            MAX_REMOTE_TIMEOUT_SECONDS,
          ),
          entrySeconds: positiveAtMostFrom(
            env,
            `${prefix}_ENTRY_TIMEOUT_SECONDS`,
            all.entrySeconds,
            MAX_REMOTE_TIMEOUT_SECONDS,
          ),
        },
      ];
    }),
  ) as Record<RemoteName, RemoteTimeouts>;
}

/** Gap between a remote's served port and its development server's default port. */
const DEV_PORT_OFFSET = 10;

/**
 * Each remote's development server port: `<REMOTE>_APP_DEV_PORT` (STUDENT_APP_DEV_PORT, as
 * STUDENT_APP_URL), else its served port + 10. Never a port the launcher serves (the shell, a
 * remote, the API): a development server there would answer the shell's requests for the live
 * version, 404, for everyone.
 */
function remoteDevPortsFrom(
  env: NodeJS.ProcessEnv,
  served: { shell: number; api: number; remotes: Record<RemoteName, number> },
): Record<RemoteName, number> {
  const taken = new Map<number, string>([
    [served.shell, 'the port the shell is served on'],
    [served.api, 'the port the API is served on'],
    ...REMOTE_NAMES.map((name): [number, string] => [served.remotes[name], `the port the ${name} remote is served on`]),
  ]);
  const ports = {} as Record<RemoteName, number>;
  for (const name of REMOTE_NAMES) {
    const key = `${REMOTE_URL_ENV[name].replace(/_URL$/, '')}_DEV_PORT`;
    const set = env[key] !== undefined && env[key] !== '';
    const port = portFrom(env, key, served.remotes[name] + DEV_PORT_OFFSET);
    // Unset, the port is the served one + 10: say so, and what to set, rather than blame a setting never made.
    const stated = set
      ? `${key} is ${port}`
      : `${key} is not set, so the ${name} remote's development server takes ${port} (its served port + ${DEV_PORT_OFFSET})`;
    if (port > 65535) throw new ConfigError(`${stated}, which is not a port: set ${key} to a port between 1 and 65535`);
    const owner = taken.get(port);
    if (owner) {
      throw new ConfigError(
        `${stated}, ${owner}: a development server takes a port of its own${set ? '' : `; set ${key} to a free port`}`,
      );
    }
    taken.set(port, `the port of the ${name} remote's development server`);
    ports[name] = port;
  }
  return ports;
}

/**
 * Where a browser may load a preview of a remote from (`?remote-preview=`): the origins in
 * REMOTE_PREVIEW_ORIGINS (`none` for none; a port may be `*`). Unset, the remotes' own hosts (their
 * kept versions) and this machine on any port (a remote's development server), except in
 * production (NODE_ENV=production), which refuses every preview unless listed.
 */
function previewOrigins(env: NodeJS.ProcessEnv, remotes: string[]): string[] | undefined {
  const listed = env.REMOTE_PREVIEW_ORIGINS?.trim();
  if (listed === 'none') return undefined;
  if (listed)
    return listed.split(',').flatMap((origin) => (origin.trim() ? [previewOriginPattern(origin.trim())] : []));
  if (env.NODE_ENV === 'production') return undefined;
  return [...new Set([...remotes.map((url) => new URL(url).origin), ...LOCAL_PREVIEW_ORIGINS])];
}
