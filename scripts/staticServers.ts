import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import path from 'node:path';
import express from 'express';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import {
  DEFAULT_CANARY_ABORT_FAILURES,
  firstRemote,
  previewSocketOrigins,
  SHELL_CONTRACT_VERSION,
} from '@leave/contract';
import type { RemoteName, RuntimeConfig, ShellHealth } from '@leave/contract';
import { pageSessionScript, sessionOfPage } from './pageSession';
import type { PageSession } from './pageSession';
import { precompressed } from './precompressed';
import { failureReports } from './releases/failureReports';
import { readFailures } from './releases/failureStore';
import { liveReleases, remotesHealth } from './releases/liveRemotes';
import { builtShellHost, REMOTE_DIRS, releasesDir, ROOT } from './releases/releaseStore';
import { remoteHints } from './remoteHints';

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
 * The CSP of a page of the app: scripts only from this server and the remotes, calls only to the
 * API and the remotes' manifests, never inside another site's frame. Styles may be inline:
 * styled-components writes them at run time.
 */
export function pageCspDirectives(runtime: RuntimeConfig, inlineScripts: string[] = []) {
  // A browser's preview of a remote (per-browser override) may come from the origins listed (as
  // written: CSP reads `http://localhost:*` as the shell does), and a development server previewed
  // reloads the page over a WebSocket to its host.
  const previews = runtime.overrideOrigins ?? [];
  const remotes = [...new Set([...Object.values(runtime.remotes).map(originOf), ...previews])];
  const sockets = previewSocketOrigins(previews);
  // The page's own inline script (the early start) is allowed by its hash, and nothing else inline.
  const hashes = inlineScripts.map((code) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...hashes, ...remotes],
    connectSrc: ["'self'", originOf(runtime.apiHost), ...remotes, ...sockets],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Served over plain http on a school's network, requests must not be rewritten to https.
    upgradeInsecureRequests: null,
  };
}

/** Security headers for a page of the app (its CSP above) and for a remote's files. */
function securityHeaders(
  runtime: RuntimeConfig,
  { loadedCrossOrigin, inlineScripts = [] }: { loadedCrossOrigin: boolean; inlineScripts?: string[] },
) {
  return helmet({
    contentSecurityPolicy: { directives: pageCspDirectives(runtime, inlineScripts) },
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
 * The early-start script (shell/src/earlyStart, built by webpack/earlyStartConfig.ts), run as the
 * page is parsed: the session check and the signed-in person's first data start at once, beside
 * the app's own scripts. Written into the page, it costs no round trip of its own.
 */
function readEarlyStart(dist: string): string | undefined {
  const file = path.join(dist, 'early-start.js');
  if (!fs.existsSync(file)) return undefined;
  const code = fs.readFileSync(file, 'utf8').trim();
  // Nothing in it may close the script element it is written into.
  if (/<\/script/i.test(code)) throw new Error(`${file} holds "</script": it cannot be written into the page`);
  return code;
}

/**
 * The shell under its base path: config.json from the environment, the built files, and
 * index.html (with the base path written in) for every route so deep links and reloads work.
 */
export function serveShell(
  runtime: RuntimeConfig,
  port: number,
  host: string,
  {
    plainBuilds = [],
    canaryAbortFailures = DEFAULT_CANARY_ABORT_FAILURES,
  }: { plainBuilds?: readonly RemoteName[]; canaryAbortFailures?: number } = {},
): Promise<Server> {
  const dist = distOf('shell', 'index.html');
  const base = runtime.basePath;
  // The API's and the remotes' connections are opened while the shell's own scripts load.
  const origins = [...new Set([runtime.apiHost, ...Object.values(runtime.remotes)].map(originOf))];
  const preconnects = origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`).join('');
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replaceAll('__BASE_PATH__', base);
  // Each remote's live version is read from its pointer for every page (remembered until the
  // pointer changes), so a switch reaches the next page load without a restart.
  // The gate's host is this running shell's build, read once: what /health tells `npm run remotes`.
  const gateHost = builtShellHost();
  const live = liveReleases(gateHost, { plainBuilds });
  // A browser's id, for a canary's share: set only while some remote has a canary.
  const browserOf = (req: Request, res: Response): string | undefined => {
    if (!Object.values(live.canaries(runtime)).some((canary) => !canary?.refused)) return undefined;
    const known = /(?:^|;\s*)leave_browser=([A-Za-z0-9_-]{16,64})/.exec(req.headers.cookie ?? '')?.[1];
    if (known) return known;
    const made = crypto.randomBytes(16).toString('base64url');
    res.cookie('leave_browser', made, { path: `${base}/`, maxAge: 365 * 86_400_000, sameSite: 'lax', httpOnly: true });
    return made;
  };
  const current = (req?: Request, res?: Response) => live(runtime, req && res ? browserOf(req, res) : undefined);
  const earlyStart = readEarlyStart(dist);
  const [headStart, headEnd] = template.split('</head>') as [string, string];
  const early = earlyStart ? `<script>${earlyStart}</script>` : '';
  // Each live manifest's hints, read again from time to time (remoteHints), kept per manifest.
  const hintsByManifest = new Map<string, () => string>();
  const hintsOf = (manifest: string, module: string) => {
    const key = `${manifest} ${module}`;
    if (!hintsByManifest.has(key)) hintsByManifest.set(key, remoteHints(manifest, module));
    return hintsByManifest.get(key)!;
  };
  // The manifest of the remote the address most likely shows, and the files of its first module
  // the manifest names, are fetched while the shell's own scripts load, instead of after them
  // (the federation runtime then finds them in the cache). The page is sent in two parts: its
  // head with every script and hint at once, then, once the API has said who is signed in (a few
  // milliseconds), the session and the early-start script that reads it, and the body.
  const pageFor = (config: RuntimeConfig, remote: RemoteName, module: string) => {
    // The runtime configuration rides in the page (as data, never run), saving the first round trip.
    const configData = JSON.stringify(config).replaceAll('<', '\\u003c');
    const manifest = config.remotes[remote];
    const preload = manifest.endsWith('.json')
      ? `<link rel="preload" href="${manifest}" as="fetch" crossorigin="anonymous">`
      : '';
    const head = `${headStart}<script id="runtime-config" type="application/json">${configData}</script>${preconnects}${preload}`;
    const hints = hintsOf(manifest, module);
    return {
      head: () => `${head}${hints()}`,
      rest: (session?: PageSession) => `${session ? pageSessionScript(session) : ''}${early}</head>${headEnd}`,
    };
  };
  // The remote module an address most likely shows first, as the shell guesses it; a browser with
  // a cookie on /admin most likely has the admin's session.
  const likely = (pathname: string, cookie: boolean) =>
    firstRemote(pathname, cookie && /\/admin\/?$/.test(pathname) ? 'admin' : null);
  // Each first module's hints are read at start too, so that the first page after a start has them.
  for (const [pathname, cookie] of [
    ['/', false],
    ['/student', true],
    ['/instructor', true],
    ['/admin', true],
    ['/admin', false],
  ] as const) {
    const [remote, module] = likely(pathname, cookie);
    hintsOf(current().remotes[remote], module);
  }
  const sendIndex = async (req: Request, res: Response) => {
    const [remote, module] = likely(req.path, !!req.headers.cookie);
    const page = pageFor(current(req, res), remote, module);
    const session = sessionOfPage(runtime.apiHost, req.headers.cookie);
    // A page that may name who is signed in is theirs alone: kept by no cache.
    const ownPage = req.headers.cookie || res.getHeader('Set-Cookie');
    res.setHeader('Cache-Control', ownPage ? 'private, no-store' : 'no-cache').type('html');
    res.write(page.head());
    res.end(page.rest(await session));
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(
    securityHeaders(runtime, { loadedCrossOrigin: false, inlineScripts: earlyStart ? [earlyStart] : [] }),
    noSourceMaps,
  );
  const shell = express.Router();
  shell.get('/config.json', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(current(req, res));
  });
  // Which version of each remote is live, and whether it answers (JSON, never the app's page).
  shell.get('/health', (_req, res, next) => {
    const failuresOf = (remote: RemoteName) => readFailures(releasesDir(remote));
    remotesHealth(current(), live.canaries(runtime), failuresOf).then((remotes) => {
      // A refused live version or canary, or a live one pages fall back from, is no health.
      const healthy = Object.values(remotes).every(
        (remote) => remote.reachable && !remote.refused && !remote.canary?.refused && !remote.fallback?.inUse,
      );
      const body: ShellHealth = {
        status: healthy ? 'ok' : 'degraded',
        contractVersion: gateHost?.contractVersion ?? SHELL_CONTRACT_VERSION,
        shared: gateHost?.shared ?? {},
        remotes,
      };
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.json(body);
    }, next);
  });
  // Pages report remotes that did not load; the owning team reads the counts (list, /health).
  shell.use(failureReports({ canaryAbortFailures }));
  shell.get(['/', '/index.html'], (req, res, next) => sendIndex(req, res).catch(next));
  shell.use(builtFiles(dist));
  shell.get('*', (req, res, next) => {
    if (path.extname(req.path)) res.status(404).type('text').send('Not found');
    else sendIndex(req, res).catch(next);
  });
  app.use(base || '/', shell);
  if (base) app.get('/', (_req, res) => res.redirect(`${base}/`));
  return listen(app, port, host);
}
