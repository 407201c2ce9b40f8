import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from '@leave/contract';
import { errorBodySchema } from '@leave/domain';
import type { Access } from '@leave/domain';
import { admit, ENDPOINTS, SESSION_COOKIE, SESSION_COOKIE_OPTIONS } from '@leave/service';
import type { AnyEndpoint, Outcome, Storage } from '@leave/service';
import type { ApiConfig } from '../config';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** The service's endpoint a route serves. */
    endpoint?: AnyEndpoint;
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
    config: { endpoint },
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
 * Every endpoint of the service, in one plugin per access level. Each plugin's onRequest hook
 * takes the service's first step (who is calling, may they, is a POST JSON) before the body is
 * read, so a refusal never depends on the input.
 */
export async function endpointsPlugin(app: FastifyInstance, { store, config }: { store: Storage; config: ApiConfig }) {
  app.decorateRequest('session', null);
  for (const access of ACCESS_LEVELS) {
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const admitted = await admit(request.routeOptions.config.endpoint!, store, {
          method: request.method,
          contentType: request.headers['content-type'],
          sessionToken: request.cookies[SESSION_COOKIE],
        });
        if ('refusal' in admitted) return send(reply, admitted.refusal, config);
        request.session = admitted.session;
      });
      for (const endpoint of ENDPOINTS.filter((e) => e.access === access)) route(scope, endpoint, store, config);
    });
  }
}
