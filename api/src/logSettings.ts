import path from 'node:path';
import { flagFrom, oneOfFrom, positiveFrom, positiveNumberFrom } from '@leave/config';

/** Pino's levels, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the log goes once it is written to files: each at most `maxBytes`, `count` of them kept. */
export interface LogFileSettings {
  /** The log's name: pino-roll writes `api.1.log`, `api.2.log`... beside it for `api.log`. */
  path: string;
  maxBytes: number;
  count: number;
}

export interface LogSettings {
  logLevel: LogLevel;
  /** One line per request; errors are logged whatever this says. */
  logRequests: boolean;
  /** Without it the log goes to standard output. */
  logFile?: LogFileSettings;
}

const MEGABYTE = 1024 * 1024;

/** LOG_LEVEL, LOG_REQUESTS and the log files' LOG_FILE, LOG_FILE_MAX_MB and LOG_FILE_COUNT. */
export function readLogSettings(env: NodeJS.ProcessEnv): LogSettings {
  const file = env.LOG_FILE || undefined;
  const maxMegabytes = positiveNumberFrom(env, 'LOG_FILE_MAX_MB', 10);
  const count = positiveFrom(env, 'LOG_FILE_COUNT', 5);
  return {
    logLevel: oneOfFrom(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    logRequests: flagFrom(env, 'LOG_REQUESTS', true),
    logFile: file ? { path: path.resolve(file), maxBytes: Math.round(maxMegabytes * MEGABYTE), count } : undefined,
  };
}
