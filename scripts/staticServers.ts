import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { RemoteName, RuntimeConfig } from '@leave/contract';
import { pageSessionScript, sessionOfPage } from './pageSession';
import type { PageSession } from './pageSession';
import { remoteHints } from './remoteHints';

const ROOT = path.resolve(import.meta.dirname, '..');

export const REMOTE_DIRS: Record<RemoteName, string> = {
  auth: 'auth-app',
  student: 'student-app',
  instructor: 'instructor-app',
  admin: 'admin-app',
};

/** Content-hashed chunks (and their compressed copies) never change; everything else is checked on every load. */
function setCacheHeaders(res: ServerResponse, file: string) {
  const hashed = /\.[0-9a-f]{8}\.js(\.map|\.br|\.gz)?$/.test(file);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const originOf = (url: string) => new URL(url).origin;

/**
 * Security headers for a page of the app: scripts only from this server and the remotes, calls
 * only to the API and the remotes' manifests, never inside another site's frame. Styles may be
 * inline: styled-components writes them at run time.
 */
function securityHeaders(
  runtime: RuntimeConfig,
  { loadedCrossOrigin, inlineScripts = [] }: { loadedCrossOrigin: boolean; inlineScripts?: string[] },
) {
  const remotes = Object.values(runtime.remotes).map(originOf);
  // The page's own inline script (the early start) is allowed by its hash, and nothing else inline.
  const hashes = inlineScripts.map((code) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hashes, ...remotes],
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

/**
 * A build's files, each sent as the brotli or gzip copy made beside it at build time
 * (webpack/createConfig.ts) when the browser accepts one, so nothing is compressed per request.
 */
const builtFiles = (dist: string, index: string | false) =>
  expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index,
    serveStatic: { index, setHeaders: setCacheHeaders },
  });

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

/** A remote's production build, readable from any origin (the shell fetches its manifest). */
export function serveRemote(name: RemoteName, runtime: RuntimeConfig, port: number, host: string): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(runtime, { loadedCrossOrigin: true }), noSourceMaps);
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(builtFiles(distOf(REMOTE_DIRS[name], 'remoteEntry.js'), false));
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
export function serveShell(runtime: RuntimeConfig, port: number, host: string): Promise<Server> {
  const dist = distOf('shell', 'index.html');
  const base = runtime.basePath;
  // The API's and the remotes' connections are opened while the shell's own scripts load.
  const origins = [...new Set([runtime.apiHost, ...Object.values(runtime.remotes)].map(originOf))];
  const preconnects = origins.map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`).join('');
  // The runtime configuration rides in the page (as data, never run), saving the first round trip.
  const configData = JSON.stringify(runtime).replaceAll('<', '\\u003c');
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replaceAll('__BASE_PATH__', base);
  const earlyStart = readEarlyStart(dist);
  const [headStart, headEnd] = template.split('</head>') as [string, string];
  const early = earlyStart ? `<script>${earlyStart}</script>` : '';
  // The manifest of the remote the address most likely shows, and the files of its first module
  // the manifest names, are fetched while the shell's own scripts load, instead of after them
  // (the federation runtime then finds them in the cache). The page is sent in two parts: its
  // head with every script and hint at once, then, once the API has said who is signed in (a few
  // milliseconds), the session and the early-start script that reads it, and the body.
  const pageFor = (remote: RemoteName, module: string) => {
    const manifest = runtime.remotes[remote];
    const preload = manifest.endsWith('.json')
      ? `<link rel="preload" href="${manifest}" as="fetch" crossorigin="anonymous">`
      : '';
    const head = `${headStart}<script id="runtime-config" type="application/json">${configData}</script>${preconnects}${preload}`;
    const hints = remoteHints(manifest, module);
    return {
      head: () => `${head}${hints()}`,
      rest: (session?: PageSession) => `${session ? pageSessionScript(session) : ''}${early}</head>${headEnd}`,
    };
  };
  const pages = {
    auth: pageFor('auth', 'SignIn'),
    student: pageFor('student', 'App'),
    instructor: pageFor('instructor', 'App'),
  };
  const sendIndex = async (req: Request, res: Response) => {
    const name = req.path.split('/').filter(Boolean).pop();
    const page = name === 'student' || name === 'instructor' ? pages[name] : pages.auth;
    const session = sessionOfPage(runtime.apiHost, req.headers.cookie);
    // A page that may name who is signed in is theirs alone: kept by no cache.
    res.setHeader('Cache-Control', req.headers.cookie ? 'private, no-store' : 'no-cache').type('html');
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
  shell.get('/config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(runtime);
  });
  shell.get(['/', '/index.html'], (req, res, next) => sendIndex(req, res).catch(next));
  shell.use(builtFiles(dist, false));
  shell.get('*', (req, res, next) => {
    if (path.extname(req.path)) res.status(404).type('text').send('Not found');
    else sendIndex(req, res).catch(next);
  });
  app.use(base || '/', shell);
  if (base) app.get('/', (_req, res) => res.redirect(`${base}/`));
  return listen(app, port, host);
}
