/**
 * A page's report that a remote did not load, sent to the shell's own server
 * (`POST {BASE_PATH}/remote-failures`), which counts them per version for the owning team
 * (`npm run remotes -- list`, the shell's `/health`) and aborts a canary that keeps failing.
 * Read by the page (what it sends) and the shell's server (what it accepts): no personal data,
 * and bounded, so a broken page cannot flood the server.
 */
import { REMOTE_NAMES } from './runtimeConfig';
import type { RemoteName } from './runtimeConfig';

/** Where a page sends its reports, under the shell's base path. */
export const REMOTE_FAILURE_PATH = '/remote-failures';

/**
 * What failed: the manifest (missing, broken or too slow), the entry script, the module the
 * shell asked for, the shell's gate (a version it cannot run), or something else the remote threw
 * while loading.
 */
export const FAILURE_KINDS = ['manifest', 'entry', 'module', 'refused', 'other'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface RemoteFailureReport {
  remote: RemoteName;
  /** The version that failed, as the page was told it; null for a remote's plain build. */
  version: string | null;
  kind: FailureKind;
  /** The browser's error message, cut to MAX_FAILURE_MESSAGE characters. */
  message: string;
  /** When it failed, in the browser's clock (ISO 8601). */
  at: string;
  /** The version the page loaded instead, if it had one and that one loaded. */
  fellBackTo: string | null;
}

/** Different browsers failing to load a canary that abort it (CANARY_ABORT_FAILURES). */
export const DEFAULT_CANARY_ABORT_FAILURES = 5;
export const MAX_CANARY_ABORT_FAILURES = 1000;

/** The longest error message kept; a report's body is at most MAX_FAILURE_REPORT_BYTES. */
export const MAX_FAILURE_MESSAGE = 300;
export const MAX_FAILURE_REPORT_BYTES = 2048;

/** A version name as the release store keeps them, or anything else a page may say, bounded. */
const VERSION = /^[A-Za-z0-9._+-]{1,100}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The federation runtime's error codes, by the part of a load they name. */
const KIND_OF_CODE: Record<string, FailureKind> = {
  'RUNTIME-003': 'manifest',
  'RUNTIME-007': 'manifest',
  'RUNTIME-013': 'manifest',
  'RUNTIME-001': 'entry',
  'RUNTIME-002': 'entry',
  'RUNTIME-008': 'entry',
  'RUNTIME-011': 'entry',
  'RUNTIME-015': 'entry',
  'RUNTIME-014': 'module',
};

/** What part of a remote's load an error from it names. */
export function failureKindOf(error: unknown): FailureKind {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'RemoteRefused') return 'refused';
  const text = typeof message === 'string' ? message : '';
  const code = /RUNTIME-\d{3}/.exec(text)?.[0];
  if (code && KIND_OF_CODE[code]) return KIND_OF_CODE[code];
  if (name === 'ChunkLoadError') return 'entry';
  if (/did not load$/.test(text)) return 'module';
  return 'other';
}

/** The message of an error, one line, cut to its bound. */
export function failureMessageOf(error: unknown): string {
  const raw = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_FAILURE_MESSAGE);
}

export class FailureReportError extends Error {
  override name = 'FailureReportError';
}

/** A report from a page, checked field by field; a bad one says which field. */
export function parseFailureReport(input: unknown): RemoteFailureReport {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new FailureReportError('a report must be a JSON object');
  }
  const raw = input as Record<string, unknown>;
  const remote = REMOTE_NAMES.find((name) => name === raw.remote);
  if (!remote) throw new FailureReportError(`remote must be one of ${REMOTE_NAMES.join(', ')}`);
  const version = raw.version ?? null;
  if (version !== null && (typeof version !== 'string' || !VERSION.test(version))) {
    throw new FailureReportError('version must be a version name or null');
  }
  const kind = FAILURE_KINDS.find((name) => name === raw.kind);
  if (!kind) throw new FailureReportError(`kind must be one of ${FAILURE_KINDS.join(', ')}`);
  if (typeof raw.message !== 'string') throw new FailureReportError('message must be text');
  if (typeof raw.at !== 'string' || !INSTANT.test(raw.at))
    throw new FailureReportError('at must be an ISO 8601 instant');
  const fellBackTo = raw.fellBackTo ?? null;
  if (fellBackTo !== null && (typeof fellBackTo !== 'string' || !VERSION.test(fellBackTo))) {
    throw new FailureReportError('fellBackTo must be a version name or null');
  }
  return {
    remote,
    version,
    kind,
    message: raw.message.replace(/\s+/g, ' ').slice(0, MAX_FAILURE_MESSAGE),
    at: raw.at,
    fellBackTo,
  };
}

/** What the shell's server keeps about one version's failures. */
export interface VersionFailures {
  /** Reports counted (the server's rate limits let a bounded number through). */
  count: number;
  /** Different browsers among them (a canary is aborted by this number). */
  browsers: number;
  /** The latest, as the server received it. */
  last: { at: string; kind: FailureKind; message: string };
}
