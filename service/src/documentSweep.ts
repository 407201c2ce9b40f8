/**
 * The retention of supporting documents (DOCUMENT_RETENTION_DAYS): a request withdrawn or
 * cancelled whole keeps its documents that many days after its last change, then a sweep removes
 * them. Each backend (and each API instance) sweeps at start-up and every DOCUMENT_SWEEP_SECONDS,
 * whether or not anyone does anything meanwhile.
 */
import { auditAll } from './audit';
import type { AuditSource } from './audit';
import type { ServiceSettings } from './endpoint';
import type { PurgedDocuments, Storage } from './storage';

const DAY_MS = 86_400_000;

/** The sweep acts for nobody signed in and from no client: the audit trail names the server. */
export const SERVER_SOURCE: AuditSource = { session: null, clientIp: '' };

type SweepSettings = Pick<ServiceSettings, 'documentRetentionDays' | 'documentSweepSeconds'>;

/**
 * One sweep: removes the documents of every request withdrawn or cancelled whole more than
 * DOCUMENT_RETENTION_DAYS before `now`, each request's removal audited with it, in one transaction
 * (so of two instances sweeping at once, each audits only what it removed). Answers what went.
 */
export function sweepDocuments(
  store: Storage,
  settings: Pick<SweepSettings, 'documentRetentionDays'>,
  now = Date.now(),
): Promise<PurgedDocuments[]> {
  const before = new Date(now - settings.documentRetentionDays * DAY_MS).toISOString();
  return store.atomically(async (tx) => {
    const removed = await tx.documents.purgeEnded(before);
    await auditAll(
      tx,
      SERVER_SOURCE,
      removed.map(({ request_id, documents }) => ({
        action: 'documents removed',
        target: `request ${request_id}`,
        after: { documents, retention_days: settings.documentRetentionDays },
      })),
    );
    return removed;
  });
}

/** Where the sweep reports: what it removed, and a sweep that failed (the next one tries again). */
export interface DocumentSweepLog {
  removed(purged: PurgedDocuments[]): void;
  failed(error: unknown): void;
}

/** A line for the log: "removed 3 documents of requests 12, 15 (DOCUMENT_RETENTION_DAYS=30)". */
export function sweptLine(purged: PurgedDocuments[], retentionDays: number): string {
  const count = purged.reduce((sum, { documents }) => sum + documents, 0);
  const requests = purged.map(({ request_id }) => request_id).join(', ');
  return (
    `documents sweep: removed ${count} document${count === 1 ? '' : 's'} of ` +
    `request${purged.length === 1 ? '' : 's'} ${requests} (DOCUMENT_RETENTION_DAYS=${retentionDays})`
  );
}

/**
 * Sweeps now, then every DOCUMENT_SWEEP_SECONDS; a sweep still running when the next is due is not
 * joined by another. `stop` clears the timer and waits for a sweep under way, so that the backend
 * can then close its storage.
 */
export function startDocumentSweep(
  store: Storage,
  settings: SweepSettings,
  log: DocumentSweepLog,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  let stopped = false;
  const sweep = () => {
    if (stopped || running) return;
    running = sweepDocuments(store, settings)
      .then(
        (purged) => {
          if (purged.length) log.removed(purged);
        },
        (error: unknown) => log.failed(error),
      )
      .finally(() => {
        running = undefined;
      });
  };
  sweep();
  const timer = setInterval(sweep, settings.documentSweepSeconds * 1000);
  // Never what keeps a process alive: the backends stop it as they close.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
