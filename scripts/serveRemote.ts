/**
 * `npm run serve -w <remote>` (or `npm run serve:remote -- <remote>`): one remote's builds in a
 * process of its own, on the port the launcher would give it, so its team can restart it alone
 * (the launcher leaves it out with SERVE_REMOTES_SEPARATELY=true).
 */
import { readServeConfig } from '@leave/config';
import { REMOTE_NAMES } from '@leave/contract';
import { serveRemote } from './staticServers';

async function main() {
  const name = REMOTE_NAMES.find((candidate) => candidate === process.argv[2]);
  if (!name) throw new Error(`name the remote to serve: ${REMOTE_NAMES.join(', ')}`);
  const config = readServeConfig();
  const host = process.env.BIND_HOST || '127.0.0.1';
  await serveRemote(name, config.runtime, config.remotePorts[name], host);
  console.log(
    `The ${name} remote is served: http://localhost:${config.remotePorts[name]}/ (live version: see /health)`,
  );
}

main().catch((error: unknown) => {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
