import type { Router } from 'express';
import type { SchoolClock } from '../schoolClock';
import { clockSchema } from '../schoolClock';
import { answer, parsedOr400 } from './qaHttp';

/** GET, PUT and DELETE /clock. */
export function clockRoutes(routes: Router, clock: SchoolClock) {
  routes.get(
    '/clock',
    answer(() => clock.now()),
  );
  routes.put(
    '/clock',
    answer((req, res) => {
      const body = parsedOr400(clockSchema, req.body, res);
      return body && clock.set(body.today);
    }),
  );
  routes.delete(
    '/clock',
    answer(() => clock.clear()),
  );
}
