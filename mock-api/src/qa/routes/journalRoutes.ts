import type { Router } from 'express';
import { z } from 'zod';
import { fieldRules, oneOf, wholeNumber } from '@leave/domain';
import { qaMessages } from '../qaMessages';
import { JOURNAL_SIZE } from '../requestJournal';
import type { RequestJournal } from '../requestJournal';
import { describePattern, METHODS, patternFields } from '../requestPattern';
import { answer, parsedOr400 } from './qaHttp';

const queryText = (name: string) => z.string({ error: qaMessages.notAQueryValue(name) });
const queryNumber = (name: string) => queryText(name).regex(/^\d+$/, fieldRules.notANumber(name)).transform(Number);

/** The journal's filters, from the query: `?path=/studentData&method=GET&user=1001&status=503&since=7`. */
const filterSchema = z.object({
  since: queryNumber('since').optional(),
  path: queryText('path').optional(),
  method: queryText('method')
    .transform((method) => method.toUpperCase())
    .pipe(oneOf('method', METHODS))
    .optional(),
  user: queryNumber('user').optional(),
  status: queryNumber('status').optional(),
});

/** A pattern and how many calls it should match: exactly `times`, or `at_least` (one, if neither is given). */
const verifySchema = z
  .object({
    ...patternFields,
    status: wholeNumber('status', 100, 599).optional(),
    times: wholeNumber('times', 0, JOURNAL_SIZE).optional(),
    at_least: wholeNumber('at_least', 0, JOURNAL_SIZE).optional(),
  })
  .refine((body) => body.times === undefined || body.at_least === undefined, {
    error: qaMessages.verifyTimes,
    path: ['at_least'],
  });

/** GET /requests (filtered), DELETE /requests, POST /verify. */
export function journalRoutes(routes: Router, journal: RequestJournal) {
  routes.get(
    '/requests',
    answer((req, res) => {
      const filter = parsedOr400(filterSchema, req.query, res);
      return filter && { requests: journal.list(filter) };
    }),
  );
  routes.delete(
    '/requests',
    answer(() => ({ message: qaMessages.journalCleared(journal.clear()) })),
  );
  routes.post(
    '/verify',
    answer((req, res) => {
      const body = parsedOr400(verifySchema, req.body, res);
      if (!body) return undefined;
      const { times, at_least, ...pattern } = body;
      const requests = journal.list(pattern);
      const exactly = times !== undefined;
      const expected = times ?? at_least ?? 1;
      const matched = exactly ? requests.length === expected : requests.length >= expected;
      return {
        matched,
        found: requests.length,
        message: qaMessages.verified(qaMessages.calls(exactly, expected), describePattern(pattern), requests.length),
        requests,
      };
    }),
  );
}
