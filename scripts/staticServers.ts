import fs from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import path from 'node:path';
import express from 'express';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { SHELL_CONTRACT_VERSION } from '@leave/contract';
import type { RemoteName, RuntimeConfig, ShellHealth } from '@leave/contract';
import { precompressed } from './precompressed';
import { liveReleases, remotesHealth } from './releases/liveRemotes';
import { builtShellHost, REMOTE_DIRS, releasesDir, ROOT } from './releases/releaseStore';

export { REMOTE_DIRS };

/** A kept release's folder under a remote's root: its files never change. */
const IN_RELEASE_FOLDER = /[\\/]\d+\.\d+\.\d+-[^\\/]+[\\/]/;

/**
 * Content-hashed chunks (and their compressed copies) and every file of a kept release never
 * change; everything else is checked on every load.
 */
function setCacheHeaders(res: ServerResponse, file: string) {
  const immutable = /\.[0-9a-f]{8}\.js(\.map|\.br|\.gz)?$/.test(file) || IN_RELEASE_FOLDER.test(file);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const originOf = (url: string) => new URL(url).origin;

/**
 * Security headers for a page of the app: scripts only from this server and the remotes, calls
 * only to the API and the remotes' manifests, never inside another site's frame. Styles may be
 * inline: styled-components writes them at run time.
 */
function securityHeaders(runtime: RuntimeConfig, { loadedCrossOrigin }: { loadedCrossOrigin: boolean }) {
  // A browser's preview of a remote (per-browser override) may come from the origins listed.
  const remotes = [...new Set([...Object.values(runtime.remotes), ...(runtime.overrideOrigins ?? [])].map(originOf))];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
        connectSrc: ["'self'", originOf(runtime.apiHost), ...remotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Served over plain http on a school's network, requests must not be rewritten to https.
        upgradeInsecureRequests: null,
      },
    },
    // A remote's files are loaded by the shell's page, from another origin.
    crossOriginResourcePolicy: { policy: loadedCrossOrigin ? 'cross-origin' : 'same-site' },
  });
}

/** A build's files, sent as their compressed copies when the browser accepts them. */
const builtFiles = (dist: string) => precompressed(dist, setCacheHeaders);

/** Source maps stay on the server that built them. */
const noSourceMaps: RequestHandler = (req, res, next) => {
  if (req.path.endsWith('.map')) res.status(404).type('text').send('Not found');
  else next();
};

/** A build's folder, checked by the file every build of it has. */
function distOf(dir: string, builtFile: string): string {
  const dist = path.join(ROOT, dir, 'dist');
  if (!fs.existsSync(path.join(dist, builtFile))) {
    throw new Error(`${dir} is not built (${dist} is missing): run "npm run build" first`);
  }
  return dist;
}

function listen(app: express.Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} is already in use`) : error),
    );
  });
}

/**
 * A remote's production builds, readable from any origin (the shell fetches its manifest): its
 * kept versions under `/<version>/` and its plain build at the root. A remote with neither is
 * refused.
 */
export function serveRemote(name: RemoteName, runtime: RuntimeConfig, port: number, host: string): Promise<Server> {
  const dist = path.join(ROOT, REMOTE_DIRS[name], 'dist');
  const releases = releasesDir(name);
  if (!fs.existsSync(path.join(dist, 'remoteEntry.js')) && !fs.existsSync(path.join(releases, 'live.json'))) {
    throw new Error(`${REMOTE_DIRS[name]} is not built (${dist} is missing): run "npm run build" first`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(runtime, { loadedCrossOrigin: true }), noSourceMaps);
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  const live = liveReleases(null);
  // A remote's own health: which version is live, so a team can see its process answer.
  app.get('/health', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', remote: name, live: live(runtime).releases?.[name]?.version ?? null });
  });
  if (releases !== dist) app.use(builtFiles(releases));
  app.use(builtFiles(dist));
  return listen(app, port, host);
}

/**
 * The shell under its base path: config.json from the environment, the built files, and
 * index.html (with the base path written in) for every route so deep links and reloads work.
 */
export function serveShell(
  runtime: RuntimeConfig,
  port: number,
  host: string,
  { plainBuilds = [] }: { plainBuilds?: readonly RemoteName[] } = {},
): Promise<Server> {
  const dist = distOf('shell', 'index.html');
  const base = runtime.basePath;
  // The API's and the remotes' connections are opened while the shell's own scripts load.
  const origins = [...new Set([runtime.apiHost, ...Object.values(runtime.remotes)].map(originOf))];
  const preconnects = origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`).join('');
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replaceAll('__BASE_PATH__', base);
  // Each remote's live version is read from its pointer for every page (remembered until the
  // pointer changes), so a switch reaches the next page load without a restart.
  const live = liveReleases(builtShellHost(), { plainBuilds });
  const current = () => live(runtime);
  // The manifest of the remote the address most likely shows is fetched while the shell's own
  // scripts load, instead of after them (the federation runtime then finds it in the cache).
  const pageFor = (config: RuntimeConfig, remote: RemoteName) => {
    // The runtime configuration rides in the page (as data, never run), saving the first round trip.
    const configData = JSON.stringify(config).replaceAll('<', '\\u003c');
    const manifest = config.remotes[remote];
    const preload = manifest.endsWith('.json')
      ? `<link rel="preload" href="${manifest}" as="fetch" crossorigin="anonymous">`
      : '';
    return template.replace(
      '</head>',
      `<script id="runtime-config" type="application/json">${configData}</script>${preconnects}${preload}</head>`,
    );
  };
  const sendIndex = (req: Request, res: Response) => {
    const page = req.path.split('/').filter(Boolean).pop();
    const html = pageFor(current(), page === 'student' || page === 'instructor' ? page : 'auth');
    res.setHeader('Cache-Control', 'no-cache').type('html').send(html);
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(runtime, { loadedCrossOrigin: false }), noSourceMaps);
  const shell = express.Router();
  shell.get('/config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(current());
  });
  // Which version of each remote is live, and whether it answers (JSON, never the app's page).
  shell.get('/health', (_req, res, next) => {
    remotesHealth(current()).then((remotes) => {
      const healthy = Object.values(remotes).every((remote) => remote.reachable);
      const body: ShellHealth = {
        status: healthy ? 'ok' : 'degraded',
        contractVersion: SHELL_CONTRACT_VERSION,
        remotes,
      };
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.json(body);
    }, next);
  });
  shell.get(['/', '/index.html'], (req, res) => sendIndex(req, res));
  shell.use(builtFiles(dist));
  shell.get('*', (req, res) => {
    if (path.extname(req.path)) res.status(404).type('text').send('Not found');
    else sendIndex(req, res);
  });
  app.use(base || '/', shell);
  if (base) app.get('/', (_req, res) => res.redirect(`${base}/`));
  return listen(app, port, host);
}
