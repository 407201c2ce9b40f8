import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningApi {
  url: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API did not answer on ${url} within 20 s:\n${output()}`);
}

/**
 * The API under test: CONTRACT_API_URL if set (any backend of this contract), otherwise the
 * mock API started as its own process with a fresh data file, exactly as `npm run mock-api` does.
 */
export async function startApi(): Promise<RunningApi> {
  if (process.env.CONTRACT_API_URL) return { url: process.env.CONTRACT_API_URL, stop: async () => {} };
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-api-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, API_PORT: String(port), MOCK_API_DB: path.join(dir, 'db.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
