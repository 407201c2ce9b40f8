import type { OutgoingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '@leave/contract';
import { errorBodySchema, messages, secondsToWait } from '@leave/domain';
import type { Access } from '@leave/domain';
import {
  admit,
  contentDisposition,
  DEVICE_COOKIE_OPTIONS,
  DEVICE_TTL_SECONDS,
  ENDPOINTS,
  hashToken,
  MAX_BODY_BYTES,
  openEventStream,
  readUploads,
  cookieNames,
  operationIdOf,
  securityOf,
  SESSION_COOKIE_OPTIONS,
} from '@leave/service';
import type { AnyEndpoint, LiveHub, Outcome, Storage } from '@leave/service';
import type { ApiConfig } from '../config';
import type { InFlight } from '../drain';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** The service's endpoint a route serves. */
    endpoint?: AnyEndpoint;
  }
}

const ACCESS_LEVELS: Access[] = ['anyone', 'signed in', 'student', 'course instructor', 'admin'];

function send(reply: FastifyReply, outcome: Outcome, config: ApiConfig) {
  const names = cookieNames(config.secureCookies);
  if (outcome.headers) void reply.headers(outcome.headers);
  if (outcome.sessionCookie === 'clear') {
    void reply.clearCookie(names.session, { path: SESSION_COOKIE_OPTIONS.path, secure: config.secureCookies });
  } else if (outcome.sessionCookie) {
    void reply.setCookie(names.session, outcome.sessionCookie.token, {
      ...SESSION_COOKIE_OPTIONS,
      secure: config.secureCookies,
      maxAge: config.sessionTtlSeconds, // seconds, in @fastify/cookie
    });
  }
  if (outcome.deviceCookie) {
    void reply.setCookie(names.device, outcome.deviceCookie.token, {
      ...DEVICE_COOKIE_OPTIONS,
      secure: config.secureCookies,
      maxAge: DEVICE_TTL_SECONDS,
    });
  }
  for (const cookie of outcome.cookies ?? []) {
    const options = { httpOnly: true, sameSite: 'lax', path: cookie.path, secure: config.secureCookies } as const;
    if (cookie.value === null) void reply.clearCookie(cookie.name, options);
    else void reply.setCookie(cookie.name, cookie.value, { ...options, maxAge: cookie.maxAgeSeconds });
  }
  if (outcome.redirect) return reply.redirect(outcome.redirect, outcome.status as 302);
  if (outcome.stream) return openStream(reply, outcome.stream);
  if (outcome.file) {
    // A download: its own type and name, sent as it is (not through the JSON serializer). A
    // stream is sent as it comes; if it fails, Fastify cuts the connection, so the file is not
    // taken for whole.
    void reply
      .code(outcome.status)
      .type(outcome.file.contentType)
      .header('Content-Disposition', contentDisposition(outcome.file.filename, outcome.file.inline));
    if (outcome.body instanceof Readable) return reply.send(outcome.body);
    return reply.serializer((payload) => payload as string).send(outcome.body);
  }
  return reply.code(outcome.status).send(outcome.body);
}

/**
 * An event stream: Fastify lets go of the reply (hijack), so the headers its plugins set (CORS,
 * security) are passed on to be written by hand.
 */
function openStream(reply: FastifyReply, start: NonNullable<Outcome['stream']>) {
  const headers = { ...reply.getHeaders() } as OutgoingHttpHeaders;
  reply.hijack();
  openEventStream(reply.raw, start, headers);
}

/**
 * The rate-limited endpoints, in one scope with one per-address budget (one store, so a
 * sign-up spends from the same budget as a sign-in), refused in the contract's words.
 */
async function rateLimitedScope(scope: FastifyInstance, config: ApiConfig) {
  await scope.register(rateLimit, {
    global: true,
    max: config.authRequestsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...messages.tooManyRequests(secondsToWait(context.ttl / 1000)),
    }),
  });
}

/**
 * One budget a minute for each session (counted on this instance), across every endpoint that
 * needs one. A call is counted once it is admitted (preParsing comes after the access levels'
 * onRequest), so refused calls spend nothing and the key is a real session's.
 */
async function limitEachSession(app: FastifyInstance, config: ApiConfig) {
  await app.register(rateLimit, {
    global: true,
    hook: 'preParsing',
    allowList: (request) => request.routeOptions.config.endpoint?.access === 'anyone' || !request.session,
    max: config.sessionRequestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `session:${hashToken(request.cookies[cookieNames(config.secureCookies).session] ?? '')}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...messages.tooManySignedInRequests(secondsToWait(context.ttl / 1000)),
    }),
  });
}

/** One endpoint as a Fastify route, with its schemas for validation, answers and the document. */
function route(scope: FastifyInstance, endpoint: AnyEndpoint, { store, config, live, inFlight }: EndpointsOptions) {
  scope.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    ...(endpoint.maxBodyBytes ? { bodyLimit: endpoint.maxBodyBytes } : {}),
    schema: {
      summary: endpoint.summary,
      operationId: operationIdOf(endpoint),
      tags: [endpoint.tag],
      security: securityOf(endpoint),
      ...(endpoint.produces ? { produces: [endpoint.produces] } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: { ...endpoint.responses, '4xx': errorBodySchema, '5xx': errorBodySchema },
    },
    handler: (request: FastifyRequest, reply: FastifyReply) => inFlight.run(() => serve(request, reply)),
  });

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const files = endpoint.upload ? await readUploads(request.raw, endpoint) : [];
    if (!Array.isArray(files)) return send(reply, files, config);
    return send(
      reply,
      await endpoint.handle({
        store,
        settings: config,
        session: request.session,
        sessionToken: request.cookies[cookieNames(config.secureCookies).session],
        deviceToken: request.cookies[cookieNames(config.secureCookies).device],
        cookies: request.cookies,
        body: request.body,
        query: request.query,
        clientIp: request.ip,
        userAgent: request.headers['user-agent'],
        live,
        lastEventId: request.headers['last-event-id'] as string | undefined,
        files,
      }),
      config,
    );
  }
}

/**
 * A POST that says JSON and sends no body at all is `{}`, as on the mock API (Express's parser): a
 * call that takes no body is made, one that needs fields is refused naming the first missing.
 * Anything else is Fastify's own parser's to read, its refusals and limits (the route's
 * `bodyLimit`, MAX_BODY_BYTES otherwise) as they were.
 */
function takeEmptyJsonAsObject(app: FastifyInstance) {
  const json = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
    (request, body, done) => {
      // parseAs 'string' hands over a string; the type names the buffer of parseAs 'buffer' too.
      const text = String(body);
      if (text === '') done(null, {});
      else json(request, text, done);
    },
  );
}

/**
 * Every endpoint of the service, in one plugin per access level. Each plugin's onRequest hook
 * takes the service's first step (who is calling, may they, is a POST JSON) before the body is
 * read, so a refusal never depends on the input.
 */
export interface EndpointsOptions {
  store: Storage;
  config: ApiConfig;
  live: LiveHub;
  /** The handlers running, which a stopping instance waits for before it closes the database. */
  inFlight: InFlight;
}

export async function endpointsPlugin(app: FastifyInstance, options: EndpointsOptions) {
  const { store, config } = options;
  app.decorateRequest('session', null);
  // Only upload endpoints get this far with a multipart body (`admit` refuses it anywhere else),
  // and they read it themselves (readUploads), as the mock API does.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  takeEmptyJsonAsObject(app);
  await limitEachSession(app, config);
  for (const access of ACCESS_LEVELS) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const admitted = await admit(
          request.routeOptions.config.endpoint!,
          store,
          {
            method: request.method,
            contentType: request.headers['content-type'],
            sessionToken: request.cookies[cookieNames(config.secureCookies).session],
            origin: request.headers.origin,
            fetchSite: request.headers['sec-fetch-site'] as string | undefined,
            host: request.headers.host,
            clientIp: request.ip,
          },
          config.webOrigins,
          config.adminTotpRequired,
        );
        if ('refusal' in admitted) return send(reply, admitted.refusal, config);
        request.session = admitted.session;
      });
      const endpoints = ENDPOINTS.filter((e) => e.access === access);
      for (const endpoint of endpoints.filter((e) => !e.rateLimited)) route(scope, endpoint, options);
      const limited = endpoints.filter((e) => e.rateLimited);
      if (limited.length) {
        await scope.register(async (limitedScope) => {
          await rateLimitedScope(limitedScope, config);
          for (const endpoint of limited) route(limitedScope, endpoint, options);
        });
      }
    });
  }
}
