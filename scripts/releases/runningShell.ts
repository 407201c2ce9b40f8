/**
 * Which shell the release gate checks a version against: the one that serves users, as its
 * `/health` says (its contract and the shared libraries' versions of its build), not the
 * checkout's, which may be newer or older than what runs.
 */
import type { GateHost, ShellHealth } from '@leave/contract';
import { builtShellHost, ReleaseError } from './releaseStore';

const HEALTH_TIMEOUT_MS = 3_000;

export interface GateShell {
  host: GateHost | null;
  /** Where the host came from, in a sentence for the command's output. */
  source: string;
}

/** `--shell <url>` or `--shell=<url>` among the arguments, and the arguments without it. */
export function shellOption(args: readonly string[]): { shell?: string; rest: string[] } {
  const rest: string[] = [];
  let shell: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--shell') {
      shell = args[index + 1];
      if (!shell || shell.startsWith('--')) throw new ReleaseError('--shell needs the running shell’s address');
      index += 1;
    } else if (arg.startsWith('--shell=')) shell = arg.slice('--shell='.length);
    else rest.push(arg);
  }
  return { shell, rest };
}

/** The shell `npm start` serves on this machine, by the same settings (PORT, BASE_PATH). */
export const defaultShellUrl = (env: NodeJS.ProcessEnv) =>
  `http://localhost:${env.PORT || '8080'}${(env.BASE_PATH ?? '').replace(/\/+$/, '')}`;

const isShellHealth = (body: unknown): body is ShellHealth =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ShellHealth).contractVersion === 'number' &&
  typeof (body as ShellHealth).shared === 'object';

async function askShell(url: string): Promise<GateHost | string> {
  let response: Response;
  try {
    response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError'
      ? `it did not answer within ${HEALTH_TIMEOUT_MS / 1000} s`
      : 'nothing answers there';
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok && !isShellHealth(body)) return `its /health answered ${response.status}`;
  if (!isShellHealth(body)) return 'its /health does not say what it runs (a shell older than the gate)';
  return { contractVersion: body.contractVersion, shared: body.shared };
}

/**
 * The running shell's host. An address given (`--shell`, or SHELL_URL) must answer; without one,
 * the shell `npm start` serves here is asked, and when none runs the checkout's build is used
 * instead, saying so.
 */
export async function gateShell(given: string | undefined, env: NodeJS.ProcessEnv = process.env): Promise<GateShell> {
  const named = given ?? env.SHELL_URL;
  const url = (named ?? defaultShellUrl(env)).replace(/\/+$/, '');
  const asked = await askShell(url);
  if (typeof asked !== 'string') {
    return { host: asked, source: `the running shell at ${url} (contract ${asked.contractVersion})` };
  }
  if (named) throw new ReleaseError(`cannot ask the shell at ${url}: ${asked}`);
  return {
    host: builtShellHost(),
    source: `this checkout's shell build (no shell runs at ${url}: name the one users reach with --shell <url>)`,
  };
}
