import type { Router } from 'express';
import { z } from 'zod';
import { fieldMessages } from '@leave/domain';
import { qaMessages } from '../qaMessages';
import type { RequestJournal } from '../requestJournal';
import { answer, parsedOr400 } from './qaHttp';

const sinceSchema = z.object({
  since: z.string().regex(/^\d+$/, fieldMessages.notANumber('since')).transform(Number).optional(),
});

/** GET /requests (?since=<id>) and DELETE /requests. */
export function journalRoutes(routes: Router, journal: RequestJournal) {
  routes.get(
    '/requests',
    answer((req, res) => {
      const query = parsedOr400(sinceSchema, req.query, res);
      return query && { requests: journal.list(query.since) };
    }),
  );
  routes.delete(
    '/requests',
    answer(() => ({ message: qaMessages.journalCleared(journal.clear()) })),
  );
}
