/** `npm run api`: the real backend on its own. See README "Configuration". */
import { readApiConfig } from './config';
import { guardProcess } from './processGuard';
import { startApi } from './startApi';

const fail = (error: unknown) => {
  console.error(`api could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};

Promise.resolve()
  .then(() => startApi(readApiConfig()))
  .then(({ stop, log }) => {
    guardProcess(log, () => stop('drain'));
    // SIGTERM (a supervisor, a rolling restart) drains; SIGINT (Ctrl+C), or a second signal, stops now.
    let stopping = false;
    const on = (how: 'drain' | 'now') => () => {
      if (stopping) process.exit(0);
      stopping = true;
      void stop(how).then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'the API did not stop cleanly');
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', on('drain'));
    process.on('SIGINT', on('now'));
  }, fail);
