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
