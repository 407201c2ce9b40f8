import type { Server } from 'node:http';
import { Readable } from 'node:stream';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Session } from '@leave/contract';
import cookieParser from 'cookie-parser';
import express from 'express';
import { rateLimit } from 'express-rate-limit';
import cors from 'cors';
import jsonServer from 'json-server';
import {
  checkPasswordHashCost,
  DEFAULT_AUTH_RATE_LIMIT,
  DEFAULT_PASSWORD_HASH_COST,
  isLoopbackHost,
  proxyTrust,
  readLeavePolicyConfig,
  readSessionConfig,
  readSignInLimits,
  schoolTodayOf,
} from '@leave/config';
import type { LeavePolicyConfig, SessionConfig, SingleSignOnConfig, TrustedProxies } from '@leave/config';
import { errorBody, messages, secondsToWait } from '@leave/domain';
import type { ServerMessage } from '@leave/domain';
import type { SignInLimits, UploadedFile } from '@leave/domain';
import {
  admit,
  apiSecurityHeaders,
  contentDisposition,
  DEVICE_COOKIE,
  DEVICE_COOKIE_OPTIONS,
  DEVICE_TTL_SECONDS,
  ENDPOINTS,
  handleRequest,
  hashToken,
  LiveHub,
  loggedUrl,
  MAX_BODY_BYTES,
  openEventStream,
  readUploads,
  SchoolProvider,
  SESSION_COOKIE,
  SESSION_COOKIE_OPTIONS,
  setPasswordHashCost,
  startDocumentSweep,
  sweptLine,
} from '@leave/service';
import type { AnyEndpoint, Outcome, ServiceSettings } from '@leave/service';
import { serveApiDocument } from './apiDocument';
import { documentsFolderOf, openDatabase } from './database';
import { jsonStorage } from './jsonStorage';
import { lockDataFile } from './dataFileLock';
import { QA_PREFIX, qaControls, restoreQa } from './qa/qaControls';
import { qaWorlds } from './qa/worlds';

export interface MockApiOptions {
  /** The JSON data file; created from the seed if missing. */
  dbFile: string;
  /** Browser origins allowed to call the API. */
  webOrigins: string[];
  /** Log each request (morgan, via json-server's defaults). */
  logRequests?: boolean;
  /** Which proxies may say who the client is (TRUST_PROXY). */
  trustProxy?: TrustedProxies;
  /** Sign-ins and sign-ups per client address per minute (AUTH_RATE_LIMIT_PER_MINUTE). */
  authRequestsPerMinute?: number;
  /** SESSION_TTL_HOURS, SESSION_IDLE_MINUTES and SESSION_REQUESTS_PER_MINUTE. */
  sessionConfig?: SessionConfig;
  /** SIGN_IN_ECHOES_PASSWORD: the sign-in answer repeats the password, for old clients. */
  signInEchoesPassword?: boolean;
  /** ADMIN_TOTP_REQUIRED: every admin must enrol a second factor before anything else. */
  adminTotpRequired?: boolean;
  /** The date policy and the school's time zone and today (LEAVE_PAST_DAYS, LEAVE_AHEAD_DAYS, SCHOOL_TIME_ZONE, SCHOOL_TODAY). */
  leavePolicyConfig?: LeavePolicyConfig;
  /** SIGN_IN_MAX_FAILURES failed sign-ins per SIGN_IN_WINDOW_MINUTES. */
  signIn?: SignInLimits;
  /** INSTRUCTOR_SIGN_UP: whether instructors may sign themselves up. */
  instructorSignUp?: boolean;
  /** The QA controls under /__qa/ and json-server's read-only REST (MOCK_QA; see startMockApi). */
  qaControls?: boolean;
  /** Sign-in with the school's account (OIDC_ISSUER...), as on the real API. */
  singleSignOn?: SingleSignOnConfig;
  /** PASSWORD_HASH_COST, as on the real API (below the default on loopback only). */
  passwordHashCost?: number;
  /** This mock serves one QA world of another (qa/worlds.ts), so it has no worlds of its own. */
  inWorld?: boolean;
}

/** Unless told otherwise, the real API's defaults on the embedded database: 12-hour sessions, 5 failed sign-ins per 15 minutes. */
const settingsOf = (options: MockApiOptions): ServiceSettings => ({
  ...(options.sessionConfig ?? readSessionConfig({})),
  signIn: options.signIn ?? readSignInLimits({}),
  // The mock is a demo: anyone may sign up, as on the embedded database.
  instructorSignUp: options.instructorSignUp ?? true,
  authRequestsPerMinute: options.authRequestsPerMinute ?? DEFAULT_AUTH_RATE_LIMIT,
  signInEchoesPassword: options.signInEchoesPassword ?? false,
  adminTotpRequired: options.adminTotpRequired ?? false,
  ...(options.leavePolicyConfig ?? readLeavePolicyConfig({})),
  schoolProvider: options.singleSignOn ? new SchoolProvider(options.singleSignOn) : undefined,
});

/** What the data file's write fails with when its disk is full or read-only. */
const CANNOT_STORE = new Set(['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EDQUOT']);

const handleErrors: ErrorRequestHandler = (error: { type?: string; code?: string }, _req, res, _next) => {
  if (error.type === 'entity.parse.failed') return res.status(400).json(errorBody(messages.invalidJson));
  if (error.type === 'entity.too.large') return res.status(413).json(errorBody(messages.bodyTooLarge));
  console.error('mock-api: unexpected error', error);
  if (error.code && CANNOT_STORE.has(error.code)) return res.status(503).json(errorBody(messages.cannotStore));
  res.status(500).json(errorBody(messages.serverError));
};

function send(res: Response, outcome: Outcome, settings: ServiceSettings) {
  if (outcome.headers) res.set(outcome.headers);
  if (outcome.sessionCookie === 'clear') res.clearCookie(SESSION_COOKIE, { path: SESSION_COOKIE_OPTIONS.path });
  else if (outcome.sessionCookie) {
    res.cookie(SESSION_COOKIE, outcome.sessionCookie.token, {
      ...SESSION_COOKIE_OPTIONS,
      maxAge: settings.sessionTtlSeconds * 1000, // milliseconds, in express
    });
  }
  if (outcome.deviceCookie) {
    res.cookie(DEVICE_COOKIE, outcome.deviceCookie.token, {
      ...DEVICE_COOKIE_OPTIONS,
      maxAge: DEVICE_TTL_SECONDS * 1000,
    });
  }
  for (const cookie of outcome.cookies ?? []) {
    const options = { httpOnly: true, sameSite: 'lax', path: cookie.path } as const;
    if (cookie.value === null) res.clearCookie(cookie.name, options);
    else res.cookie(cookie.name, cookie.value, { ...options, maxAge: cookie.maxAgeSeconds * 1000 });
  }
  if (outcome.redirect) return res.redirect(outcome.status, outcome.redirect);
  if (outcome.stream) return openEventStream(res, outcome.stream);
  if (outcome.file) {
    res.type(outcome.file.contentType);
    res.set('Content-Disposition', contentDisposition(outcome.file.filename, outcome.file.inline));
    res.status(outcome.status);
    if (!(outcome.body instanceof Readable)) return res.send(outcome.body);
    // Sent as it comes; a failure cuts the connection, so the file is not taken for whole, and a
    // client that goes away stops the reading.
    const file = outcome.body;
    file.on('error', (error) => res.destroy(error));
    res.on('close', () => file.destroy());
    return file.pipe(res);
  }
  res.status(outcome.status).json(outcome.body);
}

/** One line per request once it is answered: what was asked (keys in the query hidden), the status and the time. */
const logEachRequest: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${loggedUrl(req.originalUrl)} ${res.statusCode} ${milliseconds.toFixed(1)} ms`);
  });
  next();
};

/**
 * A JSON body that would set a prototype (`__proto__`, or `constructor.prototype`) is refused as
 * not JSON, as the real API's parser refuses it.
 */
function refusePrototypeKeys(key: string, value: unknown) {
  if (
    key === '__proto__' ||
    (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value)
  )
    throw new SyntaxError(`The body must not set ${key}`);
  return value;
}

const readJson = (endpoint: AnyEndpoint) =>
  express.json({ limit: endpoint.maxBodyBytes ?? MAX_BODY_BYTES, reviver: refusePrototypeKeys });

/** An upload's files, read as the real API reads them (`readUploads`): a body it refuses is answered at once. */
function readFiles(endpoint: AnyEndpoint, settings: ServiceSettings): RequestHandler {
  return (req, res, next) => {
    readUploads(req, endpoint).then((files) => {
      if (!Array.isArray(files)) return send(res, files, settings);
      res.locals.files = files;
      next();
    }, next);
  };
}

const sessionToken = (req: Request) => (req.cookies as Record<string, string | undefined>)[SESSION_COOKIE];

/** At most `limit` calls a minute per key (the client's address unless told), refused with 429 and Retry-After in the contract's words. */
function limitPerMinute(
  limit: number,
  say: (waitSeconds: number) => ServerMessage,
  keyGenerator?: (req: Request) => string,
) {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-6',
    legacyHeaders: false,
    // Its check that a limiter is not made while answering a request reads a new error's stack:
    // under --enable-source-maps (the suites' build) that parsed the bundle's source map, about
    // 0.04 CPU-s of each start. The limiters are made here, with the app, never in a handler.
    validate: { creationStack: false },
    ...(keyGenerator ? { keyGenerator } : {}),
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const waitSeconds = resetTime ? (resetTime.getTime() - Date.now()) / 1000 : 60;
      const wait = secondsToWait(waitSeconds);
      res.set('Retry-After', String(wait));
      res.status(429).json(errorBody(say(wait)));
    },
  });
}

/**
 * The mock API as an express app: json-server's middleware and data file, then every endpoint
 * of the service, with the same sessions and permission checks as the real API.
 */
export async function createMockApi(options: MockApiOptions) {
  return (await buildMockApi(options)).app;
}

/** The express app, with the storage and settings it serves from. */
async function buildMockApi(options: MockApiOptions) {
  const live = new LiveHub();
  const settings = settingsOf(options);
  void settings.schoolProvider?.discover();
  // Before the data opens: a today QA had fixed dates fresh data too.
  const restored = options.qaControls ? restoreQa(settings, options.dbFile) : undefined;
  const data = await openDatabase(options.dbFile, schoolTodayOf(settings));
  const store = jsonStorage(data, live, documentsFolderOf(options.dbFile));
  const endpointPaths = new Set(ENDPOINTS.map((endpoint) => endpoint.path));
  const bodyReaders = new Map(
    ENDPOINTS.filter((endpoint) => !endpoint.upload).map((endpoint) => [
      `${endpoint.method} ${endpoint.path}`,
      readJson(endpoint),
    ]),
  );
  const readBody = (method: string, path: string) => bodyReaders.get(`${method} ${path}`);
  const qa = restored && qaControls({ restored, data, live, endpointPaths, readBody });
  const worlds =
    qa && !options.inWorld
      ? qaWorlds(
          options.dbFile,
          async (dbFile) => (await buildMockApi({ ...options, dbFile, qaControls: true, inWorld: true })).app,
        )
      : undefined;
  if (qa && worlds) worlds.routes(qa.routes);
  const app = jsonServer.create();
  // A request that names a QA world is that world's mock's, from the first middleware on.
  if (worlds) app.use(worlds.dispatch);
  app.disable('x-powered-by');
  app.set('trust proxy', proxyTrust(options.trustProxy ?? false));
  // As on the real API: the rate-limited endpoints share one per-address budget, and each
  // signed-in session has its own budget across every endpoint that needs one.
  const authLimit = limitPerMinute(settings.authRequestsPerMinute, messages.tooManyRequests);
  const sessionLimit = limitPerMinute(settings.sessionRequestsPerMinute, messages.tooManySignedInRequests, (req) =>
    hashToken(sessionToken(req) ?? ''),
  );
  app.use(cors({ origin: options.webOrigins, credentials: true }));
  app.use(apiSecurityHeaders());
  if (qa) app.use(qa.before);
  // No static files: json-server's default is its own home page, and its static middleware,
  // even on a folder that is not there, looked each GET's path up on the disk. Its request log
  // (morgan) is replaced by ours, which hides keys in the query as the real API's does.
  app.use(
    jsonServer
      .defaults({ logger: false, noCors: true, static: '/nonexistent' })
      .filter((middleware) => middleware.name !== 'serveStatic'),
  );
  if (options.logRequests) app.use(logEachRequest);
  app.use(cookieParser());
  if (qa) app.use(QA_PREFIX, qa.routes);
  /**
   * Each endpoint in a router of its own, found by its method and path: mounted on the app one
   * after the other, every request was tried against each of the hundred-odd paths in turn.
   * Matched as express matches a route (any case, one trailing slash, HEAD as GET).
   */
  const endpointRouters = new Map<string, express.Router>();
  const routeKey = (method: string, path: string) => `${method} ${path.toLowerCase().replace(/(.)\/$/, '$1')}`;
  for (const endpoint of ENDPOINTS) {
    const method = endpoint.method === 'GET' ? 'get' : 'post';
    // As on the real API: who may call it is settled before the body is read.
    const gate: RequestHandler = (req, res, next) => {
      const head = {
        method: req.method,
        contentType: req.headers['content-type'],
        sessionToken: sessionToken(req),
        origin: req.headers.origin,
        fetchSite: req.get('sec-fetch-site'),
        host: req.headers.host,
        clientIp: req.ip ?? '',
      };
      admit(endpoint, store, head, options.webOrigins, settings.adminTotpRequired).then((admitted) => {
        if ('refusal' in admitted) return send(res, admitted.refusal, settings);
        res.locals.session = admitted.session;
        next();
      }, next);
    };
    const run: RequestHandler = (req, res, next) => {
      handleRequest(endpoint, store, settings, {
        session: res.locals.session as Session | null,
        sessionToken: sessionToken(req),
        deviceToken: (req.cookies as Record<string, string | undefined>)[DEVICE_COOKIE],
        cookies: req.cookies as Record<string, string | undefined>,
        body: req.body,
        query: req.query,
        clientIp: req.ip ?? '',
        userAgent: req.get('user-agent'),
        live,
        lastEventId: req.get('last-event-id'),
        files: (res.locals.files as UploadedFile[] | undefined) ?? [],
      }).then((outcome) => send(res, outcome, settings), next);
    };
    const limits: RequestHandler[] = endpoint.rateLimited ? [authLimit] : [];
    const afterGate: RequestHandler[] = endpoint.access === 'anyone' ? [] : [sessionLimit];
    const readBody = endpoint.upload
      ? readFiles(endpoint, settings)
      : bodyReaders.get(`${endpoint.method} ${endpoint.path}`)!;
    const router = express.Router();
    router[method](endpoint.path, ...limits, gate, ...afterGate, readBody, run);
    endpointRouters.set(routeKey(endpoint.method, endpoint.path), router);
  }
  app.use((req, res, next) => {
    const router = endpointRouters.get(routeKey(req.method === 'HEAD' ? 'GET' : req.method, req.path));
    if (router) router(req, res, next);
    else next();
  });
  const docs = serveApiDocument();
  app.get('/docs', docs.page);
  app.get('/docs/json', docs.json);
  if (qa) app.all(qa.rest.paths, qa.rest.serve);
  app.use((req, res) => res.status(404).json(errorBody(messages.noRoute(req.method, req.path))));
  app.use(handleErrors);
  return { app, store, settings, flushQa: qa?.flush };
}

/**
 * Takes the data file for this process (dataFileLock.ts) until it ends, and on the way out
 * saves what `atExit` keeps. A stop by signal (Ctrl+C, a supervisor) ends the process as the
 * signal would, once that is done.
 */
function holdDataFile(dataFile: string): { atExit: Array<() => void> } {
  const release = lockDataFile(dataFile);
  const atExit: Array<() => void> = [];
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    for (const step of atExit) step();
    release();
  };
  process.once('exit', finish);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // A process that handles the signal itself (npm start's) decides when to exit; 'exit' still saves.
    if (process.listenerCount(signal) > 0) continue;
    process.once(signal, () => {
      finish();
      process.kill(process.pid, signal);
    });
  }
  return { atExit };
}

/**
 * Listens on `host` (loopback unless told). The QA controls are on by default on loopback, where
 * only this machine can reach them, and off elsewhere unless `qaControls` (MOCK_QA) says so.
 */
export async function startMockApi(options: MockApiOptions & { port: number; host?: string }): Promise<Server> {
  const host = options.host ?? '127.0.0.1';
  setPasswordHashCost(checkPasswordHashCost(options.passwordHashCost ?? DEFAULT_PASSWORD_HASH_COST, host));
  const held = holdDataFile(options.dbFile);
  const { app, store, settings, flushQa } = await buildMockApi({
    ...options,
    qaControls: options.qaControls ?? isLoopbackHost(host),
  });
  if (flushQa) held.atExit.push(flushQa);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, host, () => resolve(listening));
    listening.once('error', reject);
  });
  // As on the real API: documents past their retention go now and every DOCUMENT_SWEEP_SECONDS.
  const sweep = startDocumentSweep(store, settings, {
    removed: (purged) => console.log(`mock-api: ${sweptLine(purged, settings.documentRetentionDays)}`),
    failed: (error) => console.error('mock-api: documents sweep failed; the next one tries again', error),
  });
  server.once('close', () => void sweep.stop());
  return server;
}
