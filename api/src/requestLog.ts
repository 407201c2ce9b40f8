import type { FastifyInstance } from 'fastify';

/** Query parameters whose values are keys (a calendar feed's token) and must not reach the log. */
const SECRET_PARAMETER = /token|passw|secret/i;

/** A request's path and query as logged: the value of any secret-looking parameter hidden. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  for (const key of new Set(query.keys())) if (SECRET_PARAMETER.test(key)) query.set(key, 'hidden');
  return `${url.slice(0, at)}?${query.toString()}`;
}

/**
 * One JSON line per request, once it is answered (Fastify's own two lines, received and
 * completed, are turned off): what was asked, the answer's status and time, who asked (never
 * their session's token or cookie) and from where; pino adds the time and the request's id.
 */
export function logEachRequest(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const session = request.session;
    request.log.info(
      {
        method: request.method,
        url: loggedUrl(request.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        ...(session ? { user: { role: session.role, user_id: session.user_id } } : {}),
      },
      'request',
    );
    done();
  });
}
