import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify, { LogController } from 'fastify';
import type { FastifyError } from 'fastify';
import { proxyTrust } from '@leave/config';
import { errorBody, messages } from '@leave/domain';
import type { MessageParams, ServerMessage } from '@leave/domain';
import { apiSecurityHeaders, cookieNames, LiveHub, MAX_BODY_BYTES, SchoolProvider } from '@leave/service';
import { openLogFiles } from './logFiles';
import { smtpMailer } from './mailer';
import { logEachRequest } from './requestLog';
import { NOTIFICATION_CHANNEL } from './storage/notifications';
import { SESSION_CHANNEL, SessionCache } from './storage/sessionCache';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { InFlight } from './drain';
import { endpointsPlugin } from './plugins/endpoints';
import { registerOpenApi } from './plugins/openApi';
import { InvalidRequestError, applyZodSchemas } from './plugins/zodSchemas';
import { isDatabaseUnreachable, OutageLog, RETRY_AFTER_SECONDS } from './db/databaseFaults';
import { keptCourseReads, storageOf } from './storage/sqlStorage';

/** The HTTP errors Fastify raises before a route runs, in the contract's words. */
/** The rate limit's refusal (api/src/plugins/endpoints.ts), already a message with its code. */
const rateLimited = (error: { message: string; code?: string; params?: MessageParams }): ServerMessage => ({
  message: error.message,
  code: error.code ?? messages.tooManyRequests(60).code,
  params: error.params ?? {},
});

const FRAMEWORK_ERRORS: Record<string, [number, ServerMessage]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, messages.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, messages.emptyBody],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, messages.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, messages.sendJson],
};

/**
 * Brotli for answers made per request: quality 3 and a 256 KB window instead of the 4 MB default,
 * which every answer would otherwise allocate and clear (about 40% of compressing a dashboard;
 * answers are far smaller than the window either way). Quality 3 rather than the plugin's 4:
 * a dashboard's answer comes out the same size (314 against 315 bytes) in two thirds of the
 * time, and a page of 50 pending rows 3% larger in 35% less; on GET /studentData the API spent
 * about 8% less CPU a request (paired runs: 564-601 against 584-668 us).
 */
export const BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
};

/** Every paged list at its largest page fits; a larger answer (a whole register) is streamed. */
const SYNC_COMPRESS_BYTES = 128 * 1024;

/** PostgreSQL's codes for a database that answers but cannot store: disk full, out of resources, read-only. */
const CANNOT_STORE = new Set(['53100', '53000', '25006']);

/**
 * The API as a Fastify app. Sessions, sign-in failures and data all live in the database, so any
 * number of instances can serve one school. What it keeps in memory is checked against the
 * database: sessions are forgotten when any instance ends them (SessionCache), and a page of a
 * course's leave is used again only while the database says the course's leave is as it was
 * (KeptReads).
 */
export async function buildApi(db: Database, config: ApiConfig, live = new LiveHub(), inFlight = new InFlight()) {
  // Every line is written at once, so the files need no closing when the API stops.
  const logFile = config.logFile ? await openLogFiles(config.logFile) : undefined;
  const app = Fastify({
    // Standard output unless LOG_FILE names rolling files.
    logger: { level: config.logLevel, ...(logFile ? { stream: logFile } : {}) },
    // Fastify's two lines a request are replaced by logEachRequest's one.
    logController: new LogController({ disableRequestLogging: true }),
    // Behind proxies, TRUST_PROXY (their number or addresses) makes request.ip the client's address.
    trustProxy: proxyTrust(config.trustProxy),
    // A request that arrives on an open connection while the instance stops is answered, with
    // Connection: close (drain.ts), rather than refused with a 503 in Fastify's words.
    return503OnClosing: false,
    bodyLimit: MAX_BODY_BYTES,
  });
  // Errors are logged whatever LOG_REQUESTS says; it turns off the request lines only.
  if (config.logRequests) logEachRequest(app);
  applyZodSchemas(app);
  // Bodies are JSON only: anything else is refused with 415 before it is read.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  await app.register(cors, { origin: config.webOrigins, credentials: true });
  // Security headers, from middleware built once (@fastify/helmet builds it again on every
  // request); helmet 8 throws rather than passing an error on.
  const securityHeaders = apiSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  // Answers of 1 KB or more go out in brotli or gzip, whichever the client prefers (event
  // streams are written by hand and never buffered). Up to SYNC_COMPRESS_BYTES in one call: the
  // plugin's stream path (for answers over 8 KB on two cores) costs several times the compression
  // itself, and the database, not the thread pool, has the other core.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: BROTLI_PARAMS },
    syncThreshold: SYNC_COMPRESS_BYTES,
  });
  await registerOpenApi(app, cookieNames(config.secureCookies).session);

  // A database outage is logged when it starts, once a minute while it lasts, and when it ends.
  const outages = new OutageLog((line) => app.log.warn(line));
  db.onConnected(() => outages.reachable());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof InvalidRequestError) {
      return reply
        .code(400)
        .send(errorBody({ message: error.message, code: error.messageCode, params: error.params }, error.field));
    }
    const known =
      FRAMEWORK_ERRORS[error.code] ??
      (error instanceof SyntaxError ? FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
    if (known) return reply.code(known[0]).send(errorBody(known[1]));
    // The rate limit's refusal, already in the contract's words.
    if (error.statusCode === 429) return reply.code(429).send(errorBody(rateLimited(error)));
    if (isDatabaseUnreachable(error)) {
      outages.unreachable(error);
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody(messages.databaseUnavailable));
    }
    request.log.error(error);
    if (CANNOT_STORE.has(String((error as { code?: unknown }).code))) {
      return reply.code(503).send(errorBody(messages.cannotStore));
    }
    return reply.code(500).send(errorBody(messages.serverError));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody(messages.noRoute(request.method, request.url.split('?')[0] ?? ''))),
  );

  // Every instance listens: a notification stored by any of them wakes the streams open here.
  const unlisten = await db.listen(
    NOTIFICATION_CHANNEL,
    (key) => live.wake(key),
    () => live.wakeAll(),
  );
  // Sessions ended on any instance are forgotten here too; while that cannot be heard, nothing is cached.
  const sessionCache = new SessionCache();
  const unlistenSessions = await db.listen(
    SESSION_CHANNEL,
    // A session ended on any instance: forgotten here, and its live streams here signed out at once.
    (tokenHash) => {
      sessionCache.forget(tokenHash);
      live.endSession(tokenHash);
    },
    () => sessionCache.resume(),
    () => sessionCache.suspend(),
  );
  sessionCache.resume();
  const mailer = config.smtp ? smtpMailer(config.smtp) : undefined;
  const schoolProvider = config.singleSignOn ? new SchoolProvider(config.singleSignOn) : undefined;
  // Asked now, so that the sign-in page need not wait; a provider that is down is asked again later.
  void schoolProvider?.discover();
  // While the instance stops (drain.ts), each answer closes its connection: the client's next
  // request opens a new one, which a proxy sends to another instance.
  app.addHook('onSend', async (_request, reply) => {
    if (live.isStopping) void reply.header('Connection', 'close');
  });
  // Open event streams would hold a graceful close for ever: end them first.
  app.addHook('preClose', async () => live.shutdown());
  app.addHook('onClose', async () => {
    mailer?.close();
    await unlisten();
    await unlistenSessions();
  });
  await app.register(endpointsPlugin, {
    store: storageOf(db, { sessionCache, kept: keptCourseReads() }),
    config: { ...config, mailer, schoolProvider },
    live,
    inFlight,
  });
  return app;
}
