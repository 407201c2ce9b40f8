import pinoRoll from 'pino-roll';
import type { LogFileSettings } from './logSettings';

/** How often a log file that cannot be written is told of on standard error. */
const WRITE_ERROR_EVERY_MS = 60_000;

/**
 * The API's log as rolling files (pino-roll): once the file in use reaches `maxBytes` the next
 * one is begun, and only the newest `count` are kept, those of earlier runs included, so the log
 * cannot fill the disk however long the API runs or however often it restarts.
 */
export async function openLogFiles(settings: LogFileSettings) {
  const stream = await pinoRoll({
    file: settings.path,
    size: `${settings.maxBytes}b`,
    mkdir: true,
    // Each line is written before the call goes on, as pino writes to standard output: a crash
    // loses none, and a request's line is in the file once it has been answered.
    sync: true,
    // With removeOtherLogFiles the count is of every file, the one in use included.
    limit: { count: settings.count, removeOtherLogFiles: true },
  });
  // A log that cannot be written (a full disk) must not stop the API, nor flood standard error.
  let toldAt = -Infinity;
  stream.on('error', (error) => {
    if (Date.now() - toldAt < WRITE_ERROR_EVERY_MS) return;
    toldAt = Date.now();
    console.error(`the log file ${settings.path} cannot be written (${error.message}); lines are lost meanwhile`);
  });
  return stream;
}
