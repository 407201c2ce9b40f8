/**
 * The remote load failures pages reported, counted per version beside the release store:
 * `<remote>/dist/failures/` (or under RELEASES_DIR), read by the shell's `/health` and by
 * `npm run remotes -- list`, so the owning team sees them without a log search.
 *
 * Several shell servers may share one release store, so no file is read, changed and written
 * back by two of them: each server appends each report as a line of JSON to a file of its own
 * (`failures/<host>-<pid>.jsonl`, opened for appending: one write per line, which the system
 * puts at the file's end whoever else writes), and folds its own file into one line per version
 * when it grows past COMPACT_BYTES (no one else writes that file). A reader adds up every file's
 * lines. `failures.json`, where one server kept the counts before, is still read, never written.
 * A browser is kept as a short hash of its id, never the id itself.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FailureKind, RemoteFailureReport, VersionFailures } from '@leave/contract';

/** One version's failures, as one line of a log holds them (one report, or a server's folded ones). */
interface KeptFailures {
  count: number;
  /** The browsers that reported (a hash of each) and when each last did, up to MAX_BROWSERS_KEPT. */
  browsers: Record<string, string>;
  last: { at: string; kind: FailureKind; message: string };
}

/** Enough to pass any canary's threshold; beyond it the number of browsers is "at least". */
export const MAX_BROWSERS_KEPT = 1000;
/** The versions kept, the latest failures first: a version not failing for long drops out. */
export const MAX_VERSIONS_KEPT = 50;
/** A server's log is folded into one line per version once it is larger than this. */
export const COMPACT_BYTES = 64 * 1024;

const logsDir = (dir: string) => path.join(dir, 'failures');
/** Where one server kept every count before the logs (read, never written). */
const legacyFile = (dir: string) => path.join(dir, 'failures.json');
/** This server's own log: no other process writes it. */
const ownLog = (dir: string) =>
  path.join(logsDir(dir), `${`${os.hostname()}-${process.pid}`.replace(/[^A-Za-z0-9._-]/g, '_')}.jsonl`);

const isKept = (kept: unknown): kept is KeptFailures => {
  const value = kept as Partial<KeptFailures> | null;
  return (
    typeof value?.count === 'number' &&
    typeof value.browsers === 'object' &&
    value.browsers !== null &&
    !Array.isArray(value.browsers) &&
    typeof value.last?.at === 'string'
  );
};

/** Adds `more` to what `into` holds for its version. */
function add(into: Record<string, KeptFailures>, version: string, more: KeptFailures) {
  const before = into[version];
  if (!before) {
    into[version] = { count: more.count, browsers: { ...more.browsers }, last: more.last };
    return;
  }
  before.count += more.count;
  for (const [hash, at] of Object.entries(more.browsers)) {
    if (!(hash in before.browsers) && Object.keys(before.browsers).length >= MAX_BROWSERS_KEPT) continue;
    if (!before.browsers[hash] || before.browsers[hash] < at) before.browsers[hash] = at;
  }
  // At the same instant (a clock in coarse steps), the later line is the last.
  if (more.last.at >= before.last.at) before.last = more.last;
}

/** A log's lines added up; a line cut short (a server stopped mid-write) or unreadable is skipped. */
function readLog(file: string, into: Record<string, KeptFailures> = {}): Record<string, KeptFailures> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return into;
  }
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const { version, ...kept } = JSON.parse(line) as { version?: unknown } & Record<string, unknown>;
      if (typeof version === 'string' && isKept(kept)) add(into, version, kept);
    } catch {
      // Skipped.
    }
  }
  return into;
}

/** The newest MAX_VERSIONS_KEPT versions. */
const newest = (kept: Record<string, KeptFailures>) =>
  Object.fromEntries(
    Object.entries(kept)
      .sort(([, a], [, b]) => b.last.at.localeCompare(a.last.at))
      .slice(0, MAX_VERSIONS_KEPT),
  );

/** Every server's counts added up. */
function readKept(dir: string): Record<string, KeptFailures> {
  const kept: Record<string, KeptFailures> = {};
  try {
    const legacy = JSON.parse(fs.readFileSync(legacyFile(dir), 'utf8')) as unknown;
    if (typeof legacy === 'object' && legacy !== null) {
      for (const [version, value] of Object.entries(legacy)) if (isKept(value)) add(kept, version, value);
    }
  } catch {
    // None (the usual case), or unreadable.
  }
  let logs: string[] = [];
  try {
    logs = fs.readdirSync(logsDir(dir)).filter((name) => name.endsWith('.jsonl'));
  } catch {
    // No report yet.
  }
  for (const name of logs) readLog(path.join(logsDir(dir), name), kept);
  return newest(kept);
}

/** Each version's failures, as `/health` and `list` show them. */
export function readFailures(dir: string): Record<string, VersionFailures> {
  return Object.fromEntries(
    Object.entries(readKept(dir)).map(([version, { count, browsers, last }]) => [
      version,
      { count, browsers: Object.keys(browsers).length, last },
    ]),
  );
}

/** A browser's key (its id, or its address without one) as kept: not reversible to the id. */
export const browserHash = (browser: string) =>
  crypto.createHash('sha256').update(browser).digest('base64url').slice(0, 16);

const lineOf = (version: string, kept: KeptFailures) => `${JSON.stringify({ version, ...kept })}\n`;

/** Folds this server's own log into one line per version (whole, then renamed into place). */
function compact(file: string) {
  const folded = newest(readLog(file));
  const temporary = `${file}.tmp`;
  fs.writeFileSync(
    temporary,
    Object.entries(folded)
      .map(([version, kept]) => lineOf(version, kept))
      .join(''),
  );
  fs.renameSync(temporary, file);
}

/**
 * Counts one report under its version (`version`, the plain build's name when the page had
 * none) and answers that version's failures after it, every server's added up, with the number of
 * different browsers that reported it since an instant (a canary's start: failures from before
 * it, while the version was live for everyone, are not the canary's).
 */
export function recordFailure(
  dir: string,
  version: string,
  report: Pick<RemoteFailureReport, 'kind' | 'message'>,
  browser: string,
  now = new Date(),
  { compactBytes = COMPACT_BYTES }: { compactBytes?: number } = {},
): VersionFailures & { browsersSince: (instant: string) => number } {
  const at = now.toISOString();
  const file = ownLog(dir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const one: KeptFailures = {
    count: 1,
    browsers: { [browserHash(browser)]: at },
    last: { at, kind: report.kind, message: report.message },
  };
  // One line, appended in one write (O_APPEND): another server's lines never overwrite it.
  fs.appendFileSync(file, lineOf(version, one));
  if (fs.statSync(file).size > compactBytes) compact(file);
  const after = readKept(dir)[version] ?? one;
  return {
    count: after.count,
    browsers: Object.keys(after.browsers).length,
    last: after.last,
    browsersSince: (instant) => Object.values(after.browsers).filter((last) => last >= instant).length,
  };
}
