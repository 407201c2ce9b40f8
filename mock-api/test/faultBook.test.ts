/**
 * Which calls a QA fault takes (issues 36 and 61): by path and method, query parameters, user and
 * a body fragment; its number of times, its sequence of steps, its rate drawn from a seed.
 */
import { FaultBook } from '../src/qa/faults';
import type { FaultRequest } from '../src/qa/faults';
import type { SeenCall } from '../src/qa/requestPattern';

const fault: FaultRequest = { path: '/studentData', status: 503 };
const call = (overrides: Partial<SeenCall> = {}): SeenCall => ({
  method: 'GET',
  path: '/studentData',
  query: {},
  user: null,
  body: null,
  ...overrides,
});

it('takes calls to its path, of its method if it has one', () => {
  const book = new FaultBook();
  book.add({ ...fault, method: 'POST' });
  expect(book.take(call())).toBeUndefined();
  expect(book.take(call({ method: 'POST', path: '/other' }))).toBeUndefined();
  expect(book.take(call({ method: 'POST' }))).toMatchObject({
    fault: { status: 503, hits: 1 },
    answer: { status: 503 },
  });
});

it('takes only calls with its query parameters, its user and its body fragment', () => {
  const book = new FaultBook();
  book.add({ ...fault, query: { user_id: '1002' } });
  book.add({ ...fault, path: '/approveLeave', user: 501 });
  book.add({ ...fault, path: '/addLeave', body_contains: { course_code: 'CS101', dates: ['2027-03-10'] } });
  expect(book.take(call({ query: { user_id: '1001' } }))).toBeUndefined();
  expect(book.take(call({ query: { user_id: '1002', extra: 'x' } }))).toBeDefined();

  const approve = { method: 'POST', path: '/approveLeave' };
  expect(book.take(call({ ...approve, user: { role: 'course instructor', user_id: 502 } }))).toBeUndefined();
  expect(book.take(call({ ...approve, user: null }))).toBeUndefined();
  expect(book.take(call({ ...approve, user: { role: 'course instructor', user_id: 501 } }))).toBeDefined();

  const add = { method: 'POST', path: '/addLeave' };
  expect(book.take(call({ ...add, body: { course_code: 'MA101', dates: ['2027-03-10'] } }))).toBeUndefined();
  expect(book.take(call({ ...add, body: { course_code: 'CS101', dates: ['2027-03-11'] } }))).toBeUndefined();
  expect(
    book.take(call({ ...add, body: { course_code: 'CS101', dates: ['2027-03-09', '2027-03-10'], reason: 'ill' } })),
  ).toBeDefined();
});

it('goes once it has taken its number of calls', () => {
  const book = new FaultBook();
  book.add({ ...fault, times: 2 });
  expect([book.take(call()), book.take(call()), book.take(call())].map(Boolean)).toEqual([true, true, false]);
  expect(book.list()).toEqual([]);
});

it('answers its sequence one step per call, then goes', () => {
  const book = new FaultBook();
  book.add({
    path: '/studentData',
    sequence: [{ status: 503 }, { pass: true }, { status: 200, body: { leaveData: [] }, headers: { 'X-Stub': '1' } }],
  });
  expect([1, 2, 3, 4].map(() => book.take(call())?.answer)).toEqual([
    { status: 503 },
    { pass: true },
    { status: 200, body: { leaveData: [] }, headers: { 'X-Stub': '1' } },
    undefined,
  ]);
  expect(book.list()).toEqual([]);
});

it('takes the same calls for the same seed, and lists the seed it picked when given none', () => {
  const pattern = (seed?: number) => {
    const book = new FaultBook();
    const added = book.add({ ...fault, rate: 0.3, ...(seed === undefined ? {} : { seed }) });
    return { seed: added.seed, taken: Array.from({ length: 40 }, () => (book.take(call()) ? 1 : 0)).join('') };
  };
  const first = pattern(42);
  expect(pattern(42)).toEqual(first);
  expect(pattern(43).taken).not.toBe(first.taken);
  expect(first.taken).toMatch(/1/);
  expect(first.taken).toMatch(/0/);
  const picked = pattern();
  expect(picked.seed).toEqual(expect.any(Number));
  expect(pattern(picked.seed).taken).toBe(picked.taken);
});

it('takes about its rate of calls', () => {
  const book = new FaultBook();
  book.add({ ...fault, rate: 0.25, seed: 7 });
  const taken = Array.from({ length: 4000 }, () => book.take(call())).filter(Boolean).length;
  expect(taken / 4000).toBeCloseTo(0.25, 1);
});
