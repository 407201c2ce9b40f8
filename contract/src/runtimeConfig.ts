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

/** The languages the pages have a catalogue for (`@leave/ui`'s LANGUAGES names each). */
export const LANGUAGE_CODES = ['en', 'hi', 'ur'] as const;
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

/** The name each remote registers under with Module Federation (its global in the page). */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  auth: 'leave_auth',
  student: 'leave_student',
  instructor: 'leave_instructor',
  admin: 'leave_admin',
};
