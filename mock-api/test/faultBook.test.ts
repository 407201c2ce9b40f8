/** Which calls a QA fault takes (issue 36): by path and method, its number of times, its rate. */
import { FaultBook } from '../src/qa/faults';

const fault = { path: '/studentData', delay_ms: 0, status: 503 };

it('takes calls to its path, of its method if it has one', () => {
  const book = new FaultBook();
  book.add({ ...fault, method: 'POST' });
  expect(book.take('GET', '/studentData')).toBeUndefined();
  expect(book.take('POST', '/other')).toBeUndefined();
  expect(book.take('POST', '/studentData')).toMatchObject({ status: 503, hits: 1 });
});

it('goes once it has taken its number of calls', () => {
  const book = new FaultBook();
  book.add({ ...fault, times: 2 });
  expect(
    [book.take('GET', '/studentData'), book.take('GET', '/studentData'), book.take('GET', '/studentData')].map(Boolean),
  ).toEqual([true, true, false]);
  expect(book.list()).toEqual([]);
});

it('takes a call with its rate as the chance', () => {
  const book = new FaultBook();
  book.add({ ...fault, rate: 0.25 });
  expect(book.take('GET', '/studentData', () => 0.3)).toBeUndefined();
  expect(book.take('GET', '/studentData', () => 0.2)).toBeDefined();
});
