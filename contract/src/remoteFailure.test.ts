import { failureKindOf, failureMessageOf, parseFailureReport } from './remoteFailure';

const good = {
  remote: 'student',
  version: '1.0.0-b.2',
  kind: 'manifest',
  message: 'TimeoutError',
  at: '2026-12-02T10:00:00.000Z',
  fellBackTo: null,
};

it('names the part of a load a federation error names', () => {
  const runtime = (code: string) => new Error(`[ Federation Runtime ]: Failed. #${code} args: {}`);
  expect(failureKindOf(runtime('RUNTIME-003'))).toBe('manifest');
  expect(failureKindOf(runtime('RUNTIME-008'))).toBe('entry');
  expect(failureKindOf(runtime('RUNTIME-014'))).toBe('module');
  expect(failureKindOf(Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' }))).toBe('entry');
  expect(failureKindOf(Object.assign(new Error('refused'), { name: 'RemoteRefused' }))).toBe('refused');
  expect(failureKindOf(new Error('leave_student/App did not load'))).toBe('module');
  expect(failureKindOf(new TypeError('x is undefined'))).toBe('other');
  expect(failureKindOf(undefined)).toBe('other');
});

it("keeps an error's message on one line, within its bound", () => {
  expect(failureMessageOf(new TypeError('a\n  b'))).toBe('TypeError: a b');
  expect(failureMessageOf(new Error('x'.repeat(1000)))).toHaveLength(300);
});

it('accepts a good report, cutting its message, and names the field of a bad one', () => {
  expect(parseFailureReport(good)).toEqual(good);
  expect(parseFailureReport({ ...good, version: null, message: 'y'.repeat(400) }).message).toHaveLength(300);
  expect(() => parseFailureReport([])).toThrow('a report must be a JSON object');
  expect(() => parseFailureReport({ ...good, remote: 'shell' })).toThrow('remote must be one of');
  expect(() => parseFailureReport({ ...good, version: 'a/b' })).toThrow('version must be a version name or null');
  expect(() => parseFailureReport({ ...good, kind: 'boom' })).toThrow('kind must be one of manifest, entry');
  expect(() => parseFailureReport({ ...good, message: 3 })).toThrow('message must be text');
  expect(() => parseFailureReport({ ...good, at: '2026-12-02' })).toThrow('at must be an ISO 8601 instant');
  expect(() => parseFailureReport({ ...good, fellBackTo: 7 })).toThrow('fellBackTo must be a version name or null');
});
