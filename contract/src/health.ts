import type { VersionFailures } from './remoteFailure';
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
  /**
   * A version live for a share of browsers beside `version`, if one runs; `refused` when the
   * shell's gate refused it (no browser gets it).
   */
  canary: { version: string; percent: number; refused?: string } | null;
  /**
   * The last version known to work, which pages load when the live one fails in the browser;
   * `inUse` when every page gets it now (the live one was refused) or pages reported the live
   * one failing in the last FAILING_WINDOW_MINUTES, and why.
   */
  fallback: { version: string; inUse: boolean; why?: string } | null;
  /** Load failures the pages reported, per version (kept until the version's folder goes). */
  failures: Record<string, VersionFailures>;
}

/** How recent a live version's reported failure must be for `/health` to call the remote degraded. */
export const FAILING_WINDOW_MINUTES = 10;

/** The shell's `GET {BASE_PATH}/health`. */
export interface ShellHealth {
  /**
   * `degraded` when a remote does not answer, its live version (or canary) was refused by the
   * gate, or pages fall back from it (failures reported in the last FAILING_WINDOW_MINUTES).
   */
  status: 'ok' | 'degraded';
  /** What the running shell offers a remote, as its gate checks it: `npm run remotes` asks for it. */
  contractVersion: number;
  /** The shared libraries the running shell provides, name to version. */
  shared: Record<string, string>;
  remotes: Record<RemoteName, RemoteHealth>;
}
