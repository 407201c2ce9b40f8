/** What the API does with an error nothing else caught: goes on after a database's, stops after any other's. */
import { EventEmitter } from 'node:events';
import { guardProcess } from '../src/processGuard';

function guarded() {
  const lines: Array<{ level: string; message: string; err: unknown }> = [];
  const at = (level: string) => (context: object, message?: string) =>
    void lines.push({ level, message: message ?? '', err: (context as { err: unknown }).err });
  const target = new EventEmitter();
  const stop = jest.fn(() => Promise.resolve());
  const exit = jest.fn();
  guardProcess({ error: at('error'), fatal: at('fatal') } as never, stop, target, exit);
  return { target, stop, exit, lines };
}

const ended = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
  severity: 'FATAL',
});

it("logs a database connection's error outside any call and goes on", async () => {
  const { target, stop, exit, lines } = guarded();
  target.emit('uncaughtException', ended, 'uncaughtException');
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toEqual([{ level: 'error', message: expect.stringMatching(/the API goes on/), err: ended }]);
  expect(stop).not.toHaveBeenCalled();
  expect(exit).not.toHaveBeenCalled();
});

it('logs a promise that failed unheard and goes on', async () => {
  const { target, stop, exit, lines } = guarded();
  const reason = new Error('nobody awaited this');
  target.emit('unhandledRejection', reason);
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toEqual([{ level: 'error', message: expect.stringMatching(/the API goes on/), err: reason }]);
  expect([stop.mock.calls.length, exit.mock.calls.length]).toEqual([0, 0]);
});

it('logs any other exception as fatal, stops as on SIGTERM once, and exits with 1', async () => {
  const { target, stop, exit, lines } = guarded();
  const bug = new TypeError("Cannot read properties of undefined (reading 'roll_no')");
  target.emit('uncaughtException', bug, 'uncaughtException');
  target.emit('uncaughtException', bug, 'uncaughtException');
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines.map((line) => [line.level, line.err])).toEqual([
    ['fatal', bug],
    ['fatal', bug],
  ]);
  expect(stop).toHaveBeenCalledTimes(1);
  expect(exit).toHaveBeenCalledWith(1);
});
