import type { RequestHandler } from 'express';
import jsonServer from 'json-server';
import type { Database } from '../databaseTypes';
import { emptyState } from '../records';
import type { DbState } from '../records';
import { qaMessages } from './qaMessages';

/**
 * Columns never shown, by name, so that a secret column added later is left out too: password
 * hashes, session, device and calendar-feed token hashes, second-factor secrets and recovery
 * code hashes.
 */
const SECRET_COLUMN = /hash|secret|token|^passw(or)?d$/i;

const withoutSecrets = (row: object) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMN.test(key)));

const COLLECTIONS = Object.keys(emptyState()) as Array<keyof DbState>;

const isCollection = (name: string): name is keyof DbState => (COLLECTIONS as string[]).includes(name);

/**
 * json-server's own REST on the data (`GET /leaves?status=pending&_sort=leave_date&_page=2`),
 * read-only and without secrets: each call shows json-server's router a copy of the one
 * collection asked for, so the router never sees the live state and cannot change it.
 * `paths` are where it answers: every collection under /__qa/db/, and at the root each one the
 * API has no endpoint of the same name for (/courses is the API's, /leaves is json-server's).
 */
export function restView(db: Database, endpointPaths: ReadonlySet<string>) {
  const router = jsonServer.router<Record<string, object[]>>(Object.fromEntries(COLLECTIONS.map((name) => [name, []])));
  const atRoot = COLLECTIONS.filter((name) => !endpointPaths.has(`/${name}`)).map((name) => `/${name}`);
  const serve: RequestHandler = (req, res, next) => {
    const name = (req.params as { collection?: string }).collection ?? req.path.slice(1);
    if (!isCollection(name)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return res
        .status(405)
        .set('Allow', 'GET')
        .json({ message: qaMessages.onlyRead(req.method, req.path) });
    }
    router.db.setState({ [name]: (db.state[name] as object[]).map(withoutSecrets) });
    const query = req.originalUrl.indexOf('?');
    req.url = `/${name}${query === -1 ? '' : req.originalUrl.slice(query)}`;
    router(req, res, next);
  };
  /** GET /__qa/db: each collection, how many rows it has, and where json-server serves it. */
  const index = () => ({
    collections: COLLECTIONS.map((name) => ({
      name,
      count: (db.state[name] as object[]).length,
      path: `/__qa/db/${name}`,
      at_root: atRoot.includes(`/${name}`) ? `/${name}` : null,
    })),
  });
  return { paths: ['/__qa/db/:collection', ...atRoot], rootPaths: atRoot, serve, index };
}
