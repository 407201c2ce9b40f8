import type { Readable } from 'node:stream';

/** Jest's last line once every test has run; its process then ends in well under a second. */
const JEST_FINISHED = /^Ran all test suites/m;

/**
 * Watches a jest run's output: once it has said every test has run, calls `onHung` if the
 * process has not ended within `graceMs` (a test left a server or a thread running, which keeps
 * jest from exiting). Returns the function to call when the process ends.
 */
export function watchJestExit(outputs: Readable[], graceMs: number, onHung: () => void): () => void {
  let lastOutput = '';
  let timer: NodeJS.Timeout | undefined;
  const onData = (chunk: Buffer | string) => {
    // A line can arrive split across chunks: the end of the last one goes first.
    lastOutput = lastOutput.slice(-200) + chunk.toString();
    if (timer || !JEST_FINISHED.test(lastOutput)) return;
    timer = setTimeout(onHung, graceMs);
  };
  for (const output of outputs) output.on('data', onData);
  return () => {
    clearTimeout(timer);
    for (const output of outputs) output.off('data', onData);
  };
}
