/** What counts as the database being unreachable, and how an outage is logged. */
import { isDatabaseUnreachable, OutageLog } from '../src/db/databaseFaults';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });
/** PostgreSQL's refusal of a connection, or its end of one: the session is over. */
const fatal = (message: string, code: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

it.each([
  [withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
  [new Error('Connection terminated unexpectedly'), true],
  [new Error('timeout exceeded when trying to connect'), true],
  [withCode('terminating connection due to administrator command', '57P01'), true],
  [withCode('canceling statement due to statement timeout', '57014'), true],
  [new AggregateError([withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')], 'all failed'), true],
  [fatal('database "leave" is not currently accepting connections', '55000'), true],
  [fatal('sorry, too many clients already', '53300'), true],
  [fatal('the database system is starting up', '57P03'), true],
  [fatal('password authentication failed for user "leave"', '28P01'), true],
  [new Error('Client has encountered a connection error and is not queryable'), true],
  [withCode('cannot refresh materialized view concurrently', '55000'), false],
  [withCode('duplicate key value violates unique constraint', '23505'), false],
  [new TypeError("Cannot read properties of undefined (reading 'x')"), false],
  ['a string', false],
])('%s: %s', (error, unreachable) => {
  expect(isDatabaseUnreachable(error)).toBe(unreachable);
});

it('logs an outage when it starts, once a minute while it lasts, and when a connection is made again', () => {
  const lines: string[] = [];
  let now = 0;
  const outages = new OutageLog(
    (line) => lines.push(line),
    () => now,
  );
  outages.reachable();
  expect(lines).toEqual([]);
  for (let call = 0; call < 100; call += 1, now += 1_000) outages.unreachable(new Error('connect ECONNREFUSED'));
  outages.reachable();
  expect(lines).toEqual([
    'The database cannot be reached (connect ECONNREFUSED): calls answer 503 until it is back.',
    'The database still cannot be reached after 60 s (61 calls answered 503 so far).',
    'The database can be reached again after 100 s (100 calls answered 503).',
  ]);
});
