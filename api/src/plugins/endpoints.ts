import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '@leave/contract';
import { checkAccess, errorBodySchema, messages } from '@leave/domain';
import type { Access } from '@leave/domain';
import { ENDPOINTS, resolveSession, sendsJson, SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from '@leave/service';
import type { AnyEndpoint, Outcome, Storage } from '@leave/service';
import type { ApiConfig } from '../config';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** The route answers without looking up who is calling. */
    sessionless?: boolean;
  }
}

const ACCESS_LEVELS: Access[] = ['anyone', 'student', 'course instructor', 'admin'];

function send(reply: FastifyReply, outcome: Outcome, config: ApiConfig) {
  if (outcome.headers) void reply.headers(outcome.headers);
  if (outcome.sessionCookie === 'clear') void reply.clearCookie(SESSION_COOKIE, { path: SESSION_COOKIE_OPTIONS.path });
  else if (outcome.sessionCookie) {
    void reply.setCookie(SESSION_COOKIE, outcome.sessionCookie.token, {
      ...SESSION_COOKIE_OPTIONS,
      secure: config.secureCookies,
      maxAge: config.sessionTtlSeconds, // seconds, in @fastify/cookie
    });
  }
  return reply.code(outcome.status).send(outcome.body);
}

/** One endpoint as a Fastify route, with its schemas for validation, answers and the document. */
function route(scope: FastifyInstance, endpoint: AnyEndpoint, store: Storage, config: ApiConfig) {
  scope.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { sessionless: endpoint.sessionless ?? false },
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.access === 'anyone' ? {} : { security: [{ session: [] }] }),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: { ...endpoint.responses, '4xx': errorBodySchema, '5xx': errorBodySchema },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) =>
      send(
        reply,
        await endpoint.handle({
          store,
          settings: config,
          session: request.session,
          sessionToken: request.cookies[SESSION_COOKIE],
          body: request.body,
          query: request.query,
          clientIp: request.ip,
        }),
        config,
      ),
  });
}

/**
 * Every endpoint of the service, in one plugin per access level: each role's plugin checks the
 * role before the request body is even read (so a refusal never depends on the input).
 */
export async function endpointsPlugin(app: FastifyInstance, { store, config }: { store: Storage; config: ApiConfig }) {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = request.routeOptions.config.sessionless
      ? null
      : await resolveSession(store, request.cookies[SESSION_COOKIE]);
  });
  for (const access of ACCESS_LEVELS) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const denied = checkAccess(request.session, access);
        if (denied) return reply.code(denied.status).send({ message: denied.message });
        if (!sendsJson(request.method, request.headers['content-type'])) {
          return reply.code(415).send({ message: messages.sendJson });
        }
      });
      for (const endpoint of ENDPOINTS.filter((e) => e.access === access)) route(scope, endpoint, store, config);
    });
  }
}
