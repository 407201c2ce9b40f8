import type { RemoteName } from './runtimeConfig';

/** The API's `GET /health` (both backends). */
export interface ApiHealth {
  status: 'ok' | 'error' | 'stopping';
  database: 'ok' | 'unreachable' | 'cannot-write';
  /** The API's version (the service package's). */
  version: string;
}

/** What the shell's `GET {BASE_PATH}/health` says about one remote's live version. */
export interface RemoteHealth {
  /** The live manifest's URL. */
  entry: string;
  /** Whether it answered with a manifest within 2 seconds. */
  reachable: boolean;
  version: string | null;
  commit: string | null;
  builtAt: string | null;
  contractVersion: number | null;
  /** The live version the shell's gate refused (an earlier one is served, or none), and why. */
  refused: { version: string; reason: string } | null;
  /** A version live for a share of browsers beside `version`, if one runs. */
  canary: { version: string; percent: number } | null;
}

/** The shell's `GET {BASE_PATH}/health`. */
export interface ShellHealth {
  /** `degraded` when a remote does not answer, or its live version was refused by the gate. */
  status: 'ok' | 'degraded';
  /** What the running shell offers a remote, as its gate checks it: `npm run remotes` asks for it. */
  contractVersion: number;
  /** The shared libraries the running shell provides, name to version. */
  shared: Record<string, string>;
  remotes: Record<RemoteName, RemoteHealth>;
}
