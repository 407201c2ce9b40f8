/**
 * The app as nginx serves it on the recipe: the shell's page for every route with its base path
 * written in, the runtime configuration naming the API on the same origin, each remote's files,
 * the cache headers (a year for content-hashed chunks, a check on every load for the rest), the
 * security headers once (the app's on its files, the API's own on its answers), no source maps,
 * and plain http sent to https.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { REMOTE_NAMES } from '@leave/contract';
import type { RuntimeConfig } from '@leave/contract';
import type { Browser } from './browser';
import type { Expectations } from './expectations';
import { ROOT } from './recipe';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A content-hashed chunk of a build, by its file name. */
function hashedChunk(dist: string): string {
  const file = fs.readdirSync(dist).find((name) => /\.[0-9a-f]{8}\.js$/.test(name));
  if (!file) throw new Error(`${dist} has no content-hashed chunk`);
  return file;
}

const plainHttp = (port: number) =>
  new Promise<{ status: number; location?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/student', headers: { Host: 'localhost' } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      })
      .on('error', reject);
  });

export async function checkServedApp(browser: Browser, httpPort: number, expectations: Expectations) {
  const origin = browser.site.origin;
  const page = await browser.get('/');
  const deepLink = await browser.get('/instructor');
  expectations.expect(
    "the shell's page at / and at a route (/instructor), its base path written in",
    page.status === 200 &&
      deepLink.status === 200 &&
      String(page.body).includes('src="/main.js"') &&
      !String(page.body).includes('__BASE_PATH__') &&
      deepLink.body === page.body,
    `${page.status}, ${deepLink.status}`,
  );
  const csp = String(page.headers['content-security-policy'] ?? '');
  expectations.expect(
    "the page's security headers (CSP, HSTS, nosniff) and no-cache",
    csp.includes("frame-ancestors 'none'") &&
      csp.includes("script-src 'self'") &&
      String(page.headers['strict-transport-security']).startsWith('max-age=') &&
      page.headers['x-content-type-options'] === 'nosniff' &&
      page.headers['cache-control'] === 'no-cache',
    `CSP "${csp.slice(0, 40)}...", Cache-Control ${page.headers['cache-control']}`,
  );

  const config = await browser.get<RuntimeConfig>('/config.json');
  expectations.expect(
    '/config.json names the API and the remotes on the same origin',
    config.status === 200 &&
      config.body.apiHost === `${origin}/api` &&
      Object.values(config.body.remotes as Record<string, string>).every((url) =>
        url.startsWith(`${origin}/remotes/`),
      ) &&
      config.headers['cache-control'] === 'no-cache',
    `${config.status}, apiHost ${config.body?.apiHost}`,
  );

  const problems: string[] = [];
  for (const name of REMOTE_NAMES) {
    const base = `/remotes/${name}`;
    const manifest = await browser.get(`${base}/mf-manifest.json`);
    const entry = await browser.get(`${base}/remoteEntry.js`);
    const chunk = await browser.get(`${base}/${hashedChunk(path.join(ROOT, `${name}-app`, 'dist'))}`);
    if (manifest.status !== 200 || manifest.headers['cache-control'] !== 'no-cache')
      problems.push(`${base}/mf-manifest.json`);
    if (entry.status !== 200 || entry.headers['cache-control'] !== 'no-cache') problems.push(`${base}/remoteEntry.js`);
    if (
      chunk.status !== 200 ||
      chunk.headers['cache-control'] !== IMMUTABLE ||
      chunk.headers['content-encoding'] !== 'gzip'
    )
      problems.push(
        `${base}'s hashed chunk (${chunk.status}, ${chunk.headers['cache-control']}, ${chunk.headers['content-encoding']})`,
      );
  }
  const shellChunk = await browser.get(`/${hashedChunk(path.join(ROOT, 'shell', 'dist'))}`);
  if (shellChunk.headers['cache-control'] !== IMMUTABLE) problems.push("the shell's hashed chunk");
  expectations.expect(
    'each remote: manifest and remoteEntry.js checked on every load, hashed chunks kept a year (gzip)',
    problems.length === 0,
    problems.join('; ') || undefined,
  );

  const hidden = await Promise.all(
    ['/main.js.map', '/remotes/student/remoteEntry.js.map', '/missing.js'].map((p) => browser.get(p)),
  );
  expectations.expect(
    'no source maps served, a missing file is a 404 (not the page)',
    hidden.every((answer) => answer.status === 404),
    hidden.map((answer) => answer.status).join(', '),
  );

  const health = await browser.get<{ status?: string }>('/api/health');
  // The app's CSP names connect-src, the API's (helmet's) does not: one policy, the API's.
  const apiCsp = String(health.headers['content-security-policy'] ?? '');
  const hsts = String(health.headers['strict-transport-security'] ?? '');
  expectations.expect(
    "/api/health through nginx, with the API's own security headers, once, and a request id",
    health.status === 200 &&
      health.body.status === 'ok' &&
      apiCsp.includes("frame-ancestors 'none'") &&
      !apiCsp.includes('connect-src') &&
      !hsts.includes(',') &&
      !!health.headers['x-request-id'],
    `${health.status} ${JSON.stringify(health.body)}; CSP "${apiCsp.slice(0, 40)}..."; HSTS "${hsts}"`,
  );

  const redirect = await plainHttp(httpPort);
  expectations.expect(
    'plain http is sent to https',
    redirect.status === 301 && redirect.location === 'https://localhost/student',
    `${redirect.status} ${redirect.location}`,
  );
}
