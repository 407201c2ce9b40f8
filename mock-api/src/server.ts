import type { Server } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import cors from 'cors';
import jsonServer from 'json-server';
import { openDatabase } from './database';
import { fail } from './http';
import { adminRoutes } from './routes/adminRoutes';
import { authRoutes } from './routes/authRoutes';
import { instructorRoutes } from './routes/instructorRoutes';
import { studentRoutes } from './routes/studentRoutes';

export interface MockApiOptions {
  /** The JSON data file; created from the seed if missing. */
  dbFile: string;
  /** Browser origins allowed to call the API. */
  webOrigins: string[];
  /** Log each request (morgan, via json-server's defaults). */
  logRequests?: boolean;
}

const handleErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, _next) => {
  if (error.type === 'entity.parse.failed') return fail(res, 400, 'The request body is not valid JSON');
  if (error.type === 'entity.too.large') return fail(res, 413, 'The request body is too large');
  console.error('mock-api: unexpected error', error);
  fail(res, 500, 'Something went wrong on the server');
};

/** The mock API as an express app: json-server's middleware, then the spec's calls. */
export function createMockApi(options: MockApiOptions) {
  const db = openDatabase(options.dbFile);
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.use(cors({ origin: options.webOrigins, credentials: true }));
  // No static files: json-server's default is its own home page.
  app.use(jsonServer.defaults({ logger: options.logRequests ?? false, noCors: true, static: '/nonexistent' }));
  app.use(jsonServer.bodyParser);
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(authRoutes(db), studentRoutes(db), instructorRoutes(db), adminRoutes(db));
  app.use((req, res) => fail(res, 404, `There is no ${req.method} ${req.path}`));
  app.use(handleErrors);
  return app;
}

export function startMockApi(options: MockApiOptions & { port: number; host?: string }): Promise<Server> {
  const app = createMockApi(options);
  return new Promise((resolve, reject) => {
    const server = app.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
    server.once('error', reject);
  });
}
