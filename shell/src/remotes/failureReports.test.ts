import { failureReporter, MAX_REPORTS_PER_PAGE } from './failureReports';

const manifestFailed = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');

it('sends the shell server what failed, where and when, with no wait and no personal data', () => {
  const send = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  const report = failureReporter('/leave', send);
  expect(report('student', '1.0.0-b.2', manifestFailed, '1.0.0-a.1')).toBe(true);
  const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/leave/remote-failures');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
  expect(JSON.parse(init.body as string)).toEqual({
    remote: 'student',
    version: '1.0.0-b.2',
    kind: 'manifest',
    message: 'Error: [ Federation Runtime ]: Failed to get manifest. #RUNTIME-003',
    at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    fellBackTo: '1.0.0-a.1',
  });
});

it('sends each failure once per page and at most a few in all, however often the person retries', () => {
  const send = jest.fn(() => Promise.reject(new TypeError('offline')));
  const report = failureReporter('', send);
  for (let retry = 0; retry < 20; retry += 1) report('student', '1.0.0-b.2', manifestFailed, null);
  expect(send).toHaveBeenCalledTimes(1);
  const versions = Array.from({ length: 20 }, (_, index) => `1.0.0-x.${index}`);
  for (const version of versions) report('admin', version, new Error('x'.repeat(5000)), null);
  expect(send).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  // Bounded in size too: the message is cut.
  const body = (send.mock.calls[1] as unknown as [string, RequestInit])[1].body as string;
  expect(body.length).toBeLessThan(600);
});
