/** @jest-environment node */
import { startDocumentSweep, sweepDocuments, sweptLine } from './documentSweep';
import type { PurgedDocuments, Storage } from './storage';

/** A storage with only what the sweep uses: the documents' purge (answers given in turn) and the audit trail. */
function fakeStore(answers: Array<PurgedDocuments[] | Error | Promise<PurgedDocuments[]>>) {
  const purgeEnded = jest.fn(async (_before: string) => {
    const answer = answers.shift() ?? [];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const append = jest.fn(async (_events: unknown[]) => undefined);
  const store = { documents: { purgeEnded }, audit: { append } } as unknown as Storage;
  (store as { atomically: Storage['atomically'] }).atomically = (work) => work(store);
  return { store, purgeEnded, append };
}

const settings = { documentRetentionDays: 30, documentSweepSeconds: 60 };
const log = () => ({ removed: jest.fn(), failed: jest.fn() });

afterEach(() => jest.useRealTimers());

it('removes what ended more than the retention ago, one audit event per request, by the server', async () => {
  const { store, purgeEnded, append } = fakeStore([
    [
      { request_id: 12, documents: 2 },
      { request_id: 15, documents: 1 },
    ],
  ]);
  const now = Date.parse('2026-12-31T10:00:00.000Z');
  const purged = await sweepDocuments(store, settings, now);
  expect(purgeEnded).toHaveBeenCalledWith('2026-12-01T10:00:00.000Z');
  expect(purged).toHaveLength(2);
  expect(append).toHaveBeenCalledWith([
    expect.objectContaining({
      actor_role: null,
      actor_id: null,
      action: 'documents removed',
      target: 'request 12',
      after: { documents: 2, retention_days: 30 },
      client_ip: '',
    }),
    expect.objectContaining({ target: 'request 15', after: { documents: 1, retention_days: 30 } }),
  ]);
});

it('sweeps at start, then every DOCUMENT_SWEEP_SECONDS, and reports only what it removed', async () => {
  jest.useFakeTimers();
  const { store, purgeEnded } = fakeStore([[], [{ request_id: 7, documents: 3 }], []]);
  const reports = log();
  const sweep = startDocumentSweep(store, settings, reports);
  expect(purgeEnded).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(59_000);
  expect(purgeEnded).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1_000);
  expect(purgeEnded).toHaveBeenCalledTimes(2);
  expect(reports.removed).toHaveBeenCalledTimes(1);
  expect(reports.removed).toHaveBeenCalledWith([{ request_id: 7, documents: 3 }]);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(purgeEnded).toHaveBeenCalledTimes(3);
  expect(reports.failed).not.toHaveBeenCalled();
  await sweep.stop();
});

it('reports a failed sweep and tries again at the next', async () => {
  jest.useFakeTimers();
  const { store, purgeEnded } = fakeStore([new Error('database unreachable'), [{ request_id: 3, documents: 1 }]]);
  const reports = log();
  const sweep = startDocumentSweep(store, settings, reports);
  await jest.advanceTimersByTimeAsync(0);
  expect(reports.failed).toHaveBeenCalledWith(new Error('database unreachable'));
  await jest.advanceTimersByTimeAsync(60_000);
  expect(purgeEnded).toHaveBeenCalledTimes(2);
  expect(reports.removed).toHaveBeenCalledWith([{ request_id: 3, documents: 1 }]);
  await sweep.stop();
});

it('does not start a sweep while one is under way, and stops after the one under way ends', async () => {
  jest.useFakeTimers();
  let finish: (purged: PurgedDocuments[]) => void = () => undefined;
  const slow = new Promise<PurgedDocuments[]>((resolve) => (finish = resolve));
  const { store, purgeEnded } = fakeStore([slow]);
  const reports = log();
  const sweep = startDocumentSweep(store, settings, reports);
  await jest.advanceTimersByTimeAsync(180_000);
  expect(purgeEnded).toHaveBeenCalledTimes(1);
  let stopped = false;
  const stopping = sweep.stop().then(() => (stopped = true));
  await jest.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  finish([{ request_id: 9, documents: 1 }]);
  await stopping;
  expect(reports.removed).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(600_000);
  expect(purgeEnded).toHaveBeenCalledTimes(1);
});

it('says what it removed in one log line', () => {
  expect(sweptLine([{ request_id: 4, documents: 1 }], 0)).toBe(
    'documents sweep: removed 1 document of request 4 (DOCUMENT_RETENTION_DAYS=0)',
  );
  expect(
    sweptLine(
      [
        { request_id: 4, documents: 2 },
        { request_id: 8, documents: 1 },
      ],
      30,
    ),
  ).toBe('documents sweep: removed 3 documents of requests 4, 8 (DOCUMENT_RETENTION_DAYS=30)');
});
