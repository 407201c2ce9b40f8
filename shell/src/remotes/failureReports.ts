import { failureKindOf, failureMessageOf, REMOTE_FAILURE_PATH } from '@leave/contract';
import type { RemoteFailureReport, RemoteName } from '@leave/contract';

/** The most reports one page sends, whatever fails and however often the person retries. */
export const MAX_REPORTS_PER_PAGE = 5;

/**
 * Sends the shell's server a report of each remote load that failed (its version, what failed,
 * the browser's error, when): once per remote, version and kind of failure in a page, at most
 * MAX_REPORTS_PER_PAGE, never waited for and never retried. A report that cannot be sent is lost:
 * the person's page goes on either way.
 */
export function failureReporter(basePath: string, send: typeof fetch = (...args) => fetch(...args)) {
  const sent = new Set<string>();
  return (remote: RemoteName, version: string | null, error: unknown, fellBackTo: string | null): boolean => {
    const kind = failureKindOf(error);
    const key = `${remote} ${version ?? ''} ${kind}`;
    if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return false;
    sent.add(key);
    const report: RemoteFailureReport = {
      remote,
      version,
      kind,
      message: failureMessageOf(error),
      at: new Date().toISOString(),
      fellBackTo,
    };
    send(`${basePath}${REMOTE_FAILURE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      credentials: 'same-origin',
      // Sent even when the person leaves the page at once.
      keepalive: true,
    }).catch(() => undefined);
    return true;
  };
}
