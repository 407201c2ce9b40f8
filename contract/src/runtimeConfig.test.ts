import { ConfigError, parseRuntimeConfig } from './runtimeConfigCheck';

const remotes = {
  auth: 'http://localhost:8081/mf-manifest.json',
  student: 'http://localhost:8082/mf-manifest.json',
  instructor: 'http://localhost:8083/mf-manifest.json',
  admin: 'http://localhost:8084/mf-manifest.json',
};

it('accepts a good config and normalises slashes', () => {
  expect(parseRuntimeConfig({ apiHost: 'http://localhost:3001/', basePath: '/leave/', remotes })).toEqual({
    apiHost: 'http://localhost:3001',
    basePath: '/leave',
    remotes,
  });
  expect(parseRuntimeConfig({ apiHost: 'https://api.example.edu', remotes }).basePath).toBe('');
  expect(parseRuntimeConfig({ apiHost: 'https://api.example.edu', remotes, undoSeconds: 2 }).undoSeconds).toBe(2);
  expect(parseRuntimeConfig({ apiHost: 'https://api.example.edu', remotes, language: 'hi' }).language).toBe('hi');
  expect(parseRuntimeConfig({ apiHost: 'https://api.example.edu', remotes }).language).toBeUndefined();
});

it.each([
  [{ remotes }, 'apiHost is missing'],
  [{ apiHost: 'localhost:3001', remotes }, 'apiHost must be an http(s) URL'],
  [{ apiHost: 'http://a', basePath: 'leave', remotes }, 'basePath must start with /'],
  [{ apiHost: 'http://a', remotes: { ...remotes, admin: undefined } }, 'remotes.admin is missing'],
  [{ apiHost: 'http://a' }, 'remotes is missing'],
  [null, 'config must be a JSON object'],
  [{ apiHost: 'http://a', remotes, language: 'fr' }, 'language must be one of en, hi, ur, got "fr"'],
  [{ apiHost: 'http://a', remotes, undoSeconds: 0 }, 'undoSeconds must be a whole number from 1 to 60, got 0'],
  [{ apiHost: 'http://a', remotes, undoSeconds: '5' }, 'undoSeconds must be a whole number from 1 to 60, got "5"'],
  [
    { apiHost: 'http://a', remotes, remoteTimeouts: { student: { manifestSeconds: 0, entrySeconds: 20 } } },
    'remoteTimeouts.student.manifestSeconds must be a whole number from 1 to 120, got 0',
  ],
  [
    { apiHost: 'http://a', remotes, remoteTimeouts: { admin: { manifestSeconds: 3 } } },
    'remoteTimeouts.admin.entrySeconds must be a whole number from 1 to 120, got undefined',
  ],
])('says what is wrong: %j', (input, message) => {
  expect(() => parseRuntimeConfig(input)).toThrow(ConfigError);
  expect(() => parseRuntimeConfig(input)).toThrow(message);
});
