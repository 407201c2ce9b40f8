import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import type { FastifyError } from 'fastify';
import { findSession, SESSION_COOKIE } from './auth/sessions';
import type { ApiConfig } from './config';
import type { Database } from './db/database';
import { fail } from './http';
import { adminRoutes } from './routes/adminRoutes';
import { authRoutes } from './routes/authRoutes';
import { instructorRoutes } from './routes/instructorRoutes';
import { studentRoutes } from './routes/studentRoutes';

/**
 * The API as a Fastify app. It keeps nothing in memory between requests: sessions, sign-in
 * failures and data all live in the database, so any number of instances can serve one school.
 */
export async function buildApi(db: Database, config: ApiConfig) {
  const app = Fastify({
    logger: config.logRequests ? { level: 'info' } : false,
    // Behind a proxy, set TRUST_PROXY so request.ip is the client's address.
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 64 * 1024,
  });
  await app.register(cookie);
  await app.register(cors, { origin: config.webOrigins, credentials: true });

  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = await findSession(db, request.cookies[SESSION_COOKIE]);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return fail(reply, 400, 'The request body is not valid JSON');
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return fail(reply, 400, 'The request body is empty');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return fail(reply, 413, 'The request body is too large');
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return fail(reply, 415, 'Send the request body as JSON');
    request.log.error(error);
    return fail(reply, 500, 'Something went wrong on the server');
  });
  app.setNotFoundHandler((request, reply) =>
    fail(reply, 404, `There is no ${request.method} ${request.url.split('?')[0]}`),
  );

  app.get('/health', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });

  authRoutes(app, db, config);
  studentRoutes(app, db);
  instructorRoutes(app, db);
  adminRoutes(app, db);
  return app;
}
