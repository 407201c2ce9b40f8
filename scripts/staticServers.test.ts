/** @jest-environment node */
import { readServeConfig } from '@leave/config';
import { pageCspDirectives } from './staticServers';

it("lets a development shell's page load a preview from this machine's development servers, and their reload socket", () => {
  const csp = pageCspDirectives(readServeConfig({}).runtime);
  expect(csp.scriptSrc).toEqual(
    expect.arrayContaining(["'self'", 'http://localhost:8082', 'http://localhost:*', 'http://127.0.0.1:*']),
  );
  expect(csp.connectSrc).toEqual(
    expect.arrayContaining(['http://localhost:*', 'ws://localhost:*', 'ws://127.0.0.1:*']),
  );
});

it('allows in production only the remotes and the preview origins the operator lists', () => {
  const production = pageCspDirectives(readServeConfig({ NODE_ENV: 'production' }).runtime);
  expect(production.scriptSrc).toEqual([
    "'self'",
    'http://localhost:8081',
    'http://localhost:8082',
    'http://localhost:8083',
    'http://localhost:8084',
  ]);
  expect(production.connectSrc.join(' ')).not.toMatch(/\*|ws:/);
  const listed = pageCspDirectives(
    readServeConfig({ NODE_ENV: 'production', REMOTE_PREVIEW_ORIGINS: 'https://preview.example.edu' }).runtime,
  );
  expect(listed.scriptSrc).toContain('https://preview.example.edu');
  expect(listed.connectSrc).toEqual(
    expect.arrayContaining(['https://preview.example.edu', 'wss://preview.example.edu']),
  );
});
