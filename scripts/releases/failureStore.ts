/**
 * The remote load failures pages reported, counted per version beside the release store:
 * `<remote>/dist/failures.json` (or under RELEASES_DIR). Written by the shell's server as each
 * accepted report arrives (whole, then renamed into place, as the live pointer is), read by its
 * `/health` and by `npm run remotes -- list`, so the owning team sees them without a log search.
 * A browser is kept as a short hash of its id, never the id itself.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FailureKind, RemoteFailureReport, VersionFailures } from '@leave/contract';

/** One version's failures as kept on disk. */
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

const failuresFile = (dir: string) => path.join(dir, 'failures.json');

function readKept(dir: string): Record<string, KeptFailures> {
  try {
    const parsed = JSON.parse(fs.readFileSync(failuresFile(dir), 'utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, KeptFailures>).filter(
        ([, kept]) =>
          typeof kept?.count === 'number' &&
          typeof kept.browsers === 'object' &&
          kept.browsers !== null &&
          !Array.isArray(kept.browsers) &&
          typeof kept.last?.at === 'string',
      ),
    );
  } catch {
    // None yet, or unreadable: counting starts again.
    return {};
  }
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

/**
 * Counts one report under its version (`version`, the plain build's name when the page had
 * none) and answers that version's failures after it, with the number of different browsers that
 * reported it since an instant (a canary's start: failures from before it, while the version was
 * live for everyone, are not the canary's).
 */
export function recordFailure(
  dir: string,
  version: string,
  report: Pick<RemoteFailureReport, 'kind' | 'message'>,
  browser: string,
  now = new Date(),
): VersionFailures & { browsersSince: (instant: string) => number } {
  const kept = readKept(dir);
  const at = now.toISOString();
  const before = kept[version] ?? { count: 0, browsers: {}, last: { at: '', kind: report.kind, message: '' } };
  const hash = browserHash(browser);
  const full = Object.keys(before.browsers).length >= MAX_BROWSERS_KEPT && !(hash in before.browsers);
  const browsers = full ? before.browsers : { ...before.browsers, [hash]: at };
  const after: KeptFailures = {
    count: before.count + 1,
    browsers,
    last: { at, kind: report.kind, message: report.message },
  };
  kept[version] = after;
  const newestFirst = Object.entries(kept)
    .sort(([, a], [, b]) => b.last.at.localeCompare(a.last.at))
    .slice(0, MAX_VERSIONS_KEPT);
  fs.mkdirSync(dir, { recursive: true });
  const temporary = `${failuresFile(dir)}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(Object.fromEntries(newestFirst), null, 2)}\n`);
  fs.renameSync(temporary, failuresFile(dir));
  return {
    count: after.count,
    browsers: Object.keys(browsers).length,
    last: after.last,
    browsersSince: (instant) => Object.values(browsers).filter((last) => last >= instant).length,
  };
}
