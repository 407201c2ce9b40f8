/** The log's settings (LOG_LEVEL, LOG_REQUESTS, LOG_FILE...), checked at start-up like every other. */
import path from 'node:path';
import { ConfigError } from '@leave/contract';
import { readApiConfig } from '../src/config';
import { readLogSettings } from '../src/logSettings';

it('logs every request at info to standard output by default', () => {
  expect(readLogSettings({})).toEqual({ logLevel: 'info', logRequests: true, logFile: undefined });
  expect(readApiConfig({})).toMatchObject({ logLevel: 'info', logRequests: true });
});

it.each(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])('takes LOG_LEVEL=%s', (level) => {
  expect(readLogSettings({ LOG_LEVEL: level }).logLevel).toBe(level);
});

it.each(['verbose', 'INFO', 'warning', '30'])('refuses LOG_LEVEL=%s, naming the levels', (level) => {
  expect(() => readApiConfig({ LOG_LEVEL: level })).toThrow(
    new ConfigError(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "${level}"`),
  );
});

it('turns the request lines off with LOG_REQUESTS=false, keeping the level', () => {
  expect(readLogSettings({ LOG_REQUESTS: 'false' })).toMatchObject({ logLevel: 'info', logRequests: false });
});

it('writes 10 MB files, 5 kept, once LOG_FILE names them', () => {
  expect(readLogSettings({ LOG_FILE: 'logs/api.log' }).logFile).toEqual({
    path: path.resolve('logs/api.log'),
    maxBytes: 10 * 1024 * 1024,
    count: 5,
  });
});

it('takes a fraction of a megabyte and any count of files from 1', () => {
  expect(
    readLogSettings({ LOG_FILE: '/var/log/leave/api.log', LOG_FILE_MAX_MB: '0.05', LOG_FILE_COUNT: '1' }).logFile,
  ).toEqual({ path: '/var/log/leave/api.log', maxBytes: 52_429, count: 1 });
});

it.each([
  [{ LOG_FILE_MAX_MB: '0' }, 'LOG_FILE_MAX_MB must be a number above 0 (such as 10 or 0.5), got "0"'],
  [{ LOG_FILE_MAX_MB: '-1' }, 'LOG_FILE_MAX_MB must be a number above 0 (such as 10 or 0.5), got "-1"'],
  [{ LOG_FILE_MAX_MB: '10MB' }, 'LOG_FILE_MAX_MB must be a number above 0 (such as 10 or 0.5), got "10MB"'],
  [{ LOG_FILE_COUNT: '0' }, 'LOG_FILE_COUNT must be a positive whole number, got "0"'],
  [{ LOG_FILE_COUNT: '2.5' }, 'LOG_FILE_COUNT must be a positive whole number, got "2.5"'],
])('refuses %j, saying why', (env, message) => {
  expect(() => readApiConfig({ LOG_FILE: '/tmp/api.log', ...env })).toThrow(new ConfigError(message));
});
