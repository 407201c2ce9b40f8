/** The API's settings read from the environment: cookies are Secure once the API is reached over HTTPS. */
import { readApiConfig } from '../src/config';

it.each([
  [{}, false],
  [{ API_HOST: 'http://localhost:3001' }, false],
  [{ API_HOST: 'https://leave.example.edu' }, true],
  [{ API_HOST: 'https://leave.example.edu', COOKIE_SECURE: 'false' }, false],
  [{ API_HOST: 'http://localhost:3001', COOKIE_SECURE: 'true' }, true],
])('with %j the cookies are Secure: %s', (env, secure) => {
  expect(readApiConfig(env).secureCookies).toBe(secure);
});

it.each([
  [{}, { shutdownGraceSeconds: 10, shutdownIdleSeconds: 5 }],
  [{ SHUTDOWN_GRACE_SECONDS: '3' }, { shutdownGraceSeconds: 3, shutdownIdleSeconds: 3 }],
  [
    { SHUTDOWN_GRACE_SECONDS: '30', SHUTDOWN_IDLE_SECONDS: '8' },
    { shutdownGraceSeconds: 30, shutdownIdleSeconds: 8 },
  ],
])('with %j SIGTERM waits %j', (env, limits) => {
  expect(readApiConfig(env)).toMatchObject(limits);
});

it.each([
  [{ SHUTDOWN_GRACE_SECONDS: '0' }, 'SHUTDOWN_GRACE_SECONDS must be a whole number from 1 to 600, got "0"'],
  [{ SHUTDOWN_IDLE_SECONDS: '2.5' }, 'SHUTDOWN_IDLE_SECONDS must be a whole number from 1 to 600, got "2.5"'],
  [
    { SHUTDOWN_GRACE_SECONDS: '5', SHUTDOWN_IDLE_SECONDS: '6' },
    'SHUTDOWN_IDLE_SECONDS (6) must be at most SHUTDOWN_GRACE_SECONDS (5)',
  ],
])('refuses %j at start-up', (env, message) => {
  expect(() => readApiConfig(env)).toThrow(message);
});
