import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './backend';
import { nodeArguments } from './serverBuild';

const ROOT = path.resolve(__dirname, '..', '..');

export interface RunningIdp {
  issuer: string;
  /** The environment that turns the app's sign-in with the school account on against it. */
  appEnv: Record<string, string>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the local OpenID provider (`npm run idp`) as its own process on a free port, its client
 * registered for the callback of an API on `apiPort` (and the app on `appPort`, for sign-out).
 */
export async function startLocalIdpProcess(apiPort: number, appPort = 8080): Promise<RunningIdp> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, nodeArguments('test-kit/src/localIdp/main.ts'), {
    cwd: ROOT,
    env: { ...process.env, IDP_PORT: String(port), API_PORT: String(apiPort), PORT: String(appPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 30_000;
  while (!log.includes(`listening on http://localhost:${port}`)) {
    if (child.exitCode !== null) throw new Error(`the local provider exited with ${child.exitCode}:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the local provider did not start within 30 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const issuer = `http://localhost:${port}`;
  return {
    issuer,
    appEnv: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'leave-management',
      OIDC_CLIENT_SECRET: 'dev-secret',
      API_PORT: String(apiPort),
      PORT: String(appPort),
    },
    output: () => log,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
