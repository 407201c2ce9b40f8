/**
 * `POST {BASE_PATH}/remote-failures` on the shell's server: a page says a remote did not load
 * (contract/src/remoteFailure.ts). Each accepted report is counted under its version
 * (failureStore.ts) and logged; a canary that enough different browsers failed to load is aborted
 * on the spot, in the pointer's canary log with who (the shell) and why, as a person's abort is.
 * Bounded: a body of at most MAX_FAILURE_REPORT_BYTES, and a number of reports per client and
 * in all per minute, so a broken page in many tabs cannot flood the server or its disk.
 */
import express from 'express';
import type { ErrorRequestHandler, Request, Router } from 'express';
import { FailureReportError, MAX_FAILURE_REPORT_BYTES, parseFailureReport, REMOTE_FAILURE_PATH } from '@leave/contract';
import type { RemoteFailureReport } from '@leave/contract';
import { recordFailure } from './failureStore';
import { PLAIN_BUILD } from './liveRemotes';
import { endCanary, isKeptVersion, readPointer, ReleaseError, releasesDir } from './releaseStore';

export interface ReportLimits {
  /** Reports one client (address) may send per window. */
  perClient: number;
  /** Reports all clients together may send per window. */
  total: number;
  windowMs: number;
  /** Clients remembered per window: beyond it, new clients wait for the next window. */
  maxClients: number;
}

export const REPORT_LIMITS: ReportLimits = { perClient: 10, total: 120, windowMs: 60_000, maxClients: 10_000 };

/** Whether a client may send one more report now: fixed windows, per client and in all. */
export function reportLimiter(limits: ReportLimits = REPORT_LIMITS, now: () => number = Date.now) {
  let windowStart = now();
  let total = 0;
  const byClient = new Map<string, number>();
  return (client: string): boolean => {
    const time = now();
    if (time - windowStart >= limits.windowMs) {
      windowStart = time;
      total = 0;
      byClient.clear();
    }
    const used = byClient.get(client) ?? 0;
    if (total >= limits.total || used >= limits.perClient) return false;
    if (!used && byClient.size >= limits.maxClients) return false;
    byClient.set(client, used + 1);
    total += 1;
    return true;
  };
}

/** Who aborts a failing canary, in the canary log and `list`. */
export const AUTOMATIC_ABORT_BY = 'the shell (automatic)';

/** The browser's id while a canary runs (the shell's cookie), else its address. */
function browserOf(req: Request): string {
  const cookie = /(?:^|;\s*)leave_browser=([A-Za-z0-9_-]{16,64})/.exec(req.headers.cookie ?? '')?.[1];
  return cookie ? `browser:${cookie}` : `address:${req.ip ?? req.socket.remoteAddress ?? 'unknown'}`;
}

/** The version a report is counted under, or why it names none this remote has. */
function countedVersion(dir: string, report: RemoteFailureReport): string | { problem: string } {
  if (report.version === null) return PLAIN_BUILD;
  if (isKeptVersion(dir, report.version)) return report.version;
  // A plain build that names its release (a refused one, served with no live pointer).
  let live: string | null = null;
  try {
    live = readPointer(dir).live;
  } catch {
    // An unreadable pointer: the shell serves the plain build.
  }
  if (!live) return PLAIN_BUILD;
  return { problem: `version: the ${report.remote} remote has no kept version ${report.version}` };
}

/**
 * The route, with the shell's settings: `canaryAbortFailures` different browsers failing to load
 * a canary abort it.
 */
export function failureReports({
  canaryAbortFailures,
  env = process.env,
  limits = REPORT_LIMITS,
  now = Date.now,
  log = console,
}: {
  canaryAbortFailures: number;
  env?: NodeJS.ProcessEnv;
  limits?: ReportLimits;
  now?: () => number;
  log?: Pick<Console, 'warn' | 'error'>;
}): Router {
  const allowed = reportLimiter(limits, now);
  const router = express.Router();
  router.post(
    REMOTE_FAILURE_PATH,
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store');
      // Counted before the body is read: a flood is refused at the cost of a few bytes.
      if (!allowed(req.ip ?? req.socket.remoteAddress ?? 'unknown')) {
        res.setHeader('Retry-After', String(Math.ceil(limits.windowMs / 1000)));
        res.status(429).json({ message: 'Too many failure reports: try again in a minute.' });
        return;
      }
      if (!req.is('application/json')) {
        res.status(415).json({ message: 'A failure report is JSON (Content-Type: application/json).' });
        return;
      }
      next();
    },
    express.json({ limit: MAX_FAILURE_REPORT_BYTES }),
    (req, res) => {
      let report: RemoteFailureReport;
      try {
        report = parseFailureReport(req.body);
      } catch (error) {
        if (!(error instanceof FailureReportError)) throw error;
        res.status(400).json({ message: error.message });
        return;
      }
      const dir = releasesDir(report.remote, env);
      const version = countedVersion(dir, report);
      if (typeof version !== 'string') {
        res.status(400).json({ message: version.problem });
        return;
      }
      const browser = browserOf(req);
      const counted = recordFailure(dir, version, report, browser, new Date(now()));
      log.warn(
        `The ${report.remote} remote ${version} failed to load in a browser (${report.kind}: ${report.message})` +
          `${report.fellBackTo ? `; it loaded ${report.fellBackTo} instead` : ''}: ` +
          `${counted.count} reports from ${counted.browsers} browsers`,
      );
      abortFailingCanary(report, version, counted.browsersSince);
      res.status(204).end();
    },
  );
  const abortFailingCanary = (
    report: RemoteFailureReport,
    version: string,
    browsersSince: (instant: string) => number,
  ) => {
    try {
      const { canary } = readPointer(releasesDir(report.remote, env));
      if (canary?.version !== version) return;
      // Only the browsers that failed to load it since it became a canary count.
      const browsers = browsersSince(canary.since);
      if (browsers < canaryAbortFailures) return;
      const why =
        `${browsers} browsers failed to load it (CANARY_ABORT_FAILURES is ${canaryAbortFailures}); ` +
        `the latest: ${report.kind}: ${report.message}`;
      endCanary(report.remote, 'abort', { env, by: AUTOMATIC_ABORT_BY, why, version });
      log.warn(`The ${report.remote} remote's canary ${version} is aborted: ${why}`);
    } catch (error) {
      // Ended meanwhile (by a person, or by another report): nothing left to abort.
      if (!(error instanceof ReleaseError)) log.error(`Could not abort the ${report.remote} canary:`, error);
    }
  };
  const bodyErrors: ErrorRequestHandler = (error: { type?: string }, _req, res, next) => {
    if (error.type === 'entity.too.large') {
      res.status(413).json({ message: `A failure report is at most ${MAX_FAILURE_REPORT_BYTES} bytes.` });
    } else if (error.type === 'entity.parse.failed') {
      res.status(400).json({ message: 'A failure report must be JSON.' });
    } else next(error);
  };
  router.use(REMOTE_FAILURE_PATH, bodyErrors);
  return router;
}
