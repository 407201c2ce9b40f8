/**
 * Answers of 1 KB or more go out compressed when the client accepts it, on every backend (the
 * real API through @fastify/compress, the mock through json-server's compression middleware, both
 * preferring brotli), and small ones as they are.
 */
import { useBackend } from '@leave/test-kit';

const { url, as } = useBackend();

const fetchWith = async (path: string, encoding: string, cookie?: string) => {
  const response = await fetch(`${url()}${path}`, {
    headers: { 'Accept-Encoding': encoding, ...(cookie ? { Cookie: cookie } : {}) },
  });
  // fetch undoes the compression: the length is the answer's own.
  return { encoding: response.headers.get('content-encoding'), length: (await response.arrayBuffer()).byteLength };
};

const LIST = '/students?page_size=100';

it('a list of 1 KB or more comes in brotli, or gzip for a client without brotli', async () => {
  const admin = await as.admin();
  const cookie = admin.sessionCookie!;
  const brotli = await fetchWith(LIST, 'br, gzip', cookie);
  expect(brotli.length).toBeGreaterThan(1024);
  expect(brotli.encoding).toBe('br');
  expect((await fetchWith(LIST, 'gzip', cookie)).encoding).toBe('gzip');
  expect((await fetchWith(LIST, 'identity', cookie)).encoding).toBeNull();
});

it('a small answer goes as it is', async () => {
  const health = await fetchWith('/health', 'br, gzip');
  expect(health.length).toBeLessThan(1024);
  expect(health.encoding).toBeNull();
});
