import type { FastifyInstance } from 'fastify';
import { loggedUrl } from '@leave/service';

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
