/**
 * The product's run-time settings, read from the environment once and checked at start-up.
 * Used by `npm start`, `npm run dev` and the shell's dev server, so all three agree.
 */
import { ConfigError, normaliseBasePath, parseRuntimeConfig, REMOTE_NAMES } from '@leave/contract';
import type { RemoteName, RuntimeConfig } from '@leave/contract';

export interface ServeConfig {
  /** Port of the shell (the app the user opens). */
  port: number;
  /** Port of the mock API. */
  apiPort: number;
  /** Port each remote is served on (shell port + 1..4 unless set). */
  remotePorts: Record<RemoteName, number>;
  /** Origins allowed to call the API from a browser. */
  webOrigins: string[];
  /** What the browser is told in config.json. */
  runtime: RuntimeConfig;
}

const REMOTE_URL_ENV: Record<RemoteName, string> = {
  auth: 'AUTH_APP_URL',
  student: 'STUDENT_APP_URL',
  instructor: 'INSTRUCTOR_APP_URL',
  admin: 'ADMIN_APP_URL',
};

function port(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(`${key} must be a port number between 1 and 65535, got "${raw}"`);
  }
  return value;
}

export function readServeConfig(env: NodeJS.ProcessEnv = process.env): ServeConfig {
  const shellPort = port(env, 'PORT', 8080);
  const apiPort = port(env, 'API_PORT', 3001);
  const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, shellPort + index + 1])) as Record<
    RemoteName,
    number
  >;
  const publicHost = env.PUBLIC_HOST || 'localhost';
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      env[REMOTE_URL_ENV[name]] || `http://${publicHost}:${remotePorts[name]}/mf-manifest.json`,
    ]),
  );
  const runtime = parseRuntimeConfig({
    apiHost: env.API_HOST || `http://${publicHost}:${apiPort}`,
    basePath: normaliseBasePath(env.BASE_PATH),
    remotes,
  });
  // The shell, and each remote when its team runs it standalone.
  const appPorts = [shellPort, ...Object.values(remotePorts)];
  const defaultOrigins = appPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  const webOrigins = (env.WEB_ORIGINS || defaultOrigins.join(','))
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return { port: shellPort, apiPort, remotePorts, webOrigins, runtime };
}
