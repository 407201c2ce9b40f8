import type { Router } from 'express';
import type { FaultBook } from '../faults';
import { faultSchema, latencySchema } from '../faults';
import { qaMessages } from '../qaMessages';
import { answer, parsedOr400 } from './qaHttp';

/** GET, POST and DELETE /faults, DELETE /faults/:id, PUT and DELETE /latency. */
export function faultRoutes(routes: Router, faults: FaultBook, faultPaths: ReadonlySet<string>) {
  const schema = faultSchema(faultPaths);
  routes.get(
    '/faults',
    answer(() => ({ latency_ms: faults.latencyMs, faults: faults.list() })),
  );
  routes.post(
    '/faults',
    answer((req, res) => {
      const body = parsedOr400(schema, req.body, res);
      if (body) res.status(201);
      return body && faults.add(body);
    }),
  );
  routes.delete(
    '/faults',
    answer(() => ({ message: qaMessages.faultsCleared(faults.clear()) })),
  );
  routes.delete(
    '/faults/:id',
    answer((req, res) => {
      if (faults.remove(Number(req.params.id))) return { message: qaMessages.faultsCleared(1) };
      res.status(404);
      return { message: qaMessages.noFault(req.params.id!) };
    }),
  );
  routes.put(
    '/latency',
    answer((req, res) => {
      const body = parsedOr400(latencySchema, req.body, res);
      if (body) faults.latencyMs = body.delay_ms;
      return body && { latency_ms: faults.latencyMs };
    }),
  );
  routes.delete(
    '/latency',
    answer(() => ({ latency_ms: (faults.latencyMs = 0) })),
  );
}
